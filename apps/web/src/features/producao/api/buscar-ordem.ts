import { type TOrdem, ZOrdem } from '@erp/contracts/producao';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { intervaloDeAtualizacao } from '../utils/acoes-da-ordem';
import { producaoKey } from './buscar-ordens';

export async function getOrdem(id: number, signal?: AbortSignal): Promise<TOrdem> {
  return ZOrdem.parse(await apiClient.get<unknown>(`/producao/ordens/${id}`, { signal }));
}

export function ordemQueryOptions(id: number | null) {
  return queryOptions({
    queryKey: [...producaoKey, 'ordem', id],
    queryFn: ({ signal }) => getOrdem(id ?? 0, signal),
    enabled: id !== null,
    // While the floor points, the office sees the order move without reloading.
    refetchInterval: (query) => intervaloDeAtualizacao(query.state.data?.status),
  });
}

export function useOrdem(id: number | null) {
  return useQuery(ordemQueryOptions(id));
}
