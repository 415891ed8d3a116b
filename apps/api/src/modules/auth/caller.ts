import type { FastifyRequest } from 'fastify';
import type { Caller } from '../../app-context.ts';

export function callerOf(request: FastifyRequest): Caller {
  return { userId: request.user.id, perfil: request.user.perfil, ip: request.ip };
}
