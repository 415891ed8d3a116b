import { ZEntradaResumo } from '@erp/contracts/entradas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

const ZEntradas = z.array(ZEntradaResumo);
export type EntradaDoCliente = z.infer<typeof ZEntradaResumo>;

/** The client's incoming invoices that still have material to return (SPEC §4, MANUAL clients). */
export async function getEntradasDoCliente(
  idCliente: number,
  signal?: AbortSignal,
): Promise<EntradaDoCliente[]> {
  return ZEntradas.parse(
    await apiClient.get<unknown>(`/upload/nfe-entrada/cliente/${idCliente}`, { signal }),
  );
}

export function entradasDoClienteQueryOptions(idCliente: number | null) {
  return queryOptions({
    // Under the entries' key: importing a note or emitting a return changes which invoices have a balance.
    queryKey: ['entradas', 'cliente', idCliente],
    queryFn: ({ signal }) => getEntradasDoCliente(idCliente ?? 0, signal),
    enabled: idCliente !== null,
    staleTime: 0,
  });
}

export function useEntradasDoCliente(idCliente: number | null) {
  return useQuery(entradasDoClienteQueryOptions(idCliente));
}
