import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { servicosKey } from './buscar-servicos';

export async function deleteServico(id: number): Promise<void> {
  await apiClient.delete<void>(`/servicos/${id}`);
}

export function useDeleteServico() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteServico,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: servicosKey }),
  });
}
