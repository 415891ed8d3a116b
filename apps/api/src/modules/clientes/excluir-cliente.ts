import type { AppContext, Caller } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditarAlteracao } from '../auditoria/auditar.ts';
import { toClienteDto } from './cliente-dto.ts';
import { deleteCliente } from './clientes.repository.ts';

/**
 * A client referenced by entries, invoices or lançamentos is protected by foreign keys (409). The audit keeps
 * what the deleted client was.
 */
export async function excluirCliente(ctx: AppContext, id: number, caller: Caller): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const excluido = await deleteCliente(tx, id);
    if (!excluido) throw AppError.notFound('Cliente não encontrado.');
    await auditarAlteracao(tx, caller, {
      acao: 'CLIENTE_EXCLUIDO',
      entidade: 'clientes',
      idEntidade: id,
      antes: toClienteDto(excluido),
      depois: null,
    });
  });
}
