import { ZFornecedor } from '@erp/contracts/fornecedores';
import { zPaginated } from '@erp/contracts/pagination';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** SPEC §9: the list shows 10 suppliers per page. */
export const FORNECEDORES_PAGE_SIZE = 10;

export type FornecedoresParams = { page: number; search: string };

/** Every query of this feature starts with this key, so one invalidation refreshes them all. */
export const fornecedoresKey = ['fornecedores'] as const;

const ZFornecedoresPage = zPaginated(ZFornecedor);

/** Always a page (SPEC §7); the payables dropdown asks the same route for limit 999. */
export async function getFornecedores(params: FornecedoresParams, signal?: AbortSignal) {
  const body = await apiClient.get<unknown>('/fornecedores', {
    query: { page: params.page, limit: FORNECEDORES_PAGE_SIZE, search: params.search },
    signal,
  });
  return ZFornecedoresPage.parse(body);
}

export function fornecedoresQueryOptions(params: FornecedoresParams) {
  return queryOptions({
    queryKey: [...fornecedoresKey, 'list', params],
    queryFn: ({ signal }) => getFornecedores(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useFornecedores(params: FornecedoresParams) {
  return useQuery(fornecedoresQueryOptions(params));
}
