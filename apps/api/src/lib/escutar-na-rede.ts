import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { lerTlsDoServidor, servidorDeRedirecionamento, type TlsDoServidor } from './https-do-servidor.ts';
import { logLegivel } from './log-legivel.ts';

/** What server.ts gives buildApp: readable log lines on stdout, and the certificate when HTTPS is configured. */
export function opcoesDoServidor(config: Config): {
  logStream: NodeJS.WritableStream;
  https?: TlsDoServidor;
} {
  return { logStream: logLegivel(), ...(config.tls ? { https: lerTlsDoServidor(config.tls) } : {}) };
}

export type Escuta = {
  /** The addresses a user types, e.g. https://192.168.0.10:3443 (every interface's when HOST is 0.0.0.0). */
  urls: string[];
  /** Plain HTTP's redirect to HTTPS (with TLS only): its addresses, and the server to close on shutdown. */
  redirecionamento?: { urls: string[]; servidor: http.Server } | undefined;
};

function porta(servidor: { address(): AddressInfo | string | null }): number {
  const endereco = servidor.address();
  return typeof endereco === 'object' && endereco ? endereco.port : 0;
}

/** The names the office reaches the server by: localhost and each interface's IPv4 when listening on all of them. */
function nomesDoServidor(host: string): string[] {
  if (host !== '0.0.0.0' && host !== '::') return [host.includes(':') ? `[${host}]` : host];
  const enderecos = Object.values(os.networkInterfaces())
    .flat()
    .filter((i) => i && i.family === 'IPv4' && !i.internal)
    .map((i) => i?.address ?? '');
  return ['localhost', ...enderecos];
}

function listen(servidor: http.Server, host: string, numero: number): Promise<void> {
  return new Promise((resolve, reject) => {
    servidor.once('error', reject);
    servidor.listen(numero, host, () => {
      servidor.off('error', reject);
      resolve();
    });
  });
}

/**
 * Listens on HOST:PORT (HTTPS when configured) and, with HTTPS, plain HTTP on HTTP_REDIRECT_PORT redirecting to it.
 * Answers the addresses actually bound (PORT=0 takes a free port: the tests).
 */
export async function escutar(app: FastifyInstance, config: Config): Promise<Escuta> {
  await app.listen({
    host: config.host,
    port: config.port,
    listenTextResolver: (endereco) => `Servidor escutando em ${endereco}`,
  });
  const esquema = config.tls ? 'https' : 'http';
  const nomes = nomesDoServidor(config.host);
  const urls = nomes.map((nome) => `${esquema}://${nome}:${porta(app.server)}`);
  if (!config.tls) return { urls };
  const servidor = servidorDeRedirecionamento(porta(app.server));
  await listen(servidor, config.host, config.tls.httpRedirectPort);
  return {
    urls,
    redirecionamento: { servidor, urls: nomes.map((nome) => `http://${nome}:${porta(servidor)}`) },
  };
}

/** The start's last lines on the console, in Portuguese: where the app is, and who signs in first. */
export function mensagemDePartida(escuta: Escuta, administrador: string | undefined): string {
  const linhas = ['', '  Sistema disponível em:', ...escuta.urls.map((url) => `    ${url}`)];
  if (escuta.redirecionamento) {
    linhas.push(
      `  O endereço http:// (porta ${new URL(escuta.redirecionamento.urls[0] ?? '').port}) leva ao https://.`,
    );
  }
  if (administrador)
    linhas.push(`  Primeiro administrador: ${administrador} (a senha é a de ADMIN_PASSWORD).`);
  return `${linhas.join('\n')}\n\n`;
}

export function fecharRedirecionamento(escuta: Escuta | undefined): Promise<void> {
  const servidor = escuta?.redirecionamento?.servidor;
  if (!servidor) return Promise.resolve();
  servidor.closeAllConnections();
  return new Promise((resolve) => servidor.close(() => resolve()));
}
