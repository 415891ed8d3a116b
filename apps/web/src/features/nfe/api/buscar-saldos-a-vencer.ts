import type { TMaterialTerceirosLinha } from '@erp/contracts/material-terceiros';
import { ZSaldosAVencer } from '@erp/contracts/nfe-rascunho';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/**
 * The client's balances overdue or due within 30 days that none of the draft's lines takes kg from
 * (GET /nfe/rascunho/saldos-a-vencer), with the statuses of Relatórios > Material de Terceiros.
 */
export async function getSaldosAVencer(
  idCliente: number,
  itensEntrada: readonly number[],
  signal?: AbortSignal,
): Promise<TMaterialTerceirosLinha[]> {
  const query = {
    id_cliente: idCliente,
    ...(itensEntrada.length > 0 ? { itens_entrada: itensEntrada.join(',') } : {}),
  };
  return ZSaldosAVencer.parse(
    await apiClient.get<unknown>('/nfe/rascunho/saldos-a-vencer', { query, signal }),
  ).itens;
}

/** Asked again whenever the lines' entry items change; `null` (no client, not a return) asks nothing. */
export function saldosAVencerQueryOptions(idCliente: number | null, itensEntrada: readonly number[]) {
  const itens = [...new Set(itensEntrada)].sort((a, b) => a - b);
  return queryOptions({
    queryKey: ['nfe', 'saldos-a-vencer', idCliente, itens],
    queryFn: ({ signal }) => getSaldosAVencer(idCliente ?? 0, itens, signal),
    enabled: idCliente !== null,
    // While the lines change the last answer for the same client stays on screen; another client's never does.
    placeholderData: (anterior, consulta) => (consulta?.queryKey[2] === idCliente ? anterior : undefined),
    staleTime: 0,
  });
}

export function useSaldosAVencer(idCliente: number | null, itensEntrada: readonly number[]) {
  return useQuery(saldosAVencerQueryOptions(idCliente, itensEntrada));
}
