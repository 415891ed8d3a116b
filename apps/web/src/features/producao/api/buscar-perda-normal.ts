import { ZProdutoDoCliente } from '@erp/contracts/producao';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function perdaNormalQueryKey(idCliente: number, idProduto: number) {
  return ['clientes', idCliente, 'produtos', idProduto] as const;
}

/** The client's agreed loss for a product ('perda normal'; null when none was agreed) and its codes for it. */
export function usePerdaNormal(idCliente: number, idProduto: number | null) {
  return useQuery(
    queryOptions({
      queryKey: perdaNormalQueryKey(idCliente, idProduto ?? 0),
      queryFn: async ({ signal }) =>
        ZProdutoDoCliente.parse(
          await apiClient.get<unknown>(`/clientes/${idCliente}/produtos/${idProduto ?? 0}`, { signal }),
        ),
      enabled: idProduto !== null,
      staleTime: 0,
    }),
  );
}
