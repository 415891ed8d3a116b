import type { Database } from '../../db/client.ts';
import type { LeaseDeEnvio } from './lease-de-envio.repository.ts';

/**
 * One run of a retry job over documents under a sending lease. First the leases of a process that died while
 * sending are freed (a restart finds its own documents at once, not when envio_ate runs out). Then each step's
 * waiting documents are taken one by one with `comEnvio`; one somebody holds right now (a user's emission or
 * cancellation: `isOcupado` of the error) is left for the next period. `concluir` says whether the document was
 * concluded; answers how many were.
 */
export async function retomarEnvios(
  db: Database,
  lease: LeaseDeEnvio,
  comEnvio: <R>(id: number, fn: () => Promise<R>) => Promise<R>,
  isOcupado: (error: unknown) => boolean,
  etapas: { pendentes: (db: Database) => Promise<number[]>; concluir: (id: number) => Promise<boolean> }[],
) {
  await lease.liberarDonosMortos(db);
  let concluidas = 0;
  for (const etapa of etapas) {
    for (const id of await etapa.pendentes(db)) {
      try {
        if (await comEnvio(id, () => etapa.concluir(id))) concluidas++;
      } catch (error) {
        if (!isOcupado(error)) throw error;
      }
    }
  }
  return concluidas;
}
