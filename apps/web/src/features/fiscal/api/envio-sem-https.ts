import { type TEnvioSemHttps, ZEnvioSemHttps } from '@erp/contracts/certificado';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const CAMINHO = '/preferencias/certificado/envio-sem-https';
export const envioSemHttpsKey = ['fiscal', 'certificado', 'envio-sem-https'] as const;

/** Administrators only: whether the A1 may be sent over plain HTTP from another computer than the server. */
export async function getEnvioSemHttps({ signal }: { signal?: AbortSignal } = {}): Promise<TEnvioSemHttps> {
  return ZEnvioSemHttps.parse(await apiClient.get<unknown>(CAMINHO, { signal }));
}

export function useEnvioSemHttps() {
  return useQuery(queryOptions({ queryKey: envioSemHttpsKey, queryFn: getEnvioSemHttps }));
}

/** Turns the exception on or off (audited by the server); the answer is the state now in force. */
export async function alterarEnvioSemHttps(pedido: TEnvioSemHttps): Promise<TEnvioSemHttps> {
  return ZEnvioSemHttps.parse(await apiClient.put<unknown>(CAMINHO, pedido));
}

export function useAlterarEnvioSemHttps() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: alterarEnvioSemHttps,
    onSuccess: (estado) => queryClient.setQueryData(envioSemHttpsKey, estado),
  });
}
