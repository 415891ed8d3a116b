import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export const securityPlugin = fp(async (app: FastifyInstance) => {
  const seguranca = cabecalhosFixos({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameSrc: ["'self'", 'blob:'],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // The app is often reached over plain HTTP inside the office network; forcing HTTPS would break it.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
  // API answers carry personal and fiscal data: never store them in shared caches (a route may still say
  // otherwise: it sets its own header after this one).
  const daApi = { ...seguranca, 'cache-control': 'no-store' };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? daApi : seguranca);
    done();
  });
});

/**
 * Helmet's headers for these options, worked out once: they do not depend on the request, and building them
 * (CSP included) on every request, as @fastify/helmet does, cost more than the rest of a small answer.
 */
function cabecalhosFixos(opcoes: HelmetOptions): Record<string, string> {
  const cabecalhos: Record<string, string> = {};
  const resposta = {
    setHeader: (nome: string, valor: string | number) => {
      cabecalhos[nome.toLowerCase()] = String(valor);
    },
    removeHeader: () => {},
  };
  helmet(opcoes)({} as IncomingMessage, resposta as unknown as ServerResponse, () => {});
  return cabecalhos;
}
