import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ambienteFiscalQueryOptions } from './buscar-ambiente-fiscal';
import { certificadoKey } from './buscar-certificado';

/** Only in simulação (409 otherwise): in homologação and produção a certificate is replaced, never removed. */
export async function removerCertificado(): Promise<void> {
  await apiClient.delete<unknown>('/preferencias/certificado');
}

export function useRemoverCertificado() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removerCertificado,
    onSuccess: async () => {
      queryClient.setQueryData(certificadoKey, null);
      await queryClient.invalidateQueries({ queryKey: ambienteFiscalQueryOptions().queryKey });
    },
  });
}
