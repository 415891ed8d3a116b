import { type TNfe, ZNfe } from '@erp/contracts/nfe-documento';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { nfeKey } from './buscar-nfes';

export async function getNfe(id: number, signal?: AbortSignal): Promise<TNfe> {
  return ZNfe.parse(await apiClient.get<unknown>(`/nfe/${id}`, { signal }));
}

/** SPEC §4: a draft opened by id loads once clients, products and services are loaded (`isEnabled`). */
export function nfeQueryOptions(id: number, isEnabled: boolean) {
  return queryOptions({
    queryKey: [...nfeKey, 'detalhe', id],
    queryFn: ({ signal }) => getNfe(id, signal),
    enabled: isEnabled,
    staleTime: 0,
  });
}

export function useNfe(id: number | undefined, isEnabled: boolean) {
  return useQuery(nfeQueryOptions(id ?? 0, id !== undefined && isEnabled));
}
