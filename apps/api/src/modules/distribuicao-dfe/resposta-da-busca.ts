import type { TEstadoDistribuicao, TResultadoBuscaSefaz } from '@erp/contracts/distribuicao-dfe';
import { ErrorCode } from '@erp/contracts/errors';
import { dataHoraEmTexto } from '@erp/fiscal/data-hora';
import { isConsumoIndevido, isDistribuicaoRespondida } from '@erp/fiscal/sefaz';
import { AppError } from '../../lib/app-error.ts';
import type { ContagemDaBusca, ResultadoDaBusca } from './buscar-documentos-na-sefaz.ts';
import type { EstadoDistribuicao } from './distribuicao-dfe.repository.ts';

export function estadoDaDistribuicao(estado: EstadoDistribuicao | undefined): TEstadoDistribuicao {
  return {
    ult_nsu: estado?.ultNsu ?? '000000000000000',
    max_nsu: estado?.maxNsu ?? '000000000000000',
    ultima_consulta_em: estado?.ultimaConsultaEm?.toISOString() ?? null,
    proxima_consulta_em: estado?.proximaConsultaEm?.toISOString() ?? null,
    c_stat: estado?.cStat ?? null,
    x_motivo: estado?.xMotivo ?? null,
  };
}

const plural = (n: number, um: string, varios: string) => `${n} ${n === 1 ? um : varios}`;

function mensagemDaContagem(c: ContagemDaBusca): string {
  const partes = [
    c.resumos > 0 &&
      `${plural(c.resumos, 'resumo', 'resumos')} (envie a Ciência da Operação para receber o XML)`,
    c.importadas > 0 && plural(c.importadas, 'nota importada', 'notas importadas'),
    c.produtosNaoCadastrados > 0 &&
      `${plural(c.produtosNaoCadastrados, 'nota', 'notas')} com produtos não cadastrados`,
    c.falhas > 0 && `${plural(c.falhas, 'nota recusada', 'notas recusadas')} na importação`,
    c.eventos > 0 && plural(c.eventos, 'evento', 'eventos'),
  ].filter((p): p is string => Boolean(p));
  if (c.documentos === 0) {
    return partes.length > 0
      ? `Nenhum documento novo na SEFAZ; ${partes.join(', ')}.`
      : 'Nenhum documento novo na SEFAZ.';
  }
  const recebidos = plural(c.documentos, 'documento recebido', 'documentos recebidos');
  return `${recebidos} da SEFAZ${partes.length > 0 ? `: ${partes.join(', ')}` : ''}.`;
}

/** Another query (the job, another click, another replica) holds the CNPJ's lock. */
export const buscaEmAndamento = () =>
  AppError.conflict('Já há uma busca na SEFAZ em andamento. Aguarde o resultado.');

/** A 656: SEFAZ blocked the CNPJ's queries until `ate`. */
export const consumoIndevido = (ate: Date, motivo?: string) =>
  new AppError(
    ErrorCode.TOO_MANY_REQUESTS,
    `A SEFAZ bloqueou as consultas por consumo indevido (656). Nova consulta permitida a partir de ${dataHoraEmTexto(ate)}.`,
    motivo,
  );

/**
 * What the button answers: the counts, or the refusal in Portuguese with the time of the next allowed query
 * (429 during the wait and after a 656, 409 while another query runs, 422 for another rejection).
 */
export function respostaDaBusca(resultado: ResultadoDaBusca): TResultadoBuscaSefaz {
  if (resultado.situacao === 'ocupada') throw buscaEmAndamento();
  if (resultado.situacao === 'aguardando') {
    throw new AppError(
      ErrorCode.TOO_MANY_REQUESTS,
      `A SEFAZ só permite uma nova consulta a partir de ${dataHoraEmTexto(resultado.proximaConsultaEm)}.`,
      'Depois de uma consulta sem documentos novos (137) ou bloqueada por consumo indevido (656), a SEFAZ exige uma hora de espera.',
    );
  }
  const { contagem, estado, cStat, xMotivo } = resultado;
  const proxima = estado.proximaConsultaEm ? dataHoraEmTexto(estado.proximaConsultaEm) : '';
  const isVazia =
    contagem.documentos + contagem.importadas + contagem.produtosNaoCadastrados + contagem.falhas === 0;
  if (isVazia) {
    if (isConsumoIndevido(cStat) && estado.proximaConsultaEm) {
      throw consumoIndevido(estado.proximaConsultaEm, `${cStat} - ${xMotivo}`);
    }
    if (!isDistribuicaoRespondida(cStat)) {
      throw AppError.unprocessable('A SEFAZ recusou a consulta.', `${cStat} - ${xMotivo}`);
    }
  }
  const espera = proxima ? ` Próxima consulta permitida a partir de ${proxima}.` : '';
  return {
    message: `${mensagemDaContagem(contagem)}${espera}`,
    documentos: contagem.documentos,
    resumos: contagem.resumos,
    importadas: contagem.importadas,
    produtos_nao_cadastrados: contagem.produtosNaoCadastrados,
    falhas: contagem.falhas,
    eventos: contagem.eventos,
    estado: estadoDaDistribuicao(estado),
  };
}
