import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import {
  buscarDocumentosNaSefaz,
  empresaDaDistribuicao,
  type ResultadoDaBusca,
} from './buscar-documentos-na-sefaz.ts';

/**
 * One run of the job: nothing without the company's CNPJ and UF; otherwise the same query as the button, which
 * itself skips SEFAZ during the hour after 137/656 and while another query holds the lock. Notes imported here
 * have no user.
 */
export async function buscarNaSefazAgendado(ctx: AppContext): Promise<ResultadoDaBusca | undefined> {
  if (!(await empresaDaDistribuicao(ctx))) return undefined;
  return buscarDocumentosNaSefaz(ctx, { userId: null, ip: null });
}

/**
 * 'Buscar na SEFAZ' every DISTDFE_INTERVALO_SEGUNDOS (an hour by default, the cadence NT 2014.002 asks for).
 * Not at start-up: a restart must not add a query to the hour's budget.
 */
export const buscaAutomaticaPlugin: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const intervalo = ctx.config.distDfe.intervaloSegundos;
  let timer: NodeJS.Timeout | undefined;
  let rodando: Promise<unknown> | undefined;
  const rodar = () => {
    rodando ??= buscarNaSefazAgendado(ctx)
      .then((resultado) => {
        if (resultado?.situacao === 'concluida') {
          app.log.info(
            { cStat: resultado.cStat, ...resultado.contagem },
            'busca na SEFAZ (DistDFe) concluída',
          );
        }
      })
      .catch((error: unknown) =>
        app.log.error({ err: error }, 'falha na busca automática na SEFAZ (DistDFe)'),
      )
      .finally(() => {
        rodando = undefined;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(rodar, intervalo * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await rodando;
  });
};
