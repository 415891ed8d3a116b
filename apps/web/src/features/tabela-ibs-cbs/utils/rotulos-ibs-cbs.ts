import type { TAlteracao, TValorAuditado } from '@erp/contracts/auditoria';
import { decimalParaEntrada } from '../../../lib/entrada-br';

/** The table's columns as the screen names them, also the names of the fields in the history of changes. */
export const ROTULOS_DOS_CAMPOS = {
  p_ibs_uf: 'IBS UF %',
  p_ibs_mun: 'IBS Município %',
  p_cbs: 'CBS %',
  ibscbs_simples: 'Simples Nacional no IBSCBS',
  pis_cofins_regime_normal: 'PIS/COFINS no regime normal',
  fonte: 'Fonte',
  provisoria: 'Provisória',
} as const;

function rotuloDoCampo(campo: string): string {
  return (ROTULOS_DOS_CAMPOS as Record<string, string | undefined>)[campo] ?? campo;
}

const ALIQUOTAS = new Set(['p_ibs_uf', 'p_ibs_mun', 'p_cbs']);

/** How an absent value reads in a change: before the year was created. */
export const SEM_VALOR = '(vazio)';

/** A rate in percent as the API sends it ("8.70", "0.1250") the Brazilian way: "8,70", "0,125". */
export function textoDaAliquota(valor: string): string {
  return decimalParaEntrada(valor);
}

export function textoSimNao(valor: boolean): string {
  return valor ? 'Sim' : 'Não';
}

/** PIS and COFINS on the regime normal's outputs: still due this year, or extinct (from 2027, EC 132/2023). */
export function textoPisCofins(isDevidos: boolean): string {
  return isDevidos ? 'Devidos' : 'Extintos';
}

/** One field's value as the screen shows it, whatever the audit kept ("8.70", true, null). */
export function textoDoValor(campo: string, valor: TValorAuditado): string {
  if (valor === null || valor === '') return SEM_VALOR;
  if (typeof valor === 'boolean') {
    return campo === 'pis_cofins_regime_normal' ? textoPisCofins(valor) : textoSimNao(valor);
  }
  if (ALIQUOTAS.has(campo)) return textoDaAliquota(String(valor));
  return String(valor);
}

/** One changed field of a year, in the screen's words: 'CBS %: 8,70 → 8,80', 'Provisória: Sim → Não'. */
export function textoDaAlteracao(alteracao: TAlteracao): string {
  const rotulo = rotuloDoCampo(alteracao.campo);
  if ('valor' in alteracao) return `${rotulo}: ${alteracao.valor}`;
  return `${rotulo}: ${textoDoValor(alteracao.campo, alteracao.antigo)} → ${textoDoValor(alteracao.campo, alteracao.novo)}`;
}
