import type { TUsuario, ZUsuarioUpdate } from '@erp/contracts/usuarios';
import type { z } from 'zod';
import type { AppContext, Caller } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import { auditarEvento } from '../auditoria/auditar.ts';
import { revokeUserSessions } from '../auth/auth.repository.ts';
import { esquecerSessoesDoUsuario } from '../auth/sessoes-lembradas.ts';
import { garantirOutroAdministrador } from './garantir-administrador.ts';
import { findPerfil, findUsuario, lockUsuario, updateUsuario } from './usuarios.repository.ts';

/** A new password or a deactivation ends that user's open sessions. */
export async function atualizarUsuario(
  ctx: AppContext,
  id: number,
  input: z.output<typeof ZUsuarioUpdate>,
  caller: Caller,
): Promise<TUsuario> {
  if (!(await findPerfil(ctx.db, input.id_perfil))) {
    throw AppError.validation('Dados inválidos. Perfil inexistente.', [
      { campo: 'id_perfil', mensagem: 'Perfil inexistente.' },
    ]);
  }
  const senhaHash = input.senha ? await hashPassword(input.senha) : undefined;
  await ctx.db.transaction(async (tx) => {
    const atual = await lockUsuario(tx, id);
    if (!atual) throw AppError.notFound('Utilizador não encontrado.');
    await garantirOutroAdministrador(tx, atual, { idPerfil: input.id_perfil, ativo: input.ativo });
    await updateUsuario(tx, id, {
      nome: input.nome,
      email: input.email,
      idPerfil: input.id_perfil,
      ativo: input.ativo,
      ...(senhaHash ? { senhaHash } : {}),
    });
    if (senhaHash || (atual.ativo && !input.ativo)) await revokeUserSessions(tx, id);
    await auditarEvento(tx, caller, {
      acao: 'USUARIO_ALTERADO',
      entidade: 'usuarios',
      idEntidade: id,
      detalhes: { senhaAlterada: Boolean(senhaHash), ativo: input.ativo, idPerfil: input.id_perfil },
    });
  });
  // Name, e-mail, profile and the sessions themselves: what a remembered session says is now out of date.
  esquecerSessoesDoUsuario(ctx.db, id);
  const updated = await findUsuario(ctx.db, id);
  if (!updated) throw AppError.notFound('Utilizador não encontrado.');
  return updated;
}
