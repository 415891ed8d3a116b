import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { nfeKey } from './buscar-nfes';

export async function excluirRascunho(id: number): Promise<void> {
  await apiClient.delete<unknown>(`/nfe/rascunho/${id}`);
}

export function useExcluirRascunho() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: excluirRascunho,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: nfeKey }),
  });
}
