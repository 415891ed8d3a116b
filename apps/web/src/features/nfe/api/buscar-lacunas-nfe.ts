import { type TLacunasNfe, ZLacunasNfe } from '@erp/contracts/nfe-emissao';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { nfeKey } from './buscar-nfes';

/** The company's série: its next number, the numbers skipped so far and the ranges already voided. */
export async function getLacunasNfe(signal?: AbortSignal): Promise<TLacunasNfe> {
  return ZLacunasNfe.parse(await apiClient.get<unknown>('/nfe/numeracao/lacunas', { signal }));
}

export function lacunasNfeQueryOptions() {
  return queryOptions({
    // Under nfeKey: an emission takes a number, and its invalidation refreshes the gaps too.
    queryKey: [...nfeKey, 'lacunas'],
    queryFn: ({ signal }) => getLacunasNfe(signal),
    staleTime: 0,
  });
}

export function useLacunasNfe() {
  return useQuery(lacunasNfeQueryOptions());
}
