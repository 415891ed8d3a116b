import { type TRascunhoNfe, ZRascunhoSalvo } from '@erp/contracts/nfe-rascunho';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { nfeKey } from './buscar-nfes';

export async function salvarRascunho(input: TRascunhoNfe): Promise<z.infer<typeof ZRascunhoSalvo>> {
  return ZRascunhoSalvo.parse(await apiClient.post<unknown>('/nfe/rascunho', input));
}

export function useSalvarRascunho() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: salvarRascunho,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: nfeKey }),
  });
}
