import { ZNfeListaItem } from '@erp/contracts/nfe-documento';
import type { TStatusNfe } from '@erp/contracts/nfe-operacao';
import { zPaginated } from '@erp/contracts/pagination';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { isAguardandoSefaz } from '../utils/nota-listada';

/** SPEC §9: the NF-e list shows 10 notes per page. */
export const NFES_PAGE_SIZE = 10;

/**
 * While a note or its cancellation waits for SEFAZ the list asks again this often, so its final status shows by
 * itself.
 */
const PROCESSANDO_REFETCH_MS = 3_000;

export type NfesFiltros = {
  /** Client name or NF-e number. */
  search: string;
  status: TStatusNfe | '';
};
export type NfesParams = NfesFiltros & { page: number };

/** Every query of this feature starts with this key, so one invalidation refreshes list and drafts. */
export const nfeKey = ['nfe'] as const;

const ZNfesPage = zPaginated(ZNfeListaItem);

export async function getNfes(params: NfesParams, signal?: AbortSignal) {
  const body = await apiClient.get<unknown>('/nfe/listar', {
    query: { ...params, limit: NFES_PAGE_SIZE },
    signal,
  });
  return ZNfesPage.parse(body);
}

export function nfesQueryOptions(params: NfesParams) {
  return queryOptions({
    queryKey: [...nfeKey, 'lista', params],
    queryFn: ({ signal }) => getNfes(params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.data.some(isAguardandoSefaz) ? PROCESSANDO_REFETCH_MS : false,
  });
}

export function useNfes(params: NfesParams) {
  return useQuery(nfesQueryOptions(params));
}
