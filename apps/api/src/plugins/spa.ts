import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

export function hasBuiltSpa(dir: string): boolean {
  return existsSync(path.join(dir, 'index.html'));
}

function cacheHeaders(reply: FastifyReply, filePath: string) {
  const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
  reply.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** The built SPA at `/`: hashed assets cached for a year, index.html always revalidated. */
export const spaPlugin = fp<{ dir: string }>(async (app: FastifyInstance, { dir }) => {
  // reply.sendFile for the whole app: the not-found handler answers client routes with index.html.
  await app.register(fastifyStatic, { root: dir, serve: false, setHeaders: cacheHeaders });
  await app.register(async (site) => {
    // The SPA's files are public. The auth hook reads this from the route that matched; a route added here
    // later is public too, which is why nothing but the built files lives in this scope.
    site.addHook('onRoute', (route) => {
      route.config = { ...route.config, isPublic: true };
    });
    await site.register(fastifyStatic, {
      root: dir,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: false,
      setHeaders: cacheHeaders,
    });
    site.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
  });
});
