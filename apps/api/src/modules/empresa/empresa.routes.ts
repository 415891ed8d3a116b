import { ZEmpresa, ZEmpresaInput } from '@erp/contracts/empresa';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { insertAuditEntry } from '../auditoria/auditoria.repository.ts';
import { callerOf } from '../auth/caller.ts';
import { requireAdmin } from '../auth/require-admin.ts';
import { resolverMunicipio } from '../clientes/resolver-municipio.ts';
import { findEmpresa, updateEmpresa } from './empresa.repository.ts';
import { toEmpresaDto, toEmpresaWrite } from './empresa-dto.ts';

// The NF-e numbering becomes read-only once the first NF-e exists; until NF-e emission is in place no
// document can exist, so it stays editable.
const isNumeracaoEditavel = async () => true;

export const empresaRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/preferencias/empresa', { schema: { response: { 200: ZEmpresa } } }, async () => {
    const row = await findEmpresa(ctx.db);
    if (!row) throw AppError.notFound('Dados da empresa não encontrados.');
    return toEmpresaDto(row, await isNumeracaoEditavel());
  });

  app.put(
    '/preferencias/empresa',
    { preHandler: requireAdmin(ctx), schema: { body: ZEmpresaInput, response: { 200: ZEmpresa } } },
    async (req) => {
      const editavel = await isNumeracaoEditavel();
      const municipio = await resolverMunicipio(ctx.db, req.body);
      const numeracao =
        editavel && req.body.nfe_serie !== undefined && req.body.nfe_proximo_numero !== undefined
          ? { nfeSerie: req.body.nfe_serie, nfeProximoNumero: req.body.nfe_proximo_numero }
          : {};
      const row = await updateEmpresa(ctx.db, { ...toEmpresaWrite(req.body, municipio), ...numeracao });
      const caller = callerOf(req);
      await insertAuditEntry(ctx.db, {
        acao: 'EMPRESA_ALTERADA',
        idUsuario: caller.userId,
        entidade: 'empresa',
        idEntidade: '1',
        ip: caller.ip,
      });
      return toEmpresaDto(row, editavel);
    },
  );
};
