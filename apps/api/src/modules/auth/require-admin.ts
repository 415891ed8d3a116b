import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { PERFIL_ADMINISTRADOR } from '../../db/seed/seed-base.ts';
import { AppError } from '../../lib/app-error.ts';
import { insertAuditEntry } from '../auditoria/auditoria.repository.ts';

/** preHandler for routes only an Administrador may use; every refusal is audited. */
export function requireAdmin(ctx: AppContext) {
  return async (request: FastifyRequest) => {
    if (request.user.perfil === PERFIL_ADMINISTRADOR) return;
    await insertAuditEntry(ctx.db, {
      acao: 'PERMISSAO_NEGADA',
      idUsuario: request.user.id,
      email: request.user.email,
      ip: request.ip,
      detalhes: { rota: `${request.method} ${request.routeOptions.url}` },
    });
    throw AppError.forbidden('Apenas um Administrador pode realizar esta operação.');
  };
}
