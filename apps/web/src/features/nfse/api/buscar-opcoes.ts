import { type TCliente, ZCliente } from '@erp/contracts/clientes';
import { type TServico, ZServico } from '@erp/contracts/servicos';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

const ZClientes = z.array(ZCliente);
const ZServicos = z.array(ZServico);

/** SPEC §7: the dropdowns send no query and read the plain list of every client and service. */
export async function getTomadores(signal?: AbortSignal): Promise<TCliente[]> {
  return ZClientes.parse(await apiClient.get<unknown>('/clientes', { signal }));
}

export async function getServicos(signal?: AbortSignal): Promise<TServico[]> {
  return ZServicos.parse(await apiClient.get<unknown>('/servicos', { signal }));
}

// Under the registers' own keys, so a client or service saved on its screen refreshes these dropdowns too.
export function useTomadores() {
  return useQuery(
    queryOptions({ queryKey: ['clientes', 'opcoes'], queryFn: ({ signal }) => getTomadores(signal) }),
  );
}

export function useServicos() {
  return useQuery(
    queryOptions({ queryKey: ['servicos', 'opcoes'], queryFn: ({ signal }) => getServicos(signal) }),
  );
}
