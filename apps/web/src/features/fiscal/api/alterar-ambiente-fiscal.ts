import { type TAlterarAmbienteFiscal, type TAmbienteFiscal, ZAmbienteFiscal } from '@erp/contracts/fiscal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ambienteFiscalQueryOptions } from './buscar-ambiente-fiscal';

/** Administrators only. Produção needs `confirmacao: true`; homologação and produção a valid certificate. */
export async function alterarAmbienteFiscal(pedido: TAlterarAmbienteFiscal): Promise<TAmbienteFiscal> {
  return ZAmbienteFiscal.parse(await apiClient.put<unknown>('/fiscal/ambiente', pedido));
}

export function useAlterarAmbienteFiscal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: alterarAmbienteFiscal,
    // The answer is the environment now in force: the banner on every screen changes at once. Going into
    // produção reverses the test documents' stock, balances and receivables, so every other screen reads again.
    onSuccess: (ambiente) => {
      queryClient.setQueryData(ambienteFiscalQueryOptions().queryKey, ambiente);
      if (ambiente.modo === 'producao') {
        void queryClient.invalidateQueries({
          predicate: (q) => q.queryKey.join('/') !== ambienteFiscalQueryOptions().queryKey.join('/'),
        });
      }
    },
  });
}
