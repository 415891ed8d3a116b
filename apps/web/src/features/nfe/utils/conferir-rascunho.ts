import { MENSAGEM_RASCUNHO_INCOMPLETO, ZRascunhoNfe, zDataVencimento } from '@erp/contracts/nfe-rascunho';
import type { RascunhoEstado } from './rascunho-estado';
import { type ErrosTransporte, validarTransporte } from './transporte-estado';

/** The messages under the draft's fields: the due date, the transport group, infCpl. */
export type ErrosDoRascunho = {
  vencimento?: string | undefined;
  transporte: ErrosTransporte;
  informacoes?: string | undefined;
};

export const SEM_ERROS: ErrosDoRascunho = { transporte: {} };
export const MENSAGEM_CAMPOS_DESTACADOS =
  'Corrija os campos destacados em Transporte ou Informações Complementares.';

/**
 * The checks of 'Salvar Rascunho' before sending, in SPEC's order: a client and an item (an alert only), the due
 * date, then the transport group and infCpl by the contract's rules (with the interstate vehicle, rejection 868).
 * `alerta` is what the clerk is told; `erros` what goes under the fields (kept when the check stops earlier).
 */
export function conferirRascunho(
  estado: Pick<
    RascunhoEstado,
    'id_cliente' | 'data_vencimento' | 'modalidade_frete' | 'transporte' | 'informacoes_complementares'
  > & { itens: readonly unknown[] },
  isInterestadual: boolean,
  anteriores: ErrosDoRascunho,
): { alerta: string | null; erros: ErrosDoRascunho } {
  if (estado.id_cliente === null || estado.itens.length === 0) {
    return { alerta: MENSAGEM_RASCUNHO_INCOMPLETO, erros: anteriores };
  }
  const vencimento = zDataVencimento.safeParse(estado.data_vencimento);
  if (!vencimento.success) {
    return { alerta: null, erros: { ...anteriores, vencimento: vencimento.error.issues[0]?.message } };
  }
  const transporte = validarTransporte(estado.modalidade_frete, estado.transporte, isInterestadual);
  const informacoes = ZRascunhoNfe.shape.informacoes_complementares.safeParse(
    estado.informacoes_complementares,
  );
  const erros: ErrosDoRascunho = {
    transporte,
    informacoes: informacoes.success ? undefined : informacoes.error.issues[0]?.message,
  };
  const temErros = Object.keys(transporte).length > 0 || !informacoes.success;
  return { alerta: temErros ? MENSAGEM_CAMPOS_DESTACADOS : null, erros };
}
