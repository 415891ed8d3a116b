import { ZDashboard } from '@erp/contracts/relatorios';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const dashboardKey = ['dashboard'] as const;

export async function getDashboard(signal?: AbortSignal) {
  return ZDashboard.parse(await apiClient.get<unknown>('/dashboard', { signal }));
}

export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: dashboardKey,
    queryFn: ({ signal }) => getDashboard(signal),
  });
}

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
