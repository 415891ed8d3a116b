import { zPaginated } from '@erp/contracts/pagination';
import { ZServico } from '@erp/contracts/servicos';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** SPEC §9: the list shows 10 services per page. */
export const SERVICOS_PAGE_SIZE = 10;

export type ServicosParams = { page: number; search: string };

/** Every query of this feature starts with this key, so one invalidation refreshes them all. */
export const servicosKey = ['servicos'] as const;

const ZServicosPage = zPaginated(ZServico);

/** With page and limit the API answers a page (without them, the plain list the dropdowns use). */
export async function getServicos(params: ServicosParams, signal?: AbortSignal) {
  const body = await apiClient.get<unknown>('/servicos', {
    query: { page: params.page, limit: SERVICOS_PAGE_SIZE, search: params.search },
    signal,
  });
  return ZServicosPage.parse(body);
}

export function servicosQueryOptions(params: ServicosParams) {
  return queryOptions({
    queryKey: [...servicosKey, 'list', params],
    queryFn: ({ signal }) => getServicos(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useServicos(params: ServicosParams) {
  return useQuery(servicosQueryOptions(params));
}
