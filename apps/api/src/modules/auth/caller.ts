import type { FastifyRequest } from 'fastify';
import type { Caller } from '../../app-context.ts';

/** Who acts: throws 401 when the request was not authenticated (see `request.user` in plugins/auth.ts). */
export function callerOf(request: FastifyRequest): Caller {
  return { userId: request.user.id, perfil: request.user.perfil, ip: request.ip };
}
