import { type TValidacaoBlocoK, ZValidacaoBlocoK } from '@erp/contracts/bloco-k';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { salvarArquivo } from '../../../lib/arquivo-no-navegador';
import { serverErrorText } from '../../../lib/server-errors';

/** The month of the file and, when chosen, the day of the inventory (Bloco H) written in it. */
export type PedidoBlocoK = { mes: string; inventario?: string | undefined };

const consulta = ({ mes, inventario }: PedidoBlocoK) => (inventario ? { mes, inventario } : { mes });

/** The validator's findings on the month's file (the same validation the download runs). */
export async function getValidacaoBlocoK(
  pedido: PedidoBlocoK,
  signal?: AbortSignal,
): Promise<TValidacaoBlocoK> {
  return ZValidacaoBlocoK.parse(
    await apiClient.get<unknown>('/contabilidade/bloco-k/validacao', { query: consulta(pedido), signal }),
  );
}

export function validacaoBlocoKQueryOptions(pedido: PedidoBlocoK) {
  return queryOptions({
    queryKey: ['contabilidade', 'bloco-k', pedido.mes, pedido.inventario ?? null],
    queryFn: ({ signal }) => getValidacaoBlocoK(pedido, signal),
  });
}

export function useValidacaoBlocoK(pedido: PedidoBlocoK) {
  const valido =
    /^\d{4}-\d{2}$/.test(pedido.mes) && (!pedido.inventario || /^\d{4}-\d{2}-\d{2}$/.test(pedido.inventario));
  return useQuery({ ...validacaoBlocoKQueryOptions(pedido), enabled: valido });
}

/** The file, fetched with the bearer token and handed to the browser under the API's name. */
export async function baixarBlocoK(pedido: PedidoBlocoK): Promise<void> {
  const arquivo = await apiClient.get<Blob>('/contabilidade/bloco-k', {
    query: consulta(pedido),
    responseType: 'blob',
  });
  salvarArquivo(arquivo, `bloco-k-${pedido.mes}.txt`);
}

export function useBaixarBlocoK() {
  return useMutation({
    mutationFn: baixarBlocoK,
    onError: (error) =>
      window.alert(`Falha ao baixar o Bloco K: ${serverErrorText(error, 'erro desconhecido.')}`),
  });
}
