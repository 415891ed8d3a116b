import { ZContaBancaria } from '@erp/contracts/contas-bancarias';
import { zPaginated } from '@erp/contracts/pagination';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const CONTAS_BANCARIAS_PAGE_SIZE = 10;

export type ContasBancariasParams = { page: number; search: string };

/** Every query of this feature starts with this key, so one invalidation refreshes them all. */
export const contasBancariasKey = ['contas-bancarias'] as const;

const ZContasBancariasPage = zPaginated(ZContaBancaria);

export async function getContasBancarias(params: ContasBancariasParams, signal?: AbortSignal) {
  const body = await apiClient.get<unknown>('/financeiro/contas-bancarias', {
    query: { page: params.page, limit: CONTAS_BANCARIAS_PAGE_SIZE, search: params.search },
    signal,
  });
  return ZContasBancariasPage.parse(body);
}

export function contasBancariasQueryOptions(params: ContasBancariasParams) {
  return queryOptions({
    queryKey: [...contasBancariasKey, 'list', params],
    queryFn: ({ signal }) => getContasBancarias(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useContasBancarias(params: ContasBancariasParams) {
  return useQuery(contasBancariasQueryOptions(params));
}
