import type { SessionUser } from './modules/auth/auth.repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; reading it on a request that was not authenticated throws 401 (plugins/auth.ts). */
    readonly user: SessionUser;
  }
  interface FastifyInstance {
    /** Checks the bearer token and keeps the session's user on the request, or throws 401. */
    authenticateRequest(request: FastifyRequest): Promise<void>;
  }
  interface FastifyContextConfig {
    /** Routes that answer without a bearer token (login, health, docs, the SPA). Everything else requires one. */
    isPublic?: boolean;
    /** Routes the 'Chão de fábrica' profile may use (modules/auth/restringir-chao-de-fabrica.ts); 403 elsewhere. */
    chaoDeFabrica?: boolean;
  }
}
