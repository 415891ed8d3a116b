import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

// The route's answer is declared in the API module only; the screen needs the item and its invoice.
const ZItemFifo = z.object({ id: z.number().int(), id_nfe_entrada: z.number().int().nullish() });
export type ItemFifo = z.infer<typeof ZItemFifo>;

export type BuscarItemFifoVariables = { idCliente: number; idProduto: number };

/**
 * SPEC §7: the oldest entry item of this client and product that still has a balance, used as the line's
 * id_item_entrada. A 404 carries the reason in its error field.
 */
export async function buscarItemFifo({ idCliente, idProduto }: BuscarItemFifoVariables): Promise<ItemFifo> {
  return ZItemFifo.parse(
    await apiClient.get<unknown>(`/fifo-item/cliente/${idCliente}/produto/${idProduto}`),
  );
}

export function useBuscarItemFifo() {
  return useMutation({ mutationFn: buscarItemFifo });
}
