import { ZCliente } from '@erp/contracts/clientes';
import { ZEntradaItem, ZEntradaResumo } from '@erp/contracts/entradas';
import { ZProdutoComSaldo } from '@erp/contracts/nfe-rascunho';
import { ZServico } from '@erp/contracts/servicos';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

/**
 * What 'Nova Ordem' chooses from, read from the same routes as the NF-e draft: the clients (with their reference
 * type), the services, a FIFO client's products with kg, a MANUAL client's remessas and their items.
 */
export function useClientesDaOrdem() {
  return useQuery(
    queryOptions({
      // Under the clients' own key, so saving a client refreshes it.
      queryKey: ['clientes', 'opcoes'],
      queryFn: async ({ signal }) =>
        z.array(ZCliente).parse(await apiClient.get<unknown>('/clientes', { signal })),
    }),
  );
}

export function useServicosDaOrdem() {
  return useQuery(
    queryOptions({
      queryKey: ['servicos', 'opcoes'],
      queryFn: async ({ signal }) =>
        z.array(ZServico).parse(await apiClient.get<unknown>('/servicos', { signal })),
    }),
  );
}

/** The client's products with kg free (neither returned nor reserved): what an order can take FIFO. */
export function useProdutosComSaldoDoCliente(idCliente: number | null) {
  return useQuery(
    queryOptions({
      queryKey: ['nfe', 'produtos-com-saldo', idCliente],
      queryFn: async ({ signal }) =>
        z.array(ZProdutoComSaldo).parse(
          await apiClient.get<unknown>('/nfe/rascunho/produtos-com-saldo', {
            query: { id_cliente: idCliente ?? 0 },
            signal,
          }),
        ),
      enabled: idCliente !== null,
      staleTime: 0,
    }),
  );
}

/** A MANUAL client's remessas with material still here. */
export function useEntradasDoClienteDaOrdem(idCliente: number | null) {
  return useQuery(
    queryOptions({
      queryKey: ['entradas', 'cliente', idCliente],
      queryFn: async ({ signal }) =>
        z
          .array(ZEntradaResumo)
          .parse(await apiClient.get<unknown>(`/upload/nfe-entrada/cliente/${idCliente ?? 0}`, { signal })),
      enabled: idCliente !== null,
      staleTime: 0,
    }),
  );
}

/** The items of one remessa with their balance in kg. */
export function useItensDaEntradaDaOrdem(idEntrada: number | null) {
  return useQuery(
    queryOptions({
      queryKey: ['entradas', 'itens', idEntrada],
      queryFn: async ({ signal }) =>
        z
          .array(ZEntradaItem)
          .parse(await apiClient.get<unknown>(`/upload/nfe-entrada/${idEntrada ?? 0}/itens`, { signal })),
      enabled: idEntrada !== null,
      staleTime: 0,
    }),
  );
}
