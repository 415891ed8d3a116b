import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { enviarEConcluir } from './concluir-emissao-nfse.ts';
import { comEnvio, NfseOcupadaError } from './envio-nfse.ts';
import { listPendentes } from './nfse.repository.ts';

/**
 * NFS-e left 'Processando' (no conclusive answer, or the process stopped mid-way) are consulted by their DPS and,
 * when the Sefin has no NFS-e for it, sent again with the stored signed DPS. Answers how many were concluded.
 */
export async function retomarNfsePendentes(ctx: AppContext, idadeMinimaSegundos: number) {
  let concluidas = 0;
  for (const id of await listPendentes(ctx.db, idadeMinimaSegundos)) {
    try {
      const nota = await comEnvio(ctx, id, () => enviarEConcluir(ctx, id, null, { consultarAntes: true }));
      if (nota && nota.status !== 'Processando') concluidas++;
    } catch (error) {
      if (!(error instanceof NfseOcupadaError)) throw error;
    }
  }
  return concluidas;
}

/** The retry job: at start-up (a restart resumes what was in flight) and every NFE_REENVIO_SEGUNDOS. */
export const reenvioNfsePlugin: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const intervalo = ctx.config.nfe.reenvioSegundos;
  let timer: NodeJS.Timeout | undefined;
  let rodando: Promise<unknown> | undefined;
  const rodar = (idadeMinima: number) => {
    rodando ??= retomarNfsePendentes(ctx, idadeMinima)
      .catch((error: unknown) => app.log.error({ err: error }, 'falha ao retomar NFS-e pendentes'))
      .finally(() => {
        rodando = undefined;
      });
  };
  app.addHook('onReady', async () => {
    rodar(0);
    timer = setInterval(() => rodar(intervalo), intervalo * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await rodando;
  });
};
