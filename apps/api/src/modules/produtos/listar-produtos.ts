import type { TListQuery, TPaginated } from '@erp/contracts/pagination';
import type { TProduto } from '@erp/contracts/produtos';
import type { AppContext } from '../../app-context.ts';
import { paginateCounted } from '../../lib/pagination.ts';
import { countProdutos, listProdutos } from './produtos.repository.ts';

export async function listarProdutos(ctx: AppContext, query: TListQuery): Promise<TPaginated<TProduto>> {
  return paginateCounted(
    query,
    (window) => listProdutos(ctx.db, query.search, window),
    () => countProdutos(ctx.db, query.search),
  );
}
