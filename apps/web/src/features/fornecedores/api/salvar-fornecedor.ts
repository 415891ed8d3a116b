import { type TFornecedor, type TFornecedorInput, ZFornecedor } from '@erp/contracts/fornecedores';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { fornecedoresKey } from './buscar-fornecedores';

export type SaveFornecedorVariables = { id?: number | undefined; input: TFornecedorInput };

/** POST for a new supplier, PUT /fornecedores/{id} for an existing one. */
export async function saveFornecedor({ id, input }: SaveFornecedorVariables): Promise<TFornecedor> {
  const body =
    id === undefined
      ? await apiClient.post<unknown>('/fornecedores', input)
      : await apiClient.put<unknown>(`/fornecedores/${id}`, input);
  return ZFornecedor.parse(body);
}

export function useSaveFornecedor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFornecedor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fornecedoresKey }),
  });
}
