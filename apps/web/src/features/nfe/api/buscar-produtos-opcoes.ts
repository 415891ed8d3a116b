import { zPaginated } from '@erp/contracts/pagination';
import { type TProduto, ZProduto } from '@erp/contracts/produtos';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** SPEC §9: dropdown loads of products use a limit of 999. */
const OPCOES_LIMIT = 999;

const ZProdutosPage = zPaginated(ZProduto);

export async function getProdutosOpcoes(signal?: AbortSignal): Promise<TProduto[]> {
  const body = await apiClient.get<unknown>('/produtos', { query: { limit: OPCOES_LIMIT }, signal });
  return ZProdutosPage.parse(body).data;
}

export function produtosOpcoesQueryOptions() {
  return queryOptions({
    queryKey: ['produtos', 'opcoes'],
    queryFn: ({ signal }) => getProdutosOpcoes(signal),
  });
}

export function useProdutosOpcoes() {
  return useQuery(produtosOpcoesQueryOptions());
}
