import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { PERFIL_CHAO_DE_FABRICA } from '../../db/seed/seed-base.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditarEvento, autorDaRequisicao } from '../auditoria/auditar.ts';

/**
 * The 'Chão de fábrica' profile (the machine operator's phone) may only use the routes that say so in their config
 * (`chaoDeFabrica`: the orders' list and detail, their start and pointings, logout and me); anything else is
 * refused 403 and audited, like an Operador's attempt at an administrator's route. Hooked on the /api scope,
 * after authentication, and decided on the route that matched.
 */
export function restringirChaoDeFabrica(ctx: AppContext) {
  return async (request: FastifyRequest) => {
    const config = request.routeOptions.config;
    if (config?.isPublic || config?.chaoDeFabrica) return;
    if (request.user.perfil !== PERFIL_CHAO_DE_FABRICA) return;
    await auditarEvento(ctx.db, autorDaRequisicao(request), {
      acao: 'PERMISSAO_NEGADA',
      detalhes: { rota: `${request.method} ${request.routeOptions.url}` },
    });
    throw AppError.forbidden(
      'O perfil Chão de fábrica só acessa as ordens de industrialização e seus apontamentos.',
    );
  };
}
