import type { TCategoriaFinanceira, TTipoLancamento } from '@erp/contracts/financeiro';
import { useFornecedoresOpcoes } from '../../../lib/api/buscar-fornecedores-opcoes';
import { useCategorias } from '../api/buscar-categorias';

export type OpcaoFornecedor = { id: number; nome: string };

export type OpcoesLancamento = {
  /** Only the categories of the entry's type (SPEC §5: a payable offers DESPESA categories only). */
  categorias: TCategoriaFinanceira[];
  fornecedores: OpcaoFornecedor[];
  isLoading: boolean;
  isError: boolean;
};

/**
 * The choices of the entry forms. A receivable has no supplier, so suppliers are only loaded for payables.
 * `fornecedorAtual` keeps an entry's supplier selectable even if it falls outside the 999 loaded.
 */
export function useOpcoesLancamento(
  tipo: TTipoLancamento,
  fornecedorAtual?: OpcaoFornecedor | null,
): OpcoesLancamento {
  const categoriasQuery = useCategorias();
  const fornecedoresQuery = useFornecedoresOpcoes(tipo === 'DESPESA');
  const fornecedores = (fornecedoresQuery.data ?? []).map((f) => ({ id: f.id, nome: f.nome_razao_social }));
  if (fornecedorAtual && !fornecedores.some((f) => f.id === fornecedorAtual.id)) {
    fornecedores.unshift(fornecedorAtual);
  }
  return {
    categorias: (categoriasQuery.data ?? []).filter((c) => c.tipo === tipo),
    fornecedores,
    isLoading: categoriasQuery.isPending || (tipo === 'DESPESA' && fornecedoresQuery.isPending),
    isError: categoriasQuery.isError || fornecedoresQuery.isError,
  };
}
