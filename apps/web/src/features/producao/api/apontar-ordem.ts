import type { TApontamentoInput } from '@erp/contracts/producao';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invalidarProducao } from './buscar-ordens';

export type Apontar = { id: number; apontamento: TApontamentoInput };

/** One pointing (output, sucata, loss, not applied), stored with who and when. */
export async function apontarOrdem({ id, apontamento }: Apontar): Promise<void> {
  await apiClient.post<unknown>(`/producao/ordens/${id}/apontamentos`, apontamento);
}

export function useApontarOrdem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: apontarOrdem, onSettled: () => invalidarProducao(queryClient) });
}
