import { ZSaldosDaConta, ZTransacaoExtrato } from '@erp/contracts/conciliacao';
import { ZCategoriaFinanceira } from '@erp/contracts/financeiro';
import { zPaginated } from '@erp/contracts/pagination';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

export const TRANSACOES_PAGE_SIZE = 20;

/** Every query of this feature starts with this key: an import or a confirmation refreshes them all. */
export const conciliacaoKey = ['conciliacao'] as const;

const ZTransacoesPage = zPaginated(ZTransacaoExtrato);

/** An account's transactions, unmatched (with their suggestions) or reconciled, a page at a time, by date. */
export function useTransacoes(idConta: number | undefined, conciliada: boolean, page: number) {
  return useQuery(
    queryOptions({
      queryKey: [...conciliacaoKey, 'transacoes', idConta, conciliada, page],
      queryFn: async ({ signal }) =>
        ZTransacoesPage.parse(
          await apiClient.get<unknown>(`/financeiro/extratos/${idConta}/transacoes`, {
            query: { conciliada, page, limit: TRANSACOES_PAGE_SIZE },
            signal,
          }),
        ),
      enabled: idConta !== undefined,
      placeholderData: keepPreviousData,
    }),
  );
}

export function useSaldosDaConta(idConta: number | undefined) {
  return useQuery({
    queryKey: [...conciliacaoKey, 'saldos', idConta],
    queryFn: async ({ signal }) =>
      ZSaldosDaConta.parse(
        await apiClient.get<unknown>(`/financeiro/extratos/${idConta}/saldos`, { signal }),
      ),
    enabled: idConta !== undefined,
  });
}

/** Every bank account, for the chooser (a small company has a handful). */
export function useCategoriasFinanceiras() {
  return useQuery({
    queryKey: [...conciliacaoKey, 'categorias'],
    queryFn: async ({ signal }) =>
      z.array(ZCategoriaFinanceira).parse(await apiClient.get<unknown>('/financeiro/categorias', { signal })),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
