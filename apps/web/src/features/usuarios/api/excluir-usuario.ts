import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { usuariosKey } from './buscar-usuarios';

export async function deleteUsuario(id: number): Promise<void> {
  await apiClient.delete<void>(`/usuarios/${id}`);
}

export function useDeleteUsuario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUsuario,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usuariosKey }),
  });
}
