import { type TLancamento, type TLancamentoUpdate, ZLancamento } from '@erp/contracts/financeiro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { financeiroKey } from './buscar-contas';

export type UpdateLancamentoVariables = { id: number; input: TLancamentoUpdate };

export async function updateLancamento({ id, input }: UpdateLancamentoVariables): Promise<TLancamento> {
  return ZLancamento.parse(await apiClient.put<unknown>(`/financeiro/lancamentos/${id}`, input));
}

export function useUpdateLancamento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLancamento,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeiroKey }),
  });
}
