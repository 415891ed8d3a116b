import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { invalidarProducao } from './buscar-ordens';

const ZRascunho = z.object({ id: z.number().int() });

/** The return draft of closed orders of one client: its id, opened on the draft screen. */
export async function gerarNfeRetorno(ordens: number[]): Promise<number> {
  return ZRascunho.parse(await apiClient.post<unknown>('/producao/ordens/nfe-retorno', { ordens })).id;
}

export function useGerarNfeRetorno() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: gerarNfeRetorno,
    onSuccess: () => invalidarProducao(queryClient),
  });
}
