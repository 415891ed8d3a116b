import { type TNcm, ZNcm } from '@erp/contracts/produtos';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

const ZNcmList = z.array(ZNcm);

/** The NCM table's entry for a full 8-digit code, or null when the code is not in the table. */
export async function buscarNcm(codigo: string, signal?: AbortSignal): Promise<TNcm | null> {
  const lista = ZNcmList.parse(await apiClient.get<unknown>('/ncm', { query: { search: codigo }, signal }));
  return lista.find((ncm) => ncm.codigo === codigo) ?? null;
}

export function ncmQueryOptions(codigo: string) {
  return queryOptions({
    queryKey: ['ncm', 'codigo', codigo],
    queryFn: ({ signal }) => buscarNcm(codigo, signal),
    enabled: /^\d{8}$/.test(codigo),
    // The NCM table only changes with a new release of the software.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Describes the NCM the supplier's XML carries, so the user sees what is being registered. */
export function useNcm(codigo: string) {
  return useQuery(ncmQueryOptions(codigo));
}
