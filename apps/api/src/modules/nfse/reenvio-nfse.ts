import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { reservarRodada } from '../../db/rodada-de-tarefa.ts';
import { agendarTarefa } from '../../lib/tarefa-periodica.ts';
import { liberarEnviosDeDonosMortos } from '../fiscal/dono-do-envio.ts';
import { enviarEConcluirCancelamento } from './concluir-cancelamento-nfse.ts';
import { enviarEConcluir } from './concluir-emissao-nfse.ts';
import { comEnvio, NfseOcupadaError } from './envio-nfse.ts';
import {
  liberarEnviosDe,
  listCancelamentosPendentes,
  listDonosDeEnvio,
  listPendentes,
} from './nfse.repository.ts';

/** Runs `fn` on the NFS-e unless someone holds it right now (a user's request): next period. */
async function seLivre<T>(ctx: AppContext, id: number, fn: () => Promise<T>) {
  try {
    return await comEnvio(ctx, id, fn);
  } catch (error) {
    if (error instanceof NfseOcupadaError) return undefined;
    throw error;
  }
}

/**
 * One run of the retry job. First the leases of a process that died while sending are freed. Then NFS-e left
 * 'Processando' are consulted by their DPS and, when the Sefin has no NFS-e for it, sent again with the stored
 * signed DPS; and cancellations left pending are looked for at the Sefin and, when not registered, the stored
 * signed pedido is sent again. Answers how many were concluded.
 */
export async function retomarNfsePendentes(ctx: AppContext) {
  await liberarEnviosDeDonosMortos({
    listarDonos: () => listDonosDeEnvio(ctx.db),
    liberar: (donos) => liberarEnviosDe(ctx.db, donos),
  });
  let concluidas = 0;
  for (const id of await listPendentes(ctx.db)) {
    const nota = await seLivre(ctx, id, () => enviarEConcluir(ctx, id, null, { consultarAntes: true }));
    if (nota && nota.status !== 'Processando') concluidas++;
  }
  for (const id of await listCancelamentosPendentes(ctx.db)) {
    const concluido = await seLivre(ctx, id, () =>
      enviarEConcluirCancelamento(ctx, id, null, { consultarAntes: true }),
    );
    if (concluido?.resultado && concluido.resultado.situacao !== 'pendente') concluidas++;
  }
  return concluidas;
}

/**
 * The retry job: as soon as the app is ready and then every NFE_REENVIO_SEGUNDOS, as the NF-e's (reenvio-nfe.ts),
 * once per period between all the API processes on the database.
 */
export const reenvioNfsePlugin: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  agendarTarefa(app, {
    nome: 'retomar NFS-e pendentes',
    intervaloSegundos: ctx.config.nfe.reenvioSegundos,
    isNaPartida: true,
    rodar: () => retomarNfsePendentes(ctx),
    reservarRodada: (minimo, isForcada) => reservarRodada(ctx.db, 'reenvio-nfse', minimo, isForcada),
  });
};
