import type { Database } from '../../db/client.ts';
import { PERFIL_ADMINISTRADOR } from '../../db/seed/seed-base.ts';
import { AppError } from '../../lib/app-error.ts';
import { findPerfilPorNome, lockOtherActiveAdmins } from './usuarios.repository.ts';

/**
 * Refuses a change that would leave no active Administrador: deactivating, demoting or deleting the last
 * one would lock everybody out of user management for good.
 */
export async function garantirOutroAdministrador(
  tx: Database,
  usuario: { id: number; idPerfil: number; ativo: boolean },
  depois: { idPerfil: number; ativo: boolean } | 'excluido',
) {
  const admin = await findPerfilPorNome(tx, PERFIL_ADMINISTRADOR);
  if (!admin || usuario.idPerfil !== admin.id || !usuario.ativo) return;
  const continuaAdmin = depois !== 'excluido' && depois.idPerfil === admin.id && depois.ativo;
  if (continuaAdmin) return;
  const outros = await lockOtherActiveAdmins(tx, admin.id, usuario.id);
  if (outros.length === 0) {
    throw AppError.conflict(
      'Este é o último Administrador ativo: não pode ser desativado, rebaixado nem excluído. Cadastre ou ative outro Administrador antes.',
    );
  }
}
