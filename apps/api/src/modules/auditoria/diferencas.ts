import type { TAlteracao, TValorAuditado } from '@erp/contracts/auditoria';

/** A record as the API shows it (its field names and values), or null before a creation and after an exclusion. */
export type Registro = Record<string, TValorAuditado | undefined>;

/**
 * Fields whose value never goes into the audit, only the fact that it changed: the SMTP password and anything
 * named like a password, token, secret or certificate. The audit is read by every administrator and kept for
 * years; a secret copied there would outlive its change.
 */
const SIGILOSO = /senha|password|token|secret|segredo|certificad|certificate|pfx/i;

export function isCampoSigiloso(campo: string): boolean {
  return SIGILOSO.test(campo);
}

/**
 * The fields that differ between two versions of a record, in the order of their first appearance. A creation
 * (antes null) lists every field with a value, an exclusion (depois null) every field it had.
 */
export function diferencasEntre(antes: Registro | null, depois: Registro | null): TAlteracao[] {
  const campos = new Set([...Object.keys(antes ?? {}), ...Object.keys(depois ?? {})]);
  const alteracoes: TAlteracao[] = [];
  for (const campo of campos) {
    const antigo = antes?.[campo] ?? null;
    const novo = depois?.[campo] ?? null;
    if (antigo === novo) continue;
    alteracoes.push(isCampoSigiloso(campo) ? { campo, valor: 'alterada' } : { campo, antigo, novo });
  }
  return alteracoes;
}
