import { zPaginated } from '@erp/contracts/pagination';
import { ZProduto } from '@erp/contracts/produtos';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const ZPagina = zPaginated(ZProduto);

/** 'Vincular a produto existente': the registered products matching what the user typed (name or SKU). */
export function useBuscarProdutos(search: string) {
  return useQuery({
    queryKey: ['produtos', 'vincular', search],
    queryFn: async ({ signal }) =>
      ZPagina.parse(
        await apiClient.get<unknown>('/produtos', { query: { page: 1, limit: 20, search }, signal }),
      ).data,
    placeholderData: keepPreviousData,
  });
}
