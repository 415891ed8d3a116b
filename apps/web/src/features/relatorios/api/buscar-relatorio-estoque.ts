import { ZRelatorioEstoque } from '@erp/contracts/relatorios';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** SPEC §9: the stock report shows 10 products per page. */
export const ESTOQUE_PAGE_SIZE = 10;

export type EstoqueParams = { page: number; search: string };

/** Every query of this feature starts with this key. */
export const relatoriosKey = ['relatorios'] as const;

export async function getRelatorioEstoque(params: EstoqueParams, signal?: AbortSignal) {
  const body = await apiClient.get<unknown>('/relatorios/estoque', {
    query: { page: params.page, limit: ESTOQUE_PAGE_SIZE, search: params.search },
    signal,
  });
  return ZRelatorioEstoque.parse(body);
}

export function relatorioEstoqueQueryOptions(params: EstoqueParams) {
  return queryOptions({
    queryKey: [...relatoriosKey, 'estoque', params],
    queryFn: ({ signal }) => getRelatorioEstoque(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useRelatorioEstoque(params: EstoqueParams) {
  return useQuery(relatorioEstoqueQueryOptions(params));
}
