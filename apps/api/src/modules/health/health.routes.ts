import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { pingDatabase } from './health.repository.ts';

const ZHealth = z.object({ status: z.enum(['ok', 'erro']), database: z.enum(['ok', 'indisponível']) });

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/health',
    { config: { isPublic: true }, schema: { response: { 200: ZHealth, 503: ZHealth } } },
    async (_request, reply) => {
      try {
        await pingDatabase(ctx.db);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'erro', database: 'indisponível' });
      }
    },
  );
};
