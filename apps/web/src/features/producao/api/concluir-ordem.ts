import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invalidarProducao } from './buscar-ordens';

/** Closes the order to the gram: 422 with the difference, 403 above the agreed loss for a non-administrator. */
export async function concluirOrdem(id: number): Promise<void> {
  await apiClient.post<unknown>(`/producao/ordens/${id}/concluir`);
}

export function useConcluirOrdem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: concluirOrdem, onSettled: () => invalidarProducao(queryClient) });
}
