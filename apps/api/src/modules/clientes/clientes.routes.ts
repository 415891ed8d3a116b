import { ZCliente, ZClienteInput, ZMunicipio } from '@erp/contracts/clientes';
import { SIGLAS_UF } from '@erp/contracts/fields';
import { ZListQueryOrAll, zPaginated } from '@erp/contracts/pagination';
import { ZProdutoDoCliente, ZProdutoDoClienteInput } from '@erp/contracts/producao';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { paginateCounted } from '../../lib/pagination.ts';
import { callerOf } from '../auth/caller.ts';
import { toClienteDto } from './cliente-dto.ts';
import { countClientes, listClientes, listMunicipios, listTodosClientes } from './clientes.repository.ts';
import { excluirCliente } from './excluir-cliente.ts';
import { obterProdutoDoCliente, salvarProdutoDoCliente } from './produto-do-cliente.ts';
import { salvarCliente } from './salvar-cliente.ts';

const ZId = z.object({ id: z.coerce.number().int().positive() });
const ZIdProduto = ZId.extend({ id_produto: z.coerce.number().int().positive() });

export const clientesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // SPEC §7: with no query the dropdowns read a plain list; with page/search/limit the screen reads a page.
  app.get(
    '/clientes',
    {
      schema: {
        querystring: ZListQueryOrAll,
        response: { 200: z.union([zPaginated(ZCliente), z.array(ZCliente)]) },
      },
    },
    async (req) => {
      const { page, limit, search } = req.query;
      if (!page && !limit && search === undefined) {
        return (await listTodosClientes(ctx.db)).map(toClienteDto);
      }
      const query = { page: page ?? 1, limit: limit ?? 10, search };
      return paginateCounted(
        query,
        (w) => listClientes(ctx.db, search, w),
        () => countClientes(ctx.db, search),
      );
    },
  );
  app.post(
    '/clientes',
    { schema: { body: ZClienteInput, response: { 201: ZCliente } } },
    async (req, reply) => reply.status(201).send(await salvarCliente(ctx, req.body, callerOf(req))),
  );
  app.put(
    '/clientes/:id',
    { schema: { params: ZId, body: ZClienteInput, response: { 200: ZCliente } } },
    (req) => salvarCliente(ctx, req.body, callerOf(req), req.params.id),
  );
  app.delete('/clientes/:id', { schema: { params: ZId } }, async (req, reply) => {
    await excluirCliente(ctx, req.params.id, callerOf(req));
    return reply.status(204).send();
  });
  // What the company keeps about a product for this client: the agreed loss and the client's codes for it.
  app.get(
    '/clientes/:id/produtos/:id_produto',
    { schema: { params: ZIdProduto, response: { 200: ZProdutoDoCliente } } },
    (req) => obterProdutoDoCliente(ctx, req.params.id, req.params.id_produto),
  );
  app.put(
    '/clientes/:id/produtos/:id_produto',
    { schema: { params: ZIdProduto, body: ZProdutoDoClienteInput, response: { 200: ZProdutoDoCliente } } },
    (req) => salvarProdutoDoCliente(ctx, req.params.id, req.params.id_produto, req.body, callerOf(req)),
  );
  app.get(
    '/municipios',
    {
      schema: {
        querystring: z.object({ uf: z.enum(SIGLAS_UF, 'UF inválida.') }),
        response: { 200: z.array(ZMunicipio) },
      },
    },
    (req) => listMunicipios(ctx.db, req.query.uf),
  );
};
