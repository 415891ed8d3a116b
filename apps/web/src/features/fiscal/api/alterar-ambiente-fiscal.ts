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
    // The answer is the environment now in force: the banner on every screen changes at once.
    onSuccess: (ambiente) => queryClient.setQueryData(ambienteFiscalQueryOptions().queryKey, ambiente),
  });
}
