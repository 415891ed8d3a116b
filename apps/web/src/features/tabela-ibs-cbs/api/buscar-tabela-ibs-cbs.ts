import { ZTabelaIbsCbs } from '@erp/contracts/tabela-ibs-cbs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Every query of this feature starts with this key, so a saved year refreshes the table, the warning and the history. */
export const tabelaIbsCbsKey = ['tabela-ibs-cbs'] as const;

/** Every year of the table, oldest first; read by everyone. */
export async function getTabelaIbsCbs(signal?: AbortSignal) {
  return ZTabelaIbsCbs.parse(await apiClient.get<unknown>('/fiscal/tabela-ibs-cbs', { signal }));
}

export function tabelaIbsCbsQueryOptions() {
  return queryOptions({
    queryKey: [...tabelaIbsCbsKey, 'anos'],
    queryFn: ({ signal }) => getTabelaIbsCbs(signal),
  });
}

export function useTabelaIbsCbs() {
  return useQuery(tabelaIbsCbsQueryOptions());
}
