import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { contasBancariasKey } from './buscar-contas-bancarias';

export async function deleteContaBancaria(id: number): Promise<void> {
  await apiClient.delete<void>(`/financeiro/contas-bancarias/${id}`);
}

export function useDeleteContaBancaria() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContaBancaria,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contasBancariasKey }),
  });
}
