import { ZAvisoTabelaIbsCbs } from '@erp/contracts/tabela-ibs-cbs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { tabelaIbsCbsKey } from './buscar-tabela-ibs-cbs';

/** What the table needs now (a year missing, figures provisional); null for anyone but an administrator. */
export async function getAvisoTabelaIbsCbs(signal?: AbortSignal) {
  return ZAvisoTabelaIbsCbs.parse(await apiClient.get<unknown>('/fiscal/tabela-ibs-cbs/aviso', { signal }));
}

export function avisoTabelaIbsCbsQueryOptions() {
  return queryOptions({
    queryKey: [...tabelaIbsCbsKey, 'aviso'],
    queryFn: ({ signal }) => getAvisoTabelaIbsCbs(signal),
    // It turns with the calendar (1 December, 1 January): read it afresh whenever the dashboard shows it.
    staleTime: 0,
  });
}

export function useAvisoTabelaIbsCbs() {
  return useQuery(avisoTabelaIbsCbsQueryOptions());
}
