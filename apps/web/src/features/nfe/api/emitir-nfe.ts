import { type TEmissaoNfe, ZEmissaoNfe } from '@erp/contracts/nfe';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { nfeKey } from './get-nfes';

export type EmitirNfeVariables = { id: number; data_vencimento: string };

/** SPEC §4: sends the draft to SEFAZ for authorisation; the due date goes to the receivable it creates. */
export async function emitirNfe({ id, data_vencimento }: EmitirNfeVariables): Promise<TEmissaoNfe> {
  return ZEmissaoNfe.parse(await apiClient.post<unknown>(`/nfe/emitir/${id}`, { data_vencimento }));
}

export function useEmitirNfe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: emitirNfe,
    // Settled, not only success: a rejection also changes the note (back to Rascunho with SEFAZ's reason).
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: nfeKey });
      // An authorised return consumes the balance of the entry items.
      await queryClient.invalidateQueries({ queryKey: ['entradas'] });
    },
  });
}
