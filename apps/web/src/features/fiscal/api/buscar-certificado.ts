import { type TCertificado, ZCertificado } from '@erp/contracts/certificado';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

export const certificadoKey = ['fiscal', 'certificado'] as const;

/** The company's A1 (administrators only), or null when none was sent (the API answers 404). */
export async function getCertificado({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<TCertificado | null> {
  try {
    return ZCertificado.parse(await apiClient.get<unknown>('/preferencias/certificado', { signal }));
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function certificadoQueryOptions() {
  return queryOptions({ queryKey: certificadoKey, queryFn: getCertificado });
}

export function useCertificado() {
  return useQuery(certificadoQueryOptions());
}
