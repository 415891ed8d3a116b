import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createSecureContext } from 'node:tls';
import type { Config } from '../config.ts';

export type TlsDoServidor = { cert: Buffer; key: Buffer };

/** A certificate or key the server cannot use: said to the operator as it is, without a stack. */
export class TlsDoServidorError extends Error {}

function lerPem(variavel: string, arquivo: string): Buffer {
  try {
    return readFileSync(arquivo);
  } catch (error) {
    const motivo = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'não existe' : 'não pôde ser lido';
    throw new TlsDoServidorError(`${variavel}: o arquivo ${arquivo} ${motivo}.`);
  }
}

/**
 * The server's certificate and key (TLS_CERT_FILE, TLS_KEY_FILE), read and paired now: a wrong file, a key of
 * another certificate or an encrypted key stops the start with what to fix, instead of every browser failing later.
 */
export function lerTlsDoServidor(tls: NonNullable<Config['tls']>): TlsDoServidor {
  const cert = lerPem('TLS_CERT_FILE', tls.certFile);
  const key = lerPem('TLS_KEY_FILE', tls.keyFile);
  try {
    createSecureContext({ cert, key });
  } catch (error) {
    throw new TlsDoServidorError(
      `TLS_CERT_FILE/TLS_KEY_FILE: o certificado (${tls.certFile}) e a chave (${tls.keyFile}) não formam um par PEM` +
        ` utilizável, sem senha (${(error as Error).message}).`,
    );
  }
  return { cert, key };
}

/** A Host header as a browser sends it: a name or IPv4 (optionally with a port), or a bracketed IPv6. */
const HOST = /^(?:[a-z0-9.-]{1,253}|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

/**
 * The plain-HTTP listener when the app serves HTTPS: every request is sent (308, method and body kept) to the same
 * host and path on the HTTPS port. Nothing else is answered over plain HTTP, so no token or password travels in
 * clear once the browser has followed it (and HSTS keeps it on HTTPS from then on).
 */
export function servidorDeRedirecionamento(portaHttps: number): http.Server {
  return http.createServer((request, response) => {
    const host = request.headers.host ?? '';
    const url = request.url ?? '/';
    if (!HOST.test(host) || !url.startsWith('/')) {
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Requisição inválida: acesse o sistema por https://.\n');
      return;
    }
    const nome = host.replace(/:\d+$/, '');
    const porta = portaHttps === 443 ? '' : `:${portaHttps}`;
    response.writeHead(308, {
      location: `https://${nome}${porta}${url}`,
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
    });
    response.end(`Use https://${nome}${porta}${url}\n`);
  });
}
