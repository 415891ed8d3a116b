import { ZLoginRequest, ZLoginResponse, ZSessionUser } from '@erp/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { login } from './login.ts';
import { logout } from './logout.ts';

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/login',
    { config: { isPublic: true }, schema: { body: ZLoginRequest, response: { 200: ZLoginResponse } } },
    async (request) => login(ctx, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] }),
  );

  app.post('/logout', { config: { chaoDeFabrica: true } }, async (request, reply) => {
    const token = request.headers.authorization?.slice('Bearer '.length) ?? '';
    await logout(ctx, token, { userId: request.user.id, ip: request.ip });
    return reply.status(204).send();
  });

  app.get(
    '/me',
    { config: { chaoDeFabrica: true }, schema: { response: { 200: ZSessionUser } } },
    async (request) => request.user,
  );
};
