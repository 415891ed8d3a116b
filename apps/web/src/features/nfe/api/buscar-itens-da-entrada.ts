import { type TEntradaItem, ZEntradaItem } from '@erp/contracts/entradas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

const ZItens = z.array(ZEntradaItem);

/** The items of an incoming invoice with their balance in kg (SPEC §4: choosing an invoice loads them). */
export async function getItensDaEntrada(idEntrada: number, signal?: AbortSignal): Promise<TEntradaItem[]> {
  return ZItens.parse(await apiClient.get<unknown>(`/upload/nfe-entrada/${idEntrada}/itens`, { signal }));
}

export function itensDaEntradaQueryOptions(idEntrada: number | null) {
  return queryOptions({
    queryKey: ['entradas', 'itens', idEntrada],
    queryFn: ({ signal }) => getItensDaEntrada(idEntrada ?? 0, signal),
    enabled: idEntrada !== null,
    // The balance is what the user decides on: always the server's latest.
    staleTime: 0,
  });
}

export function useItensDaEntrada(idEntrada: number | null) {
  return useQuery(itensDaEntradaQueryOptions(idEntrada));
}
