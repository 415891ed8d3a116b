import { type TEntradaItemDetalhe, ZEntradaItemDetalhe } from '@erp/contracts/entradas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { entradasKey } from './buscar-entradas';

const ZItens = z.array(ZEntradaItemDetalhe);

export async function getEntradaItens(id: number, signal?: AbortSignal): Promise<TEntradaItemDetalhe[]> {
  return ZItens.parse(await apiClient.get<unknown>(`/upload/nfe-entrada/${id}/itens`, { signal }));
}

export function entradaItensQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...entradasKey, 'itens', id],
    queryFn: ({ signal }) => getEntradaItens(id, signal),
  });
}

export function useEntradaItens(id: number) {
  return useQuery(entradaItensQueryOptions(id));
}
