import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invalidarProducao } from './buscar-ordens';

/** Cancels an order nothing was pointed on and frees its reservation. */
export async function cancelarOrdem(id: number): Promise<void> {
  await apiClient.delete<unknown>(`/producao/ordens/${id}`);
}

export function useCancelarOrdem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelarOrdem, onSettled: () => invalidarProducao(queryClient) });
}
