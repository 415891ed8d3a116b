import type { ClienteSefin } from '@erp/fiscal/nfse';
import { ErroComunicacaoSefin, EVENTO_CANCELAMENTO } from '@erp/fiscal/nfse';

export type ResultadoCancelamentoNfse =
  /** The event the Sefin registered; `viaConsulta` when it was fetched after a lost answer or a refusal. */
  | { situacao: 'registrado'; eventoXml: string; viaConsulta: boolean }
  /** The Sefin judged the pedido and refused it, and no cancellation is registered: the NFS-e stays authorised. */
  | { situacao: 'recusado'; motivo: string }
  /** No conclusive answer: send the same signed pedido later, after looking for the event again. */
  | { situacao: 'pendente'; motivo: string };

/** The cancellation is the only event of the pedido número 1 (montarCancelamento). */
const N_PEDIDO = 1;

async function eventoRegistrado(cliente: ClienteSefin, chave: string) {
  const registrado = await cliente.consultarEvento(chave, EVENTO_CANCELAMENTO, N_PEDIDO);
  return registrado.encontrado
    ? ({ situacao: 'registrado', eventoXml: registrado.eventoXml, viaConsulta: true } as const)
    : undefined;
}

/**
 * Sends the stored signed pedRegEvento e101101 (never a new one) and reads the answer. A retry
 * (`consultarAntes`) looks for the registered event first (GET /nfse/{chave}/eventos/101101/1) and sends nothing
 * when it is there; a refusal is checked the same way, since the Sefin refuses a pedido whose event already exists
 * (the answer to an earlier attempt was lost). Any communication failure leaves it pending.
 */
export async function enviarCancelamentoNfse(
  cliente: ClienteSefin,
  pedido: { chave: string; xml: string },
  opcoes: { consultarAntes: boolean },
): Promise<ResultadoCancelamentoNfse> {
  try {
    if (opcoes.consultarAntes) {
      const registrado = await eventoRegistrado(cliente, pedido.chave);
      if (registrado) return registrado;
    }
    const retorno = await cliente.cancelar(pedido.chave, pedido.xml);
    if (retorno.registrado)
      return { situacao: 'registrado', eventoXml: retorno.eventoXml, viaConsulta: false };
    const registrado = await eventoRegistrado(cliente, pedido.chave);
    if (registrado) return registrado;
    const motivo = retorno.erros.map((e) => `${e.codigo} - ${e.descricao}`).join('; ');
    return { situacao: 'recusado', motivo: motivo || `HTTP ${retorno.status}` };
  } catch (erro) {
    if (!(erro instanceof ErroComunicacaoSefin)) throw erro;
    return { situacao: 'pendente', motivo: `Sem resposta conclusiva da Sefin Nacional: ${erro.message}` };
  }
}
