import { type TLinhaResolvidaNfe, type TRascunhoNfe, ZLinhasResolvidas } from '@erp/contracts/nfe-rascunho';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/**
 * The draft's lines as the server will store them (POST /nfe/rascunho/linhas): names and prices from its records,
 * a return at its remessa's value per kg, a FIFO return split per entry item with the entry NF. Nothing is saved;
 * a refusal (no balance, a CFOP of another operation) carries the server's reason.
 */
export async function resolverLinhas(
  rascunho: Pick<TRascunhoNfe, 'id_cliente' | 'natureza_operacao' | 'itens'>,
): Promise<TLinhaResolvidaNfe[]> {
  return ZLinhasResolvidas.parse(await apiClient.post<unknown>('/nfe/rascunho/linhas', rascunho)).itens;
}

export function useResolverLinhas() {
  return useMutation({ mutationFn: resolverLinhas });
}
