import type { TCancelarNfse } from '@erp/contracts/nfse';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { nfseKey } from './get-nfses';

export type CancelarNfseVariables = TCancelarNfse & { id: number };

/** Event e101101 at the Sefin Nacional; the server cancels the NFS-e's receivable with it. */
export async function cancelarNfse({ id, ...pedido }: CancelarNfseVariables): Promise<void> {
  await apiClient.post<unknown>(`/nfse/cancelar/${id}`, pedido);
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
