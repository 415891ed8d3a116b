import { apiClient } from '../../../lib/api-client';

/**
 * The DANFSe and XML addresses need the bearer token, which a plain link cannot send: the file is fetched here
 * and handed to the browser as a blob.
 */
export async function buscarArquivoNfse(caminho: string): Promise<Blob> {
  return apiClient.get<Blob>(caminho, { responseType: 'blob' });
}
