import { ZMensagem } from '@erp/contracts/nfe-emissao';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { nfeKey } from './buscar-nfes';

export type CancelarNfeVariables = { id: number; justificativa: string };

/**
 * SPEC §4: the cancellation event; the server reverses the stock and the balances of the entry items. Its message
 * says whether SEFAZ registered it ('NF-e cancelada com sucesso!') or has not answered yet (202, 'Cancelamento
 * pendente', settled by the server on its own).
 */
export async function cancelarNfe({ id, justificativa }: CancelarNfeVariables) {
  return ZMensagem.parse(await apiClient.post<unknown>(`/nfe/cancelar/${id}`, { justificativa }));
}

export function useCancelarNfe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelarNfe,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: nfeKey });
      await queryClient.invalidateQueries({ queryKey: ['entradas'] });
    },
  });
}
