import type { SessionUser } from './modules/auth/auth.repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth plugin on every non-public /api route. */
    user: SessionUser;
  }
  interface FastifyContextConfig {
    /** Routes that answer without a bearer token (login, health, docs). Everything else requires one. */
    isPublic?: boolean;
  }
}
