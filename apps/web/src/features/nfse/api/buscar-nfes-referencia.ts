import { type TNfeListaItem, ZNfeListaItem } from '@erp/contracts/nfe-documento';
import { zPaginated } from '@erp/contracts/pagination';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The NF-e list answers at most 100 notes a page: a tomador's latest authorised ones are what a service bills. */
const LIMITE_REFERENCIAS = 100;

const ZNfesPage = zPaginated(ZNfeListaItem);

/** The tomador's authorised NF-e an NFS-e can refer to (the goods returned by the same processing). */
export async function getNfesAutorizadasDoTomador(
  idCliente: string,
  signal?: AbortSignal,
): Promise<TNfeListaItem[]> {
  const body = await apiClient.get<unknown>('/nfe/listar', {
    query: { id_cliente: idCliente, status: 'Autorizada', limit: LIMITE_REFERENCIAS },
    signal,
  });
  return ZNfesPage.parse(body).data;
}

/** Asked only once a tomador is chosen; the server filters, so another client's notes never reach the screen. */
export function useNfesAutorizadasDoTomador(idCliente: string) {
  return useQuery(
    queryOptions({
      // Under the NF-e's key: emitting or cancelling an NF-e refreshes the references offered here.
      queryKey: ['nfe', 'referencias-nfse', idCliente],
      queryFn: ({ signal }) => getNfesAutorizadasDoTomador(idCliente, signal),
      enabled: idCliente !== '',
    }),
  );
}
