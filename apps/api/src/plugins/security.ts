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
  // API answers carry personal and fiscal data: never store them in any cache. Every answer starts so,
  // whatever its URL looks like (`/%61pi/...` is an API route too); the SPA's files, which may be cached,
  // set their own header after this one.
  const cabecalhos = { ...seguranca, 'cache-control': 'no-store' };
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(cabecalhos);
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
