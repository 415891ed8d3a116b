import type { TUsuario, ZUsuarioCreate } from '@erp/contracts/usuarios';
import type { z } from 'zod';
import type { AppContext, Caller } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import { auditarEvento } from '../auditoria/auditar.ts';
import { findPerfil, findUsuario, insertUsuario } from './usuarios.repository.ts';

export async function criarUsuario(
  ctx: AppContext,
  input: z.output<typeof ZUsuarioCreate>,
  caller: Caller,
): Promise<TUsuario> {
  if (!(await findPerfil(ctx.db, input.id_perfil))) {
    throw AppError.validation('Dados inválidos. Perfil inexistente.', [
      { campo: 'id_perfil', mensagem: 'Perfil inexistente.' },
    ]);
  }
  const id = await insertUsuario(ctx.db, {
    nome: input.nome,
    email: input.email,
    senhaHash: await hashPassword(input.senha),
    idPerfil: input.id_perfil,
    ativo: input.ativo,
  });
  await auditarEvento(ctx.db, caller, {
    acao: 'USUARIO_CRIADO',
    entidade: 'usuarios',
    idEntidade: id,
  });
  const created = await findUsuario(ctx.db, id);
  if (!created) throw AppError.notFound('Utilizador não encontrado.');
  return created;
}
