import { ZPerfil } from '@erp/contracts/usuarios';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

const ZPerfis = z.array(ZPerfil);

/** The profiles a user can have (SPEC §6: chosen from a server-provided list). */
export async function getPerfis(signal?: AbortSignal) {
  return ZPerfis.parse(await apiClient.get<unknown>('/preferencias/perfis', { signal }));
}

export function perfisQueryOptions() {
  return queryOptions({
    queryKey: ['perfis'],
    queryFn: ({ signal }) => getPerfis(signal),
    staleTime: 5 * 60_000,
  });
}

export function usePerfis() {
  return useQuery(perfisQueryOptions());
}
