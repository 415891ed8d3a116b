import {
  type TContaBancaria,
  type TContaBancariaInput,
  ZContaBancaria,
} from '@erp/contracts/contas-bancarias';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { contasBancariasKey } from './buscar-contas-bancarias';

export type SaveContaBancariaVariables = { id?: number | undefined; input: TContaBancariaInput };

/** POST for a new account, PUT /financeiro/contas-bancarias/{id} for an existing one. */
export async function saveContaBancaria({ id, input }: SaveContaBancariaVariables): Promise<TContaBancaria> {
  const body =
    id === undefined
      ? await apiClient.post<unknown>('/financeiro/contas-bancarias', input)
      : await apiClient.put<unknown>(`/financeiro/contas-bancarias/${id}`, input);
  return ZContaBancaria.parse(body);
}

export function useSaveContaBancaria() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContaBancaria,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contasBancariasKey }),
  });
}
