import { type TCliente, ZCliente } from '@erp/contracts/clientes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

const ZClientes = z.array(ZCliente);

/** SPEC §7: the dropdown sends no query and reads the plain list of every client. */
export async function getClientesOpcoes(signal?: AbortSignal): Promise<TCliente[]> {
  return ZClientes.parse(await apiClient.get<unknown>('/clientes', { signal }));
}

export function clientesOpcoesQueryOptions() {
  return queryOptions({
    // Under the clients' own key, so saving a client on its screen refreshes this dropdown too.
    queryKey: ['clientes', 'opcoes'],
    queryFn: ({ signal }) => getClientesOpcoes(signal),
  });
}

export function useClientesOpcoes() {
  return useQuery(clientesOpcoesQueryOptions());
}
