import { type TServico, type TServicoInput, ZServico } from '@erp/contracts/servicos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { servicosKey } from './buscar-servicos';

export type SaveServicoVariables = { id?: number | undefined; input: TServicoInput };

/** POST for a new service, PUT /servicos/{id} for an existing one. */
export async function saveServico({ id, input }: SaveServicoVariables): Promise<TServico> {
  const body =
    id === undefined
      ? await apiClient.post<unknown>('/servicos', input)
      : await apiClient.put<unknown>(`/servicos/${id}`, input);
  return ZServico.parse(body);
}

export function useSaveServico() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveServico,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: servicosKey }),
  });
}
