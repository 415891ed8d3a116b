import { type TCategoriaFinanceira, ZCategoriaFinanceira } from '@erp/contracts/financeiro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { financeiroKey } from './buscar-contas';

const ZCategorias = z.array(ZCategoriaFinanceira);

export async function getCategorias(signal?: AbortSignal): Promise<TCategoriaFinanceira[]> {
  return ZCategorias.parse(await apiClient.get<unknown>('/financeiro/categorias', { signal }));
}

export function categoriasQueryOptions() {
  return queryOptions({
    queryKey: [...financeiroKey, 'categorias'],
    queryFn: ({ signal }) => getCategorias(signal),
    // The categories are seeded with the installation and have no screen of their own.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useCategorias() {
  return useQuery(categoriasQueryOptions());
}
