import { ZFluxoCaixa } from '@erp/contracts/relatorios';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { Periodo } from '../utils/periodo';
import { relatoriosKey } from './get-relatorio-estoque';

export async function getFluxoCaixa(periodo: Periodo, signal?: AbortSignal) {
  const body = await apiClient.get<unknown>('/relatorios/fluxo-caixa', { query: periodo, signal });
  return ZFluxoCaixa.parse(body);
}

export function fluxoCaixaQueryOptions(periodo: Periodo) {
  return queryOptions({
    queryKey: [...relatoriosKey, 'fluxo-caixa', periodo],
    queryFn: ({ signal }) => getFluxoCaixa(periodo, signal),
    placeholderData: keepPreviousData,
  });
}

export function useFluxoCaixa(periodo: Periodo) {
  return useQuery(fluxoCaixaQueryOptions(periodo));
}
