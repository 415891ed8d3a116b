import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../app-context.ts';
import { authenticate } from '../modules/auth/authenticate.ts';

/**
 * The one place where /api routes are protected: every route, including routes added later and unknown
 * paths, requires a valid bearer token unless it declares `config: { isPublic: true }`.
 */
export const authPlugin = fp<{ ctx: AppContext }>(async (app: FastifyInstance, { ctx }) => {
  app.decorateRequest('user', undefined as never);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') && request.url !== '/api') return;
    if (request.routeOptions.config?.isPublic) return;
    request.user = await authenticate(ctx, request.headers.authorization);
  });
});
