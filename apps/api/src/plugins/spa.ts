import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export function hasBuiltSpa(dir: string): boolean {
  return existsSync(path.join(dir, 'index.html'));
}

/** The built SPA at `/`: hashed assets cached for a year, index.html always revalidated. */
export const spaPlugin = fp<{ dir: string }>(async (app: FastifyInstance, { dir }) => {
  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/',
    wildcard: false,
    index: false,
    setHeaders(reply, filePath) {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/', { config: { isPublic: true } }, (_request, reply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html'),
  );
});
