import { ZFaturamentoCliente } from '@erp/contracts/relatorios';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import type { Periodo } from '../utils/periodo';
import { relatoriosKey } from './buscar-relatorio-estoque';

const ZFaturamentoClientes = z.array(ZFaturamentoCliente);

export async function getFaturamentoCliente(periodo: Periodo, signal?: AbortSignal) {
  const body = await apiClient.get<unknown>('/relatorios/faturamento-cliente', { query: periodo, signal });
  return ZFaturamentoClientes.parse(body);
}

export function faturamentoClienteQueryOptions(periodo: Periodo) {
  return queryOptions({
    queryKey: [...relatoriosKey, 'faturamento-cliente', periodo],
    queryFn: ({ signal }) => getFaturamentoCliente(periodo, signal),
    placeholderData: keepPreviousData,
  });
}

export function useFaturamentoCliente(periodo: Periodo) {
  return useQuery(faturamentoClienteQueryOptions(periodo));
}
