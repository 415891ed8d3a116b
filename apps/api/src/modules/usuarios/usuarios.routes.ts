import { ZListQuery, zPaginated } from '@erp/contracts/pagination';
import { ZPerfil, ZUsuario, ZUsuarioCreate, ZUsuarioUpdate } from '@erp/contracts/usuarios';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { paginate } from '../../lib/pagination.ts';
import { requireAdmin } from '../../plugins/require-admin.ts';
import { callerOf } from '../auth/caller.ts';
import { atualizarUsuario } from './atualizar-usuario.ts';
import { criarUsuario } from './criar-usuario.ts';
import { excluirUsuario } from './excluir-usuario.ts';
import { countUsuarios, listPerfis, listUsuarios } from './usuarios.repository.ts';

const ZId = z.object({ id: z.coerce.number().int().positive() });

/** User management is for administrators only, enforced here on the server. */
export const usuariosRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const onlyAdmin = { preHandler: requireAdmin(ctx) };
  app.get(
    '/usuarios',
    { ...onlyAdmin, schema: { querystring: ZListQuery, response: { 200: zPaginated(ZUsuario) } } },
    ({ query }) =>
      paginate(
        query,
        () => countUsuarios(ctx.db, query.search),
        (w) => listUsuarios(ctx.db, query.search, w),
      ),
  );
  app.post(
    '/usuarios',
    { ...onlyAdmin, schema: { body: ZUsuarioCreate, response: { 201: ZUsuario } } },
    async (req, reply) => reply.status(201).send(await criarUsuario(ctx, req.body, callerOf(req))),
  );
  app.put(
    '/usuarios/:id',
    { ...onlyAdmin, schema: { params: ZId, body: ZUsuarioUpdate, response: { 200: ZUsuario } } },
    (req) => atualizarUsuario(ctx, req.params.id, req.body, callerOf(req)),
  );
  app.delete('/usuarios/:id', { ...onlyAdmin, schema: { params: ZId } }, async (req, reply) => {
    await excluirUsuario(ctx, req.params.id, callerOf(req));
    return reply.status(204).send();
  });
  app.get('/preferencias/perfis', { schema: { response: { 200: z.array(ZPerfil) } } }, () =>
    listPerfis(ctx.db),
  );
};
