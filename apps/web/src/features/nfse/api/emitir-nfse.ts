import { type TEmissaoNfse, type TEmitirNfse, ZEmissaoNfse } from '@erp/contracts/nfse';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { nfseKey } from './buscar-nfses';

/** Signs and sends the DPS; the idempotency key makes a repeated request answer the first one's outcome. */
export async function emitirNfse(input: TEmitirNfse): Promise<TEmissaoNfse> {
  return ZEmissaoNfse.parse(await apiClient.post<unknown>('/nfse/emitir', input));
}

export function useEmitirNfse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: emitirNfse,
    // Settled, not only success: a rejected DPS is kept in the list with the Sefin's reason.
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: nfseKey });
      // An authorised NFS-e creates its receivable.
      await queryClient.invalidateQueries({ queryKey: ['financeiro'] });
    },
  });
}
