import { type TNcm, ZNcm } from '@erp/contracts/produtos';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

/** The server refuses shorter terms (400 'Digite ao menos 2 caracteres.'). */
export const NCM_MIN_SEARCH = 2;

const ZNcmList = z.array(ZNcm);

export async function searchNcm(term: string, signal?: AbortSignal): Promise<TNcm[]> {
  return ZNcmList.parse(await apiClient.get<unknown>('/ncm', { query: { search: term }, signal }));
}

export function ncmSearchQueryOptions(term: string) {
  return queryOptions({
    queryKey: ['ncm', term],
    queryFn: ({ signal }) => searchNcm(term, signal),
    enabled: term.length >= NCM_MIN_SEARCH,
    // The NCM table only changes with a new release of the software.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useNcmSearch(term: string) {
  return useQuery(ncmSearchQueryOptions(term));
}
