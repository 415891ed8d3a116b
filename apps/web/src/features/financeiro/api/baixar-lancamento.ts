import { type TBaixaInput, type TLancamento, ZLancamento } from '@erp/contracts/financeiro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { financeiroKey } from './buscar-contas';

export type BaixarLancamentoVariables = { id: number; input: TBaixaInput };

export async function baixarLancamento({ id, input }: BaixarLancamentoVariables): Promise<TLancamento> {
  return ZLancamento.parse(await apiClient.post<unknown>(`/financeiro/lancamentos/${id}/baixar`, input));
}

export function useBaixarLancamento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: baixarLancamento,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeiroKey }),
  });
}
