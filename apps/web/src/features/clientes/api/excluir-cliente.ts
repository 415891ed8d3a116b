import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { clientesKey } from './buscar-clientes';

export async function deleteCliente(id: number): Promise<void> {
  await apiClient.delete<void>(`/clientes/${id}`);
}

export function useDeleteCliente() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCliente,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientesKey }),
  });
}
