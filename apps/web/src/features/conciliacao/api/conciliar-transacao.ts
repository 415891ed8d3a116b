import type { TConciliarInput } from '@erp/contracts/conciliacao';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { conciliacaoKey } from './buscar-transacoes';

export type ConciliarVariables = { id: number; input: TConciliarInput };

export async function conciliarTransacao({ id, input }: ConciliarVariables): Promise<void> {
  await apiClient.post<unknown>(`/financeiro/extratos/transacoes/${id}/conciliar`, input);
}

export async function desfazerConciliacao(id: number): Promise<void> {
  await apiClient.delete<unknown>(`/financeiro/extratos/transacoes/${id}/conciliar`);
}

export function useDesfazerConciliacao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: desfazerConciliacao,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: conciliacaoKey });
      await queryClient.invalidateQueries({ queryKey: ['financeiro'] });
    },
  });
}

/** Settling entries changes the receivable and payable lists too: their queries are refreshed as well. */
export function useConciliarTransacao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: conciliarTransacao,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: conciliacaoKey });
      await queryClient.invalidateQueries({ queryKey: ['financeiro'] });
    },
  });
}
