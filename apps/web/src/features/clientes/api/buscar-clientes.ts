import { ZCliente } from '@erp/contracts/clientes';
import { zPaginated } from '@erp/contracts/pagination';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** SPEC §9: the list shows 10 clients per page. */
export const CLIENTES_PAGE_SIZE = 10;

export type ClientesParams = { page: number; search: string };

/** Every query of this feature starts with this key, so one invalidation refreshes them all. */
export const clientesKey = ['clientes'] as const;

const ZClientesPage = zPaginated(ZCliente);

/** With page and limit the API answers a page (without them, the plain list the dropdowns use). */
export async function getClientes(params: ClientesParams, signal?: AbortSignal) {
  const body = await apiClient.get<unknown>('/clientes', {
    query: { page: params.page, limit: CLIENTES_PAGE_SIZE, search: params.search },
    signal,
  });
  return ZClientesPage.parse(body);
}

export function clientesQueryOptions(params: ClientesParams) {
  return queryOptions({
    queryKey: [...clientesKey, 'list', params],
    queryFn: ({ signal }) => getClientes(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useClientes(params: ClientesParams) {
  return useQuery(clientesQueryOptions(params));
}
