import { zPaginated } from '@erp/contracts/pagination';
import { type TStatusOrdem, ZOrdemResumo } from '@erp/contracts/producao';
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Every query of the orders starts with this key: one invalidation refreshes lists, details and the floor. */
export const producaoKey = ['producao'] as const;

export const ORDENS_PAGE_SIZE = 10;

export type OrdensFiltros = {
  search: string;
  status: TStatusOrdem | '';
  id_cliente: string;
  /** 'true': only the orders not yet invoiced nor cancelled. */
  em_aberto: string;
};
export type OrdensParams = OrdensFiltros & { page: number; limit?: number };

const ZOrdensPage = zPaginated(ZOrdemResumo);

export async function getOrdens(params: OrdensParams, signal?: AbortSignal) {
  const body = await apiClient.get<unknown>('/producao/ordens', {
    query: { limit: ORDENS_PAGE_SIZE, ...params },
    signal,
  });
  return ZOrdensPage.parse(body);
}

export function ordensQueryOptions(params: OrdensParams) {
  return queryOptions({
    queryKey: [...producaoKey, 'ordens', params],
    queryFn: ({ signal }) => getOrdens(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** `intervaloMs`: the floor and the office follow the orders as they move (polling). */
export function useOrdens(params: OrdensParams, intervaloMs?: number) {
  return useQuery({ ...ordensQueryOptions(params), refetchInterval: intervaloMs });
}

/** After any step of an order: its lists and details, the dashboard card and the balances change with it. */
export function invalidarProducao(queryClient: QueryClient) {
  queryClient.invalidateQueries({ queryKey: producaoKey });
  queryClient.invalidateQueries({ queryKey: ['dashboard'] });
  queryClient.invalidateQueries({ queryKey: ['entradas'] });
  queryClient.invalidateQueries({ queryKey: ['nfe'] });
}
