import { type TCliente, type TClienteInput, ZCliente } from '@erp/contracts/clientes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { clientesKey } from './buscar-clientes';

export type SaveClienteVariables = { id?: number | undefined; input: TClienteInput };

/** POST for a new client, PUT /clientes/{id} for an existing one. */
export async function saveCliente({ id, input }: SaveClienteVariables): Promise<TCliente> {
  const body =
    id === undefined
      ? await apiClient.post<unknown>('/clientes', input)
      : await apiClient.put<unknown>(`/clientes/${id}`, input);
  return ZCliente.parse(body);
}

export function useSaveCliente() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCliente,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientesKey }),
  });
}
