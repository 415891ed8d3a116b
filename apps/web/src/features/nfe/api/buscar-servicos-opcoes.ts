import { type TServico, ZServico } from '@erp/contracts/servicos';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

const ZServicos = z.array(ZServico);

/** SPEC §7: the dropdown sends no query and reads the plain list of every service. */
export async function getServicosOpcoes(signal?: AbortSignal): Promise<TServico[]> {
  return ZServicos.parse(await apiClient.get<unknown>('/servicos', { signal }));
}

export function servicosOpcoesQueryOptions() {
  return queryOptions({
    queryKey: ['servicos', 'opcoes'],
    queryFn: ({ signal }) => getServicosOpcoes(signal),
  });
}

export function useServicosOpcoes() {
  return useQuery(servicosOpcoesQueryOptions());
}
