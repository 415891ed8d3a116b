import type { AppContext, Caller } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditarAlteracao } from '../auditoria/auditar.ts';
import { toFornecedorDto } from './fornecedor-dto.ts';
import { deleteFornecedor } from './fornecedores.repository.ts';

/** A supplier with lançamentos is protected by their foreign key (409). The audit keeps what it was. */
export async function excluirFornecedor(ctx: AppContext, id: number, caller: Caller): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const excluido = await deleteFornecedor(tx, id);
    if (!excluido) throw AppError.notFound('Fornecedor não encontrado.');
    await auditarAlteracao(tx, caller, {
      acao: 'FORNECEDOR_EXCLUIDO',
      entidade: 'fornecedores',
      idEntidade: id,
      antes: toFornecedorDto(excluido),
      depois: null,
    });
  });
}
