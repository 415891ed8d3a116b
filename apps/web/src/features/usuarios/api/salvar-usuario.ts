import { type TUsuario, ZUsuario, type ZUsuarioUpdate } from '@erp/contracts/usuarios';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { usuariosKey } from './buscar-usuarios';

/** What the form sends: on edit a blank password is left out (undefined), which keeps the current one. */
export type UsuarioPayload = z.output<typeof ZUsuarioUpdate>;

export type SaveUsuarioVariables = { id?: number | undefined; input: UsuarioPayload };

/** POST for a new user (password required), PUT /usuarios/{id} for an existing one. */
export async function saveUsuario({ id, input }: SaveUsuarioVariables): Promise<TUsuario> {
  const body =
    id === undefined
      ? await apiClient.post<unknown>('/usuarios', input)
      : await apiClient.put<unknown>(`/usuarios/${id}`, input);
  return ZUsuario.parse(body);
}

export function useSaveUsuario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUsuario,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usuariosKey }),
  });
}
