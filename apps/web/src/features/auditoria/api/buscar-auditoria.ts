import { type TEntidadeAuditoria, ZRegistroAuditoria } from '@erp/contracts/auditoria';
import { zPaginated } from '@erp/contracts/pagination';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Ten rows per page, like every list of the app (SPEC §9). */
export const AUDITORIA_PAGE_SIZE = 10;

export type AuditoriaFiltros = {
  /** The user's id as text (a select's value), or '' for everyone. */
  usuario: string;
  entidade: TEntidadeAuditoria | '';
  /** Brasília calendar days, "YYYY-MM-DD" or '' for open. */
  data_inicio: string;
  data_fim: string;
};
export type AuditoriaParams = AuditoriaFiltros & { page: number };

const ZAuditoriaPage = zPaginated(ZRegistroAuditoria);

/** Administrators only: anyone else gets 403 with the server's message. */
export async function getAuditoria(params: AuditoriaParams, signal?: AbortSignal) {
  const body = await apiClient.get<unknown>('/auditoria', {
    query: { ...params, limit: AUDITORIA_PAGE_SIZE },
    signal,
  });
  return ZAuditoriaPage.parse(body);
}

export function auditoriaQueryOptions(params: AuditoriaParams) {
  return queryOptions({
    queryKey: ['auditoria', 'list', params],
    queryFn: ({ signal }) => getAuditoria(params, signal),
    placeholderData: keepPreviousData,
    // The audit grows with every change made elsewhere: read it afresh each time the screen opens.
    staleTime: 0,
  });
}

export function useAuditoria(params: AuditoriaParams) {
  return useQuery(auditoriaQueryOptions(params));
}
