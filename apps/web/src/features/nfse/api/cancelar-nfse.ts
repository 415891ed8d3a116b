import { ZMensagem } from '@erp/contracts/nfe-emissao';
import type { TCancelarNfse } from '@erp/contracts/nfse';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { nfseKey } from './buscar-nfses';

export type CancelarNfseVariables = TCancelarNfse & { id: number };

/**
 * Event e101101 at the Sefin Nacional; the server cancels the NFS-e's receivable with it. Its message says whether
 * the Sefin registered it or has not answered yet (202, 'Cancelamento pendente', settled by the server on its own).
 */
export async function cancelarNfse({ id, ...pedido }: CancelarNfseVariables) {
  return ZMensagem.parse(await apiClient.post<unknown>(`/nfse/cancelar/${id}`, pedido));
}

export function useCancelarNfse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelarNfse,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: nfseKey });
      await queryClient.invalidateQueries({ queryKey: ['financeiro'] });
    },
  });
}
