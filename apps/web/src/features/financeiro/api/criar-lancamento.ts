import { type TLancamento, type TLancamentoInput, ZLancamento } from '@erp/contracts/financeiro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { financeiroKey } from './buscar-contas';

export async function createLancamento(input: TLancamentoInput): Promise<TLancamento> {
  return ZLancamento.parse(await apiClient.post<unknown>('/financeiro/lancamentos', input));
}

export function useCreateLancamento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLancamento,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeiroKey }),
  });
}
