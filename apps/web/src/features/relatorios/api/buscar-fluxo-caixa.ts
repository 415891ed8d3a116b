import { ZFluxoCaixa } from '@erp/contracts/relatorios';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { Periodo } from '../utils/periodo';
import { relatoriosKey } from './buscar-relatorio-estoque';

/** The screen shows the movements 100 at a time; a year can hold hundreds of thousands. */
export const FLUXO_CAIXA_PAGE_SIZE = 100;

export type FluxoCaixaParams = { periodo: Periodo; page: number };

export async function getFluxoCaixa({ periodo, page }: FluxoCaixaParams, signal?: AbortSignal) {
  const body = await apiClient.get<unknown>('/relatorios/fluxo-caixa', {
    query: { ...periodo, page, limit: FLUXO_CAIXA_PAGE_SIZE },
    signal,
  });
  return ZFluxoCaixa.parse(body);
}

export function fluxoCaixaQueryOptions(params: FluxoCaixaParams) {
  return queryOptions({
    queryKey: [...relatoriosKey, 'fluxo-caixa', params],
    queryFn: ({ signal }) => getFluxoCaixa(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useFluxoCaixa(params: FluxoCaixaParams) {
  return useQuery(fluxoCaixaQueryOptions(params));
}
