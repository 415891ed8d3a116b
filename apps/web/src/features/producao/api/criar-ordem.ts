import type { TOrdemInput } from '@erp/contracts/producao';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { invalidarProducao } from './buscar-ordens';

const ZCriada = z.object({ id: z.number().int() });

export async function criarOrdem(ordem: TOrdemInput): Promise<number> {
  return ZCriada.parse(await apiClient.post<unknown>('/producao/ordens', ordem)).id;
}

export function useCriarOrdem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: criarOrdem,
    onSuccess: () => invalidarProducao(queryClient),
  });
}
