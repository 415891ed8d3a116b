import type { AppContext, Caller } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditarEvento } from '../auditoria/auditar.ts';
import { esquecerSessoesDoUsuario } from '../auth/sessoes-lembradas.ts';
import { garantirOutroAdministrador } from './garantir-administrador.ts';
import { deleteUsuario, lockUsuario } from './usuarios.repository.ts';

export async function excluirUsuario(ctx: AppContext, id: number, caller: Caller): Promise<void> {
  if (id === caller.userId) throw AppError.conflict('Você não pode excluir o seu próprio utilizador.');
  await ctx.db.transaction(async (tx) => {
    const atual = await lockUsuario(tx, id);
    if (!atual) throw AppError.notFound('Utilizador não encontrado.');
    await garantirOutroAdministrador(tx, atual, 'excluido');
    await deleteUsuario(tx, id);
    await auditarEvento(tx, caller, {
      acao: 'USUARIO_EXCLUIDO',
      entidade: 'usuarios',
      idEntidade: id,
      detalhes: { email: atual.email },
    });
  });
  esquecerSessoesDoUsuario(ctx.db, id);
}
