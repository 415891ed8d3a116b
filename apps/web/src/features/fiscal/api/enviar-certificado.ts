import {
  CAMPO_ARQUIVO_CERTIFICADO,
  CAMPO_SENHA_CERTIFICADO,
  type TCertificado,
  ZCertificado,
} from '@erp/contracts/certificado';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ambienteFiscalQueryOptions } from './buscar-ambiente-fiscal';
import { certificadoKey } from './buscar-certificado';

export type EnvioDeCertificado = { arquivo: File; senha: string };

/** The .pfx/.p12 and its password, as multipart; the server checks and stores it encrypted. */
export async function enviarCertificado({ arquivo, senha }: EnvioDeCertificado): Promise<TCertificado> {
  const form = new FormData();
  form.set(CAMPO_SENHA_CERTIFICADO, senha);
  form.set(CAMPO_ARQUIVO_CERTIFICADO, arquivo, arquivo.name);
  return ZCertificado.parse(await apiClient.post<unknown>('/preferencias/certificado', form));
}

export function useEnviarCertificado() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enviarCertificado,
    onSuccess: async (certificado) => {
      queryClient.setQueryData(certificadoKey, certificado);
      // The banner's expiry warning comes with the environment.
      await queryClient.invalidateQueries({ queryKey: ambienteFiscalQueryOptions().queryKey });
    },
  });
}
