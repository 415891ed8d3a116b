import { type TProduto, type TProdutoInput, ZProduto } from '@erp/contracts/produtos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** SPEC §5 'New product from import': nome, codigo_interno and ncm; the other fields take their defaults. */
export type CadastrarProdutoInput = Pick<TProdutoInput, 'nome' | 'codigo_interno' | 'ncm'>;

export async function cadastrarProduto(input: CadastrarProdutoInput): Promise<TProduto> {
  return ZProduto.parse(await apiClient.post<unknown>('/produtos', input));
}

// The products screen's cache key: its list must show the product registered here.
const PRODUTOS_KEY = ['produtos'] as const;

export function useCadastrarProduto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cadastrarProduto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRODUTOS_KEY }),
  });
}
