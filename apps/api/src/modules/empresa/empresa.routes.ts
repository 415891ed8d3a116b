import { ZEmpresa, ZEmpresaInput } from '@erp/contracts/empresa';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireAdmin } from '../../plugins/require-admin.ts';
import { callerOf } from '../auth/caller.ts';
import { existeNfeNumerada, findEmpresa, isCnpjEditavel } from './empresa.repository.ts';
import { toEmpresaDto } from './empresa-dto.ts';
import { type FaltaParaOBoleto, salvarEmpresa } from './salvar-empresa.ts';

export const empresaRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  faltaParaOBoleto: FaltaParaOBoleto;
}> = async (app, { ctx, faltaParaOBoleto }) => {
  app.get('/preferencias/empresa', { schema: { response: { 200: ZEmpresa } } }, async () => {
    const row = await findEmpresa(ctx.db);
    if (!row) throw AppError.notFound('Dados da empresa não encontrados.');
    return toEmpresaDto(row, !(await existeNfeNumerada(ctx.db)), await isCnpjEditavel(ctx.db, row.cnpj));
  });
  app.put(
    '/preferencias/empresa',
    { preHandler: requireAdmin(ctx), schema: { body: ZEmpresaInput, response: { 200: ZEmpresa } } },
    (req) => salvarEmpresa(ctx, req.body, callerOf(req), faltaParaOBoleto),
  );
};
