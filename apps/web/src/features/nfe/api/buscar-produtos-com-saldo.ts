import { ZProdutoComSaldo } from '@erp/contracts/nfe-rascunho';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

const ZProdutosComSaldo = z.array(ZProdutoComSaldo);

/** The client's products with kg a FIFO return can take (GET /nfe/rascunho/produtos-com-saldo). */
export async function getProdutosComSaldo(idCliente: number, signal?: AbortSignal) {
  return ZProdutosComSaldo.parse(
    await apiClient.get<unknown>('/nfe/rascunho/produtos-com-saldo', {
      query: { id_cliente: idCliente },
      signal,
    }),
  );
}

/** Asked when a FIFO return has its client; always fresh, since another note may take the kg. */
export function useProdutosComSaldo(idCliente: number | null) {
  return useQuery(
    queryOptions({
      queryKey: ['nfe', 'produtos-com-saldo', idCliente],
      queryFn: ({ signal }) => getProdutosComSaldo(idCliente ?? 0, signal),
      enabled: idCliente !== null,
      staleTime: 0,
    }),
  );
}
