import { zPaginated } from '@erp/contracts/pagination';
import { ZProduto } from '@erp/contracts/produtos';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** SPEC §9: the list shows 10 products per page. */
export const PRODUTOS_PAGE_SIZE = 10;

export type ProdutosParams = { page: number; search: string };

/** Every query of this feature starts with this key, so one invalidation refreshes them all. */
export const produtosKey = ['produtos'] as const;

const ZProdutosPage = zPaginated(ZProduto);

export async function getProdutos(params: ProdutosParams, signal?: AbortSignal) {
  const body = await apiClient.get<unknown>('/produtos', {
    query: { page: params.page, limit: PRODUTOS_PAGE_SIZE, search: params.search },
    signal,
  });
  return ZProdutosPage.parse(body);
}

export function produtosQueryOptions(params: ProdutosParams) {
  return queryOptions({
    queryKey: [...produtosKey, 'list', params],
    queryFn: ({ signal }) => getProdutos(params, signal),
    // The previous page stays on screen while the next one loads, instead of flashing 'Carregando...'.
    placeholderData: keepPreviousData,
  });
}

export function useProdutos(params: ProdutosParams) {
  return useQuery(produtosQueryOptions(params));
}
