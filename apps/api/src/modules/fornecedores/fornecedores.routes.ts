import { type TFornecedor, ZFornecedor, ZFornecedorInput } from '@erp/contracts/fornecedores';
import { ZListQuery, zPaginated } from '@erp/contracts/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { paginate } from '../../lib/pagination.ts';
import {
  countFornecedores,
  deleteFornecedor,
  type FornecedorRow,
  insertFornecedor,
  listFornecedores,
  updateFornecedor,
} from './fornecedores.repository.ts';

const ZId = z.object({ id: z.coerce.number().int().positive() });

const toDto = (r: FornecedorRow): TFornecedor => ({
  id: r.id,
  nome_razao_social: r.nomeRazaoSocial,
  nome_fantasia: r.nomeFantasia,
  cpf_cnpj: r.cpfCnpj,
  email: r.email,
  telefone: r.telefone,
});

const toWrite = (b: z.output<typeof ZFornecedorInput>) => ({
  nomeRazaoSocial: b.nome_razao_social,
  nomeFantasia: b.nome_fantasia ?? null,
  cpfCnpj: b.cpf_cnpj ?? null,
  email: b.email ?? null,
  telefone: b.telefone ?? null,
});

export const fornecedoresRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/fornecedores',
    { schema: { querystring: ZListQuery, response: { 200: zPaginated(ZFornecedor) } } },
    async ({ query }) => {
      const page = await paginate(
        query,
        () => countFornecedores(ctx.db, query.search),
        (w) => listFornecedores(ctx.db, query.search, w),
      );
      return { ...page, data: page.data.map(toDto) };
    },
  );
  app.post(
    '/fornecedores',
    { schema: { body: ZFornecedorInput, response: { 201: ZFornecedor } } },
    async (req, reply) => reply.status(201).send(toDto(await insertFornecedor(ctx.db, toWrite(req.body)))),
  );
  app.put(
    '/fornecedores/:id',
    { schema: { params: ZId, body: ZFornecedorInput, response: { 200: ZFornecedor } } },
    async (req) => {
      const row = await updateFornecedor(ctx.db, req.params.id, toWrite(req.body));
      if (!row) throw AppError.notFound('Fornecedor não encontrado.');
      return toDto(row);
    },
  );
  app.delete('/fornecedores/:id', { schema: { params: ZId } }, async (req, reply) => {
    if (!(await deleteFornecedor(ctx.db, req.params.id)))
      throw AppError.notFound('Fornecedor não encontrado.');
    return reply.status(204).send();
  });
};
