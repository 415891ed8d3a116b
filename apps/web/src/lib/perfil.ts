import type { TSessionUser } from '@erp/contracts/auth';

/** The profile name the server checks for the operations reserved to administrators (as stored). */
export const PERFIL_ADMINISTRADOR = 'Administrador';

/**
 * Whether the signed-in user is an Administrador: the screens hide what only an administrator may do. The
 * server refuses it anyway (403, audited); this only spares the Operador a button that cannot work.
 */
export function isAdministrador(user: Pick<TSessionUser, 'perfil'> | null | undefined): boolean {
  return user?.perfil === PERFIL_ADMINISTRADOR;
}
