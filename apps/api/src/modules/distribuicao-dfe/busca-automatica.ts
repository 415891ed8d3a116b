import type { AppContext } from '../../app-context.ts';
import type { TarefaPeriodica } from '../../lib/tarefa-periodica.ts';
import {
  buscarDocumentosNaSefaz,
  empresaDaDistribuicao,
  type ResultadoDaBusca,
} from './buscar-documentos-na-sefaz.ts';
import { findEstado } from './distribuicao-dfe.repository.ts';
import { isAguardando } from './espera-da-distribuicao.ts';

/**
 * One tick of the job: nothing without the company's CNPJ and UF, nothing during the hour SEFAZ asks for after
 * 137/656, nothing until DISTDFE_INTERVALO_SEGUNDOS have passed since the last query (the button's included);
 * otherwise the same query as the button. Notes imported here have no user.
 */
export async function buscarNaSefazAgendado(
  ctx: AppContext,
  agora = new Date(),
): Promise<ResultadoDaBusca | undefined> {
  const empresa = await empresaDaDistribuicao(ctx);
  if (!empresa) return undefined;
  const estado = await findEstado(ctx.db, empresa);
  if (estado?.proximaConsultaEm && isAguardando(estado.proximaConsultaEm, agora)) {
    return { situacao: 'aguardando', proximaConsultaEm: estado.proximaConsultaEm };
  }
  const intervaloMs = ctx.config.distDfe.intervaloSegundos * 1000;
  if (estado?.ultimaConsultaEm && agora.getTime() - estado.ultimaConsultaEm.getTime() < intervaloMs) {
    return undefined;
  }
  return buscarDocumentosNaSefaz(ctx, { userId: null, ip: null });
}

/** How often the job looks at the stored state: at most a minute late on the hour SEFAZ allows. */
const TIQUE_MAXIMO_SEGUNDOS = 60;

/**
 * 'Buscar na SEFAZ' every DISTDFE_INTERVALO_SEGUNDOS (an hour by default, the cadence NT 2014.002 asks for),
 * counted from the last query as stored, so the hour's wait after a 137 (which ends a little after the next
 * hourly tick) does not push the query to the tick after, and a restart adds no query.
 */
export const tarefaBuscaAutomatica = (ctx: AppContext): TarefaPeriodica => ({
  nome: 'busca automática na SEFAZ (DistDFe)',
  intervaloSegundos: Math.min(ctx.config.distDfe.intervaloSegundos, TIQUE_MAXIMO_SEGUNDOS),
  isNaPartida: false,
  rodar: async ({ log }) => {
    const resultado = await buscarNaSefazAgendado(ctx);
    if (resultado?.situacao === 'concluida') {
      log.info({ cStat: resultado.cStat, ...resultado.contagem }, 'busca na SEFAZ (DistDFe) concluída');
    }
  },
});
