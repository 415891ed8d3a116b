import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { entradasKey } from './get-entradas';

/**
 * SPEC §4 'Confirmar Recebimento': sends the receipt confirmation (event 210200) to the tax authority.
 * Irreversible; the server refuses entries that are not Pendente (409) and relays SEFAZ's refusal in details.
 */
export async function manifestarEntrada(id: number): Promise<void> {
  await apiClient.post<unknown>(`/upload/nfe-entrada/${id}/manifestar`, { evento: 'confirmacao' });
}

export function useManifestarEntrada() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: manifestarEntrada,
    onSettled: () => queryClient.invalidateQueries({ queryKey: entradasKey }),
  });
}
