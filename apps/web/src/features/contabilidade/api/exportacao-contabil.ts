import type { TContagemExportacaoContabil, TDocumentosDaExportacao } from '@erp/contracts/contabilidade';
import { ZErrorResponse } from '@erp/contracts/errors';
import { apiClient } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { readToken } from '../../../lib/session-storage';
import { criarContadorDeArquivosZip } from '../utils/contador-de-arquivos-zip';

/** `documentos`: the legal documents (the default) or, asked for explicitly, the test ones. */
export type PedidoExportacao = {
  inicio: string;
  fim: string;
  danfe: boolean;
  documentos: TDocumentosDaExportacao;
};
export type ProgressoExportacao = { arquivos: number; bytes: number };

const query = (p: PedidoExportacao) => ({
  inicio: p.inicio,
  fim: p.fim,
  danfe: String(p.danfe),
  documentos: p.documentos,
});

/** What the .zip will hold, asked first: the total the progress counts towards. */
export function contarExportacao(pedido: PedidoExportacao) {
  return apiClient.get<TContagemExportacaoContabil>('/contabilidade/exportacao/contagem', {
    query: query(pedido),
  });
}

/**
 * Downloads the export, reporting files and bytes as they arrive (the API writes the .zip while it reads the
 * documents, so there is no Content-Length to count against). The API needs the bearer token, which a link
 * cannot send, hence fetch and a reader instead of the browser's own download.
 */
export async function baixarExportacao(
  pedido: PedidoExportacao,
  onProgresso: (progresso: ProgressoExportacao) => void,
  signal?: AbortSignal,
): Promise<Blob> {
  const headers = new Headers();
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const url = `/api/contabilidade/exportacao?${new URLSearchParams(query(pedido))}`;
  let resposta: Response;
  try {
    resposta = await fetch(url, { headers, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Não foi possível conectar ao servidor. Verifique sua conexão.');
  }
  if (!resposta.ok || !resposta.body) {
    const corpo = ZErrorResponse.safeParse(await resposta.json().catch(() => undefined));
    throw new ApiError(
      resposta.status,
      corpo.success ? corpo.data.error : `Falha no download (HTTP ${resposta.status}).`,
      corpo.success ? corpo.data.details : undefined,
    );
  }
  const contador = criarContadorDeArquivosZip();
  const partes: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  const leitor = resposta.body.getReader();
  for (;;) {
    const { done, value } = await leitor.read();
    if (done) break;
    partes.push(value);
    bytes += value.length;
    onProgresso({ arquivos: contador.ler(value), bytes });
  }
  return new Blob(partes, { type: 'application/zip' });
}
