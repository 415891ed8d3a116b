import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { fornecedoresKey } from './buscar-fornecedores';

export async function deleteFornecedor(id: number): Promise<void> {
  await apiClient.delete<void>(`/fornecedores/${id}`);
}

export function useDeleteFornecedor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFornecedor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fornecedoresKey }),
  });
}
