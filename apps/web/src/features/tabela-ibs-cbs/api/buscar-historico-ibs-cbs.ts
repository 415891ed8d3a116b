import { ZRegistroAuditoria } from '@erp/contracts/auditoria';
import { zPaginated } from '@erp/contracts/pagination';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { tabelaIbsCbsKey } from './buscar-tabela-ibs-cbs';

/** Ten changes per page, like every list of the app (SPEC §9). */
export const HISTORICO_PAGE_SIZE = 10;

const ZHistoricoPage = zPaginated(ZRegistroAuditoria);

/** The table's changes from the audit, newest first: administrators only (anyone else gets 403). */
export async function getHistoricoIbsCbs(page: number, signal?: AbortSignal) {
  const body = await apiClient.get<unknown>('/auditoria', {
    query: { entidade: 'tabela_ibs_cbs', page, limit: HISTORICO_PAGE_SIZE },
    signal,
  });
  return ZHistoricoPage.parse(body);
}

export function historicoIbsCbsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...tabelaIbsCbsKey, 'historico', page],
    queryFn: ({ signal }) => getHistoricoIbsCbs(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useHistoricoIbsCbs(page: number) {
  return useQuery(historicoIbsCbsQueryOptions(page));
}
