import { type TNfeListaItem, ZNfeListaItem } from '@erp/contracts/nfe';
import { zPaginated } from '@erp/contracts/pagination';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The NF-e list answers at most 100 notes a page: the latest authorised ones are what a service bills. */
const LIMITE_REFERENCIAS = 100;

const ZNfesPage = zPaginated(ZNfeListaItem);

/** The authorised NF-e an NFS-e can refer to (the goods returned by the same processing). */
export async function getNfesAutorizadas(signal?: AbortSignal): Promise<TNfeListaItem[]> {
  const body = await apiClient.get<unknown>('/nfe/listar', {
    query: { status: 'Autorizada', limit: LIMITE_REFERENCIAS },
    signal,
  });
  return ZNfesPage.parse(body).data;
}

export function useNfesAutorizadas() {
  return useQuery(
    queryOptions({
      // Under the NF-e's key: emitting or cancelling an NF-e refreshes the references offered here.
      queryKey: ['nfe', 'referencias-nfse'],
      queryFn: ({ signal }) => getNfesAutorizadas(signal),
    }),
  );
}
