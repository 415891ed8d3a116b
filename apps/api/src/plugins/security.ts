import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

const UM_ANO_SEGUNDOS = 365 * 24 * 60 * 60;

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
    // Only over HTTPS (below): a browser ignores it over plain HTTP, and an app run without a certificate must stay
    // reachable by http://.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
  // API answers carry personal and fiscal data: never store them in any cache. Every answer starts so,
  // whatever its URL looks like (`/%61pi/...` is an API route too); the SPA's files, which may be cached,
  // set their own header after this one.
  const cabecalhos = { ...seguranca, 'cache-control': 'no-store' };
  // HTTPS served by the app (TLS_CERT_FILE) or by a trusted proxy (TRUST_PROXY, X-Forwarded-Proto: https): the
  // browser keeps to https:// for a year, so no later link or typed address sends a token in clear.
  const comHsts = { ...cabecalhos, 'strict-transport-security': `max-age=${UM_ANO_SEGUNDOS}` };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.protocol === 'https' ? comHsts : cabecalhos);
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
