import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { financeiroKey } from './buscar-contas';

export async function deleteLancamento(id: number): Promise<void> {
  await apiClient.delete<void>(`/financeiro/lancamentos/${id}`);
}

export function useDeleteLancamento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLancamento,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeiroKey }),
  });
}
