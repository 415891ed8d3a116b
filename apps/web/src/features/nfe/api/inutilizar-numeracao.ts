import { type ZInutilizarNfe, ZMensagem } from '@erp/contracts/nfe-emissao';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { nfeKey } from './buscar-nfes';

export type PedidoInutilizacao = z.output<typeof ZInutilizarNfe>;

/** NFeInutilizacao4: voids a range of numbers no note holds; the série's counter moves past it. */
export async function inutilizarNumeracao(pedido: PedidoInutilizacao): Promise<string> {
  return ZMensagem.parse(await apiClient.post<unknown>('/nfe/inutilizar', pedido)).message;
}

export function useInutilizarNumeracao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inutilizarNumeracao,
    onSettled: () => queryClient.invalidateQueries({ queryKey: nfeKey }),
  });
}
