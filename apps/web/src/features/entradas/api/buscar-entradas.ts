import { ZEntrada } from '@erp/contracts/entradas';
import { zPaginated } from '@erp/contracts/pagination';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** SPEC §9: the import history shows 10 entries per page. */
export const ENTRADAS_PAGE_SIZE = 10;

export type EntradasFiltros = {
  /** Client name or invoice number. */
  search: string;
  /** Emission-day period, "YYYY-MM-DD" or '' for open. */
  data_inicio: string;
  data_fim: string;
};
export type EntradasParams = EntradasFiltros & { page: number };

/** Every query of this feature starts with this key, so one invalidation refreshes the history and items. */
export const entradasKey = ['entradas'] as const;

const ZEntradasPage = zPaginated(ZEntrada);

export async function getEntradas(params: EntradasParams, signal?: AbortSignal) {
  const body = await apiClient.get<unknown>('/upload/nfe-entrada', {
    query: { ...params, limit: ENTRADAS_PAGE_SIZE },
    signal,
  });
  return ZEntradasPage.parse(body);
}

export function entradasQueryOptions(params: EntradasParams) {
  return queryOptions({
    queryKey: [...entradasKey, 'list', params],
    queryFn: ({ signal }) => getEntradas(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useEntradas(params: EntradasParams) {
  return useQuery(entradasQueryOptions(params));
}
