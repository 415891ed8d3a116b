import type { TLancamento, TTipoLancamento } from '@erp/contracts/financeiro';

/** What differs between the receivable and the payable screen; everything else is shared. */
export type ContasConfig = {
  tipo: TTipoLancamento;
  titulo: string;
  /** The other party's column: the client of a receivable, the supplier of a payable. */
  parte: { titulo: string; nome: (lancamento: TLancamento) => string | null };
  searchPlaceholder: string;
  vazio: string;
  /** SPEC §8: a failed receivable load is an alert; a failed payable load is only logged. */
  alertaFalhaAoCarregar: string | null;
};

export const CONTAS_A_RECEBER: ContasConfig = {
  tipo: 'RECEITA',
  titulo: 'Contas a Receber',
  parte: { titulo: 'Cliente', nome: (l) => l.cliente_nome },
  searchPlaceholder: 'Buscar por descrição ou cliente',
  vazio: 'Nenhuma conta a receber encontrada.',
  alertaFalhaAoCarregar: 'Falha ao carregar contas a receber.',
};

export const CONTAS_A_PAGAR: ContasConfig = {
  tipo: 'DESPESA',
  titulo: 'Contas a Pagar',
  parte: { titulo: 'Fornecedor', nome: (l) => l.fornecedor_nome },
  searchPlaceholder: 'Buscar por descrição ou fornecedor',
  vazio: 'Nenhuma conta a pagar encontrada.',
  alertaFalhaAoCarregar: null,
};
