import { zPaginated } from '@erp/contracts/pagination';
import { type TUsuario, ZUsuario } from '@erp/contracts/usuarios';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Every user for the filter's select, as the other dropdowns load their options (SPEC §9). */
const OPCOES_LIMIT = 999;

const ZUsuariosPage = zPaginated(ZUsuario);

export async function getUsuariosOpcoes(signal?: AbortSignal): Promise<TUsuario[]> {
  const body = await apiClient.get<unknown>('/usuarios', { query: { limit: OPCOES_LIMIT }, signal });
  return ZUsuariosPage.parse(body).data;
}

export function useUsuariosOpcoes() {
  return useQuery(
    queryOptions({
      // Under the users' own key, so a user saved on their screen shows up here too.
      queryKey: ['usuarios', 'opcoes'],
      queryFn: ({ signal }) => getUsuariosOpcoes(signal),
    }),
  );
}
