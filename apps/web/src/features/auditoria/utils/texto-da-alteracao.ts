import type { TAlteracao, TValorAuditado } from '@erp/contracts/auditoria';

/** How an absent value reads in a change: before a creation, after an exclusion, an emptied field. */
export const SEM_VALOR = '(vazio)';

function textoDoValor(valor: TValorAuditado): string {
  if (valor === null || valor === '') return SEM_VALOR;
  if (typeof valor === 'boolean') return valor ? 'sim' : 'não';
  return String(valor);
}

/**
 * One changed field as the auditor reads it: 'email: compras@x.com.br → nfe@x.com.br'. Values are the API's
 * own (money "1234.50", dates "2025-03-10"), exactly as stored; a secret reads 'smtp_senha: alterada'.
 */
export function textoDaAlteracao(alteracao: TAlteracao): string {
  if ('valor' in alteracao) return `${alteracao.campo}: ${alteracao.valor}`;
  return `${alteracao.campo}: ${textoDoValor(alteracao.antigo)} → ${textoDoValor(alteracao.novo)}`;
}

/** What the other events keep (the route refused, a SEFAZ status...), as 'chave: valor'. */
export function textoDosDetalhes(detalhes: Record<string, unknown> | null): string[] {
  if (!detalhes) return [];
  return Object.entries(detalhes)
    .filter(([, valor]) => valor !== undefined && valor !== null)
    .map(
      ([chave, valor]) => `${chave}: ${typeof valor === 'object' ? JSON.stringify(valor) : String(valor)}`,
    );
}
