import { apiClient } from '../../../lib/api-client';
import { caminhoDaApi } from '../utils/nota-listada';

/**
 * A DANFE or XML of the API. Its address needs the bearer token, which a plain link or a new tab cannot send,
 * so the file is fetched here and handed to the browser as a blob.
 */
export async function buscarArquivoNfe(endereco: string): Promise<Blob> {
  return apiClient.get<Blob>(caminhoDaApi(endereco), { responseType: 'blob' });
}
