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

/** The machine operator's profile: the API answers it only the orders and their pointings (403 elsewhere). */
export const PERFIL_CHAO_DE_FABRICA = 'Chão de fábrica';

/** Where the 'Chão de fábrica' profile lands after sign-in, and the only screen it is shown. */
export const TELA_DO_CHAO = '/producao/chao';

export function isChaoDeFabrica(user: Pick<TSessionUser, 'perfil'> | null | undefined): boolean {
  return user?.perfil === PERFIL_CHAO_DE_FABRICA;
}
