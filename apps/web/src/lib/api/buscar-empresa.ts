import { ZEmpresa } from '@erp/contracts/empresa';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';

export const empresaKey = ['empresa'] as const;

export async function getEmpresa(signal?: AbortSignal) {
  return ZEmpresa.parse(await apiClient.get<unknown>('/preferencias/empresa', { signal }));
}

export function empresaQueryOptions() {
  return queryOptions({ queryKey: empresaKey, queryFn: ({ signal }) => getEmpresa(signal) });
}

export function useEmpresa() {
  return useQuery(empresaQueryOptions());
}
