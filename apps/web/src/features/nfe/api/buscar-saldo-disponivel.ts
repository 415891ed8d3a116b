import { ZSaldoDisponivel } from '@erp/contracts/nfe-rascunho';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The client's kg of a product in its entry items with balance (GET /nfe/rascunho/saldo-disponivel). */
export async function getSaldoDisponivel(idCliente: number, idProduto: number, signal?: AbortSignal) {
  return ZSaldoDisponivel.parse(
    await apiClient.get<unknown>('/nfe/rascunho/saldo-disponivel', {
      query: { id_cliente: idCliente, id_produto: idProduto },
      signal,
    }),
  ).saldo_kg;
}

/** Asked when the FIFO form has a client and a product; always fresh, since another note may take the kg. */
export function useSaldoDisponivel(idCliente: number | null, idProduto: number | null) {
  return useQuery(
    queryOptions({
      queryKey: ['nfe', 'saldo-disponivel', idCliente, idProduto],
      queryFn: ({ signal }) => getSaldoDisponivel(idCliente ?? 0, idProduto ?? 0, signal),
      enabled: idCliente !== null && idProduto !== null,
      staleTime: 0,
    }),
  );
}
