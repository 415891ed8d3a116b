import type { TLancamento, TOrigemLancamento } from '@erp/contracts/financeiro';
import { formatBRL } from '../../../lib/format';

/** SPEC §2: receivables read '+ R$ 1.234,56', payables '- R$ 1.234,56'. */
export function valorComSinal(lancamento: Pick<TLancamento, 'tipo' | 'valor_original'>): string {
  return `${lancamento.tipo === 'RECEITA' ? '+' : '-'} ${formatBRL(lancamento.valor_original)}`;
}

export type AcoesLancamento = { podeBaixar: boolean; podeEditar: boolean };

/**
 * SPEC §4: only Pendente rows offer baixa, edit and delete. A receivable created by an NF-e or NFS-e mirrors
 * the document, so it can be settled here but never edited or deleted (the server refuses it too).
 */
export function acoesDoLancamento(lancamento: Pick<TLancamento, 'status' | 'origem'>): AcoesLancamento {
  const isPendente = lancamento.status === 'Pendente';
  return { podeBaixar: isPendente, podeEditar: isPendente && lancamento.origem === 'MANUAL' };
}

const ROTULO_ORIGEM: Record<TOrigemLancamento, string | null> = {
  MANUAL: null,
  NFE: 'NF-e',
  NFSE: 'NFS-e',
};

/** The document an entry came from, shown beside its description; null for one typed by hand. */
export function rotuloOrigem(origem: TOrigemLancamento): string | null {
  return ROTULO_ORIGEM[origem];
}
