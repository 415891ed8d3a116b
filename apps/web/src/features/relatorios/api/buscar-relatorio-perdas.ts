import { ZRelatorioPerdas } from '@erp/contracts/producao';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { Periodo } from '../utils/periodo';
import { relatoriosKey } from './buscar-relatorio-estoque';

export const PERDAS_PAGE_SIZE = 20;

export type PerdasParams = Periodo & { page: number };

/** 'Perdas por cliente e produto' of the orders closed in the period, paged, with the whole period's totals. */
export async function getRelatorioPerdas(params: PerdasParams, signal?: AbortSignal) {
  const body = await apiClient.get<unknown>('/relatorios/perdas', {
    query: { ...params, limit: PERDAS_PAGE_SIZE },
    signal,
  });
  return ZRelatorioPerdas.parse(body);
}

export function relatorioPerdasQueryOptions(params: PerdasParams) {
  return queryOptions({
    queryKey: [...relatoriosKey, 'perdas', params],
    queryFn: ({ signal }) => getRelatorioPerdas(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useRelatorioPerdas(params: PerdasParams) {
  return useQuery(relatorioPerdasQueryOptions(params));
}
