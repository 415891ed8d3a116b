import { type TStatusLancamento, type TTipoLancamento, ZLancamento } from '@erp/contracts/financeiro';
import { zPaginated } from '@erp/contracts/pagination';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** SPEC §9: receivables and payables show 10 entries per page. */
export const CONTAS_PAGE_SIZE = 10;

export type ContasFiltros = {
  search: string;
  status: TStatusLancamento | '';
  /** Due-date period, "YYYY-MM-DD" or '' for open. */
  data_inicio: string;
  data_fim: string;
};
export type ContasParams = ContasFiltros & { page: number };

/** Every query of this feature starts with this key, so one invalidation refreshes lists and totals. */
export const financeiroKey = ['financeiro'] as const;

const PATH: Record<TTipoLancamento, string> = {
  RECEITA: '/financeiro/contas-a-receber',
  DESPESA: '/financeiro/contas-a-pagar',
};

const ZContasPage = zPaginated(ZLancamento);

export async function getContas(tipo: TTipoLancamento, params: ContasParams, signal?: AbortSignal) {
  const body = await apiClient.get<unknown>(PATH[tipo], {
    query: { ...params, limit: CONTAS_PAGE_SIZE },
    signal,
  });
  return ZContasPage.parse(body);
}

export function contasQueryOptions(tipo: TTipoLancamento, params: ContasParams) {
  return queryOptions({
    queryKey: [...financeiroKey, 'contas', tipo, params],
    queryFn: ({ signal }) => getContas(tipo, params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useContas(tipo: TTipoLancamento, params: ContasParams) {
  return useQuery(contasQueryOptions(tipo, params));
}
