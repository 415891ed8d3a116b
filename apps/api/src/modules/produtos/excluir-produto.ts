import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { deleteProduto } from './produtos.repository.ts';

/** Products referenced by entries or invoices are protected by foreign keys: the delete answers 409. */
export async function excluirProduto(ctx: AppContext, id: number): Promise<void> {
  if (!(await deleteProduto(ctx.db, id))) throw AppError.notFound('Produto não encontrado.');
}
