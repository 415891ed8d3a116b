import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { salvarArquivo } from '../../../lib/arquivo-no-navegador';
import { serverErrorText } from '../../../lib/server-errors';

export type ExportacaoCsv = {
  /** The report's CSV route, e.g. '/relatorios/estoque.csv'. */
  path: string;
  /** The filters in force on the screen, so the file holds what the user is looking at. */
  query: Record<string, string>;
  /** The same name the API puts in Content-Disposition. */
  nomeArquivo: string;
};

/**
 * Downloads a report's CSV. The API needs the bearer token, which a plain link cannot send, so the file is
 * fetched here and handed to the browser as a blob link with `download`.
 */
export async function exportarCsv({ path, query, nomeArquivo }: ExportacaoCsv): Promise<void> {
  const arquivo = await apiClient.get<Blob>(path, { query, responseType: 'blob' });
  salvarArquivo(arquivo, nomeArquivo);
}

export function useExportarCsv() {
  return useMutation({
    mutationFn: exportarCsv,
    onError: (error) => {
      console.error('Erro ao exportar CSV:', error);
      window.alert(`Falha ao exportar CSV: ${serverErrorText(error, 'erro desconhecido.')}`);
    },
  });
}
