import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { PERFIL_ADMINISTRADOR } from '../db/seed/seed-base.ts';
import { AppError } from '../lib/app-error.ts';
import { auditarEvento, autorDaRequisicao } from '../modules/auditoria/auditar.ts';
import { verificacaoDePerfil } from './auth.ts';

/**
 * preHandler for routes only an Administrador may use; every refusal is audited. Cross-cutting, like the token
 * check beside it: any area's routes take it from here, so no area has to import another one to protect itself.
 */
export function requireAdmin(ctx: AppContext) {
  // Listed as a preHandler, it still runs before the body is parsed or validated: see verificacaoDePerfil.
  return verificacaoDePerfil(async (request: FastifyRequest) => {
    if (request.user.perfil === PERFIL_ADMINISTRADOR) return;
    await auditarEvento(ctx.db, autorDaRequisicao(request), {
      acao: 'PERMISSAO_NEGADA',
      detalhes: { rota: `${request.method} ${request.routeOptions.url}` },
    });
    throw AppError.forbidden('Apenas um Administrador pode realizar esta operação.');
  });
}
