import { apiClient } from '../../../lib/api-client';

/**
 * The DANFSe and XML addresses need the bearer token, which a plain link cannot send: the file is fetched here
 * and handed to the browser as a blob.
 */
export async function buscarArquivoNfse(caminho: string): Promise<Blob> {
  return apiClient.get<Blob>(caminho, { responseType: 'blob' });
}

// Revoked a moment later: revoking at once can cancel the download that just started reading it.
const REVOGAR_APOS_MS = 60_000;

export function salvarArquivo(arquivo: Blob, nomeArquivo: string): void {
  const url = URL.createObjectURL(arquivo);
  const link = document.createElement('a');
  link.href = url;
  link.download = nomeArquivo;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOGAR_APOS_MS);
}
