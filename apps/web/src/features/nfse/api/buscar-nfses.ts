import { type TStatusNfse, ZNfseListaItem } from '@erp/contracts/nfse';
import { zPaginated } from '@erp/contracts/pagination';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { isAguardandoSefin } from '../utils/nfse-listada';

/** SPEC §9: lists show 10 rows per page. */
export const NFSES_PAGE_SIZE = 10;

/** While a DPS or a cancellation waits for the Sefin the list asks again this often, so its outcome shows by itself. */
const PROCESSANDO_REFETCH_MS = 3_000;

export type NfsesFiltros = {
  /** Tomador's name or NFS-e number. */
  search: string;
  status: TStatusNfse | '';
};
export type NfsesParams = NfsesFiltros & { page: number };

/** Every query of this feature starts with this key, so one invalidation refreshes the list. */
export const nfseKey = ['nfse'] as const;

const ZNfsesPage = zPaginated(ZNfseListaItem);

export async function getNfses(params: NfsesParams, signal?: AbortSignal) {
  const body = await apiClient.get<unknown>('/nfse/listar', {
    query: { ...params, limit: NFSES_PAGE_SIZE },
    signal,
  });
  return ZNfsesPage.parse(body);
}

export function useNfses(params: NfsesParams) {
  return useQuery(
    queryOptions({
      queryKey: [...nfseKey, 'lista', params],
      queryFn: ({ signal }) => getNfses(params, signal),
      placeholderData: keepPreviousData,
      refetchInterval: (query) =>
        query.state.data?.data.some(isAguardandoSefin) ? PROCESSANDO_REFETCH_MS : false,
    }),
  );
}
