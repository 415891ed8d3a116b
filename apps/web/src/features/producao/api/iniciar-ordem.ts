import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invalidarProducao } from './buscar-ordens';

/** Aberta -> Em produção: the floor starts the machine on it. */
export async function iniciarOrdem(id: number): Promise<void> {
  await apiClient.post<unknown>(`/producao/ordens/${id}/iniciar`);
}

export function useIniciarOrdem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: iniciarOrdem, onSettled: () => invalidarProducao(queryClient) });
}
