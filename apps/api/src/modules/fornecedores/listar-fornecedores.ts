import type { TFornecedor } from '@erp/contracts/fornecedores';
import type { TListQuery, TPaginated } from '@erp/contracts/pagination';
import type { AppContext } from '../../app-context.ts';
import { paginate } from '../../lib/pagination.ts';
import { toFornecedorDto } from './fornecedor-dto.ts';
import { countFornecedores, listFornecedores } from './fornecedores.repository.ts';

export async function listarFornecedores(
  ctx: AppContext,
  query: TListQuery,
): Promise<TPaginated<TFornecedor>> {
  const page = await paginate(
    query,
    () => countFornecedores(ctx.db, query.search),
    (w) => listFornecedores(ctx.db, query.search, w),
  );
  return { ...page, data: page.data.map(toFornecedorDto) };
}
