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
  const repetido = nota.eventos.some(
    (e) =>
      e.tpEvento === pedido.tpEvento &&
      // Cada manifestação só pode ser registrada uma vez; CC-e e cancelamento, uma por nSeqEvento.
      (isManifestacao(pedido.tpEvento) || e.nSeqEvento === pedido.nSeqEvento),
  );
  if (repetido) return resultado('573'); // G07
  if (isManifestacao(pedido.tpEvento)) {
    if (pedido.autor !== nota.destinatario) return resultado('575'); // G09
    if (pedido.tpEvento === '210210' && nota.situacao === 'cancelada') return resultado('650');
    return { foraDoPrazo: false };
  }
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
