import { type TAmbienteFiscal, ZAmbienteFiscal } from '@erp/contracts/fiscal';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export async function getAmbienteFiscal({ signal }: { signal?: AbortSignal } = {}): Promise<TAmbienteFiscal> {
  return ZAmbienteFiscal.parse(await apiClient.get<unknown>('/fiscal/ambiente', { signal }));
}

export function ambienteFiscalQueryOptions() {
  return queryOptions({
    queryKey: ['fiscal', 'ambiente'],
    queryFn: getAmbienteFiscal,
    staleTime: 5 * 60_000,
  });
}

export function useAmbienteFiscal() {
  return useQuery(ambienteFiscalQueryOptions());
}
