import { type TProduto, type TProdutoInput, ZProduto } from '@erp/contracts/produtos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { produtosKey } from './buscar-produtos';

export type SaveProdutoVariables = { id?: number; input: TProdutoInput };

/** POST for a new product, PUT /produtos/{id} for an existing one. */
export async function saveProduto({ id, input }: SaveProdutoVariables): Promise<TProduto> {
  const body =
    id === undefined
      ? await apiClient.post<unknown>('/produtos', input)
      : await apiClient.put<unknown>(`/produtos/${id}`, input);
  return ZProduto.parse(body);
}

export function useSaveProduto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: produtosKey }),
  });
}
