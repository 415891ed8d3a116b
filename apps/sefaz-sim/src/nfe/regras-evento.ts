import type { ConfigSimulador } from '../config.ts';
import type { NotaAutorizada } from '../estado/tipos.ts';
import { type NoXml, texto } from '../xml/ler-xml.ts';
import { type Resultado, resultado } from './motivos.ts';

export const CANCELAMENTO = '110111';
export const CARTA_CORRECAO = '110110';
export const MANIFESTACOES = ['210200', '210210', '210220', '210240'] as const;

/** xEvento do retorno (TString, 5 a 60 caracteres). */
export const DESCRICAO_REGISTRO: Readonly<Record<string, string>> = {
  '110111': 'Cancelamento registrado',
  '110110': 'Carta de Correção registrada',
  '210200': 'Confirmação da Operação registrada',
  '210210': 'Ciência da Operação registrada',
  '210220': 'Desconhecimento da Operação registrado',
  '210240': 'Operação não Realizada registrada',
};

/** A CC-e admite até 20 correções por nota (nSeqEvento 1 a 20). */
const MAXIMO_CARTAS = 20;

export interface PedidoEvento {
  tpEvento: string;
  nSeqEvento: number;
  /** CNPJ (ou CPF) do autor. */
  autor: string;
  detEvento: NoXml | undefined;
}

const isManifestacao = (tpEvento: string) => (MANIFESTACOES as readonly string[]).includes(tpEvento);

/**
 * Regras de negócio por tipo de evento, sobre a nota já localizada. Devolve a rejeição, ou undefined para
 * registrar (o chamador decide 135 ou 155).
 */
export function conferirEvento(
  pedido: PedidoEvento,
  nota: NotaAutorizada,
  config: ConfigSimulador,
  agora: Date,
): Resultado | { foraDoPrazo: boolean } {
  // Um evento por tipo e nSeqEvento (a manifestação retificada vai com nSeqEvento 2).
  const repetido = nota.eventos.some(
    (e) => e.tpEvento === pedido.tpEvento && e.nSeqEvento === pedido.nSeqEvento,
  );
  if (repetido) return resultado('573'); // G07
  if (isManifestacao(pedido.tpEvento)) return conferirManifestacao(pedido, nota);
  if (pedido.autor !== nota.cnpjEmitente) return resultado('574'); // G08
  if (nota.situacao !== 'autorizada') return resultado('580'); // GA01
  if (pedido.tpEvento === CARTA_CORRECAO) {
    return pedido.nSeqEvento > MAXIMO_CARTAS ? resultado('594') : { foraDoPrazo: false };
  }
  // Cancelamento: o protocolo informado tem de ser o da autorização (222), dentro do prazo (220 ou 155).
  if (texto(pedido.detEvento, 'nProt') !== nota.nProt) return resultado('222');
  const horas = (agora.getTime() - Date.parse(nota.dhRecbto)) / 3_600_000;
  const foraDoPrazo = horas > config.prazoCancelamentoHoras;
  if (foraDoPrazo && config.cancelamentoForaDoPrazo === 'rejeitar') return resultado('220');
  return { foraDoPrazo };
}

/** Confirmação, Desconhecimento e Operação não Realizada: a palavra final do destinatário sobre a operação. */
const CONCLUSIVAS = ['210200', '210220', '210240'];

/**
 * Manifestação do destinatário (NT 2012.002, 6.3.8 e NT 2020.001): até duas de cada tipo (nSeqEvento 1 ou 2, a
 * última vale); a Ciência não cabe depois de uma conclusiva; nem Ciência nem Desconhecimento de nota cancelada ou
 * denegada; a Operação não Realizada exige justificativa. O prazo (596) não é conferido aqui.
 */
function conferirManifestacao(
  pedido: PedidoEvento,
  nota: NotaAutorizada,
): Resultado | { foraDoPrazo: boolean } {
  if (pedido.autor !== nota.destinatario) return resultado('575'); // G09
  if (pedido.nSeqEvento > 2) return resultado('594'); // H02
  if (pedido.tpEvento === '210240' && !texto(pedido.detEvento, 'xJust')) return resultado('595'); // H01
  const isCanceladaOuDenegada = nota.situacao === 'cancelada' || nota.situacao === 'denegada';
  if (pedido.tpEvento === '210210' && isCanceladaOuDenegada) return resultado('650'); // H04
  if (pedido.tpEvento === '210220' && isCanceladaOuDenegada) return resultado('651'); // H05
  if (pedido.tpEvento === '210210' && nota.eventos.some((e) => CONCLUSIVAS.includes(e.tpEvento))) {
    return resultado('655'); // H06
  }
  return { foraDoPrazo: false };
}
