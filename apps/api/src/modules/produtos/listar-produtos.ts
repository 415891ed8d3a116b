import type { TListQuery, TPaginated } from '@erp/contracts/pagination';
import type { TProduto } from '@erp/contracts/produtos';
import type { AppContext } from '../../app-context.ts';
import { paginate, paginateCounted } from '../../lib/pagination.ts';
import { toProdutoDto } from './produto-dto.ts';
import { countProdutos, listProdutos, listProdutosPagina } from './produtos.repository.ts';

export async function listarProdutos(ctx: AppContext, query: TListQuery): Promise<TPaginated<TProduto>> {
  const page = query.search
    ? await paginateCounted(
        query,
        (window) => listProdutos(ctx.db, query.search, window),
        () => countProdutos(ctx.db, query.search),
      )
    : await paginate(
        query,
        () => countProdutos(ctx.db),
        (window) => listProdutosPagina(ctx.db, window),
      );
  return { ...page, data: page.data.map(toProdutoDto) };
}
