import { type TValidacaoBlocoK, ZValidacaoBlocoK } from '@erp/contracts/bloco-k';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { salvarArquivo } from '../../../lib/arquivo-no-navegador';
import { serverErrorText } from '../../../lib/server-errors';

/** The validator's findings on the month's file (the same validation the download runs). */
export async function getValidacaoBlocoK(mes: string, signal?: AbortSignal): Promise<TValidacaoBlocoK> {
  return ZValidacaoBlocoK.parse(
    await apiClient.get<unknown>('/contabilidade/bloco-k/validacao', { query: { mes }, signal }),
  );
}

export function validacaoBlocoKQueryOptions(mes: string) {
  return queryOptions({
    queryKey: ['contabilidade', 'bloco-k', mes],
    queryFn: ({ signal }) => getValidacaoBlocoK(mes, signal),
  });
}

export function useValidacaoBlocoK(mes: string) {
  return useQuery({ ...validacaoBlocoKQueryOptions(mes), enabled: /^\d{4}-\d{2}$/.test(mes) });
}

/** The file, fetched with the bearer token and handed to the browser under the API's name. */
export async function baixarBlocoK(mes: string): Promise<void> {
  const arquivo = await apiClient.get<Blob>('/contabilidade/bloco-k', {
    query: { mes },
    responseType: 'blob',
  });
  salvarArquivo(arquivo, `bloco-k-${mes}.txt`);
}

export function useBaixarBlocoK() {
  return useMutation({
    mutationFn: baixarBlocoK,
    onError: (error) =>
      window.alert(`Falha ao baixar o Bloco K: ${serverErrorText(error, 'erro desconhecido.')}`),
  });
}
