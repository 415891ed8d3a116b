import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { produtosKey } from './buscar-produtos';

export async function deleteProduto(id: number): Promise<void> {
  await apiClient.delete<void>(`/produtos/${id}`);
}

export function useDeleteProduto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: produtosKey }),
  });
}
