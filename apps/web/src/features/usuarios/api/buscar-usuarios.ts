import { zPaginated } from '@erp/contracts/pagination';
import { ZUsuario } from '@erp/contracts/usuarios';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** SPEC §9: the list shows 10 users per page. */
export const USUARIOS_PAGE_SIZE = 10;

export type UsuariosParams = { page: number; search: string };

/** Every query of this feature starts with this key, so one invalidation refreshes them all. */
export const usuariosKey = ['usuarios'] as const;

const ZUsuariosPage = zPaginated(ZUsuario);

/** Administrators only: anyone else gets 403 with the server's message, which the screen shows. */
export async function getUsuarios(params: UsuariosParams, signal?: AbortSignal) {
  const body = await apiClient.get<unknown>('/usuarios', {
    query: { page: params.page, limit: USUARIOS_PAGE_SIZE, search: params.search },
    signal,
  });
  return ZUsuariosPage.parse(body);
}

export function usuariosQueryOptions(params: UsuariosParams) {
  return queryOptions({
    queryKey: [...usuariosKey, 'list', params],
    queryFn: ({ signal }) => getUsuarios(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUsuarios(params: UsuariosParams) {
  return useQuery(usuariosQueryOptions(params));
}
