import type { AppContext } from '../../app-context.ts';
import { reservarRodada } from '../../db/rodada-de-tarefa.ts';
import type { TarefaPeriodica } from '../../lib/tarefa-periodica.ts';
import { retomarEnvios } from '../fiscal/lease-de-envio.ts';
import { enviarEConcluirCancelamento } from './concluir-cancelamento-nfse.ts';
import { enviarEConcluir } from './concluir-emissao-nfse.ts';
import { comEnvio, NfseOcupadaError } from './envio-nfse.ts';
import { cancelamentoDaNfse, envioDaNfse, listPendentes } from './nfse.repository.ts';

/**
 * One run of the retry job. First the leases of a process that died while sending are freed. Then NFS-e left
 * 'Processando' are consulted by their DPS and, when the Sefin has no NFS-e for it, sent again with the stored
 * signed DPS; and cancellations left pending are looked for at the Sefin and, when not registered, the stored
 * signed pedido is sent again. Answers how many were concluded.
 */
export function retomarNfsePendentes(ctx: AppContext) {
  return retomarEnvios(
    ctx.db,
    envioDaNfse,
    (id, fn) => comEnvio(ctx, id, fn),
    (error) => error instanceof NfseOcupadaError,
    [
      {
        pendentes: listPendentes,
        concluir: async (id) => {
          const nota = await enviarEConcluir(ctx, id, null, { consultarAntes: true });
          return nota !== undefined && nota.status !== 'Processando';
        },
      },
      {
        pendentes: cancelamentoDaNfse.pendentes,
        concluir: async (id) => {
          const { resultado } = await enviarEConcluirCancelamento(ctx, id, null, { consultarAntes: true });
          return resultado !== undefined && resultado.situacao !== 'pendente';
        },
      },
    ],
  );
}

/**
 * The retry job: as soon as the app is ready and then every NFE_REENVIO_SEGUNDOS, as the NF-e's (reenvio-nfe.ts),
 * once per period between all the API processes on the database.
 */
export const tarefaReenvioNfse = (ctx: AppContext): TarefaPeriodica => ({
  nome: 'retomar NFS-e pendentes',
  intervaloSegundos: ctx.config.nfe.reenvioSegundos,
  isNaPartida: true,
  rodar: () => retomarNfsePendentes(ctx),
  reservarRodada: (minimo, isForcada) => reservarRodada(ctx.db, 'reenvio-nfse', minimo, isForcada),
});
