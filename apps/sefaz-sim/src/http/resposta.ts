import type { IncomingMessage, ServerResponse } from 'node:http';

/** Uma resposta HTTP pronta para ser enviada (ou descartada, na falha 'respostaPerdida'). */
export interface Resposta {
  status: number;
  contentType: string;
  corpo: string;
}

export function json(status: number, dados: unknown): Resposta {
  return { status, contentType: 'application/json; charset=utf-8', corpo: JSON.stringify(dados) };
}

export function enviar(res: ServerResponse, resposta: Resposta): void {
  if (res.destroyed || res.writableEnded) return;
  res.writeHead(resposta.status, {
    'content-type': resposta.contentType,
    'content-length': Buffer.byteLength(resposta.corpo),
  });
  res.end(resposta.corpo);
}

export class CorpoGrandeDemaisError extends Error {
  override readonly name = 'CorpoGrandeDemaisError';
}

/** Lê o corpo da requisição como UTF-8, com limite de tamanho (a mensagem inteira, não só a área de dados). */
export async function lerCorpo(req: IncomingMessage, limiteBytes: number): Promise<string> {
  const partes: Buffer[] = [];
  let total = 0;
  for await (const parte of req) {
    const buffer = parte as Buffer;
    total += buffer.length;
    if (total > limiteBytes) throw new CorpoGrandeDemaisError(`Mensagem maior que ${limiteBytes} bytes.`);
    partes.push(buffer);
  }
  return Buffer.concat(partes).toString('utf8');
}
