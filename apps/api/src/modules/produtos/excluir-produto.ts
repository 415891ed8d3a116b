import type { AppContext, Caller } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditarAlteracao } from '../auditoria/auditar.ts';
import { toProdutoDto } from './produto-dto.ts';
import { deleteProduto } from './produtos.repository.ts';

/**
 * Products referenced by entries or invoices are protected by foreign keys: the delete answers 409. The audit
 * keeps what the deleted product was.
 */
export async function excluirProduto(ctx: AppContext, id: number, caller: Caller): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const excluido = await deleteProduto(tx, id);
    if (!excluido) throw AppError.notFound('Produto não encontrado.');
    await auditarAlteracao(tx, caller, {
      acao: 'PRODUTO_EXCLUIDO',
      entidade: 'produtos',
      idEntidade: id,
      antes: toProdutoDto(excluido),
      depois: null,
    });
  });
}
