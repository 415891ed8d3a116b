import type { TContaBancaria } from '@erp/contracts/contas-bancarias';
import type { TListQuery, TPaginated } from '@erp/contracts/pagination';
import type { AppContext } from '../../app-context.ts';
import { paginate } from '../../lib/pagination.ts';
import { toContaBancariaDto } from './conta-bancaria-dto.ts';
import { countContasBancarias, listContasBancarias } from './contas-bancarias.repository.ts';

export async function listarContasBancarias(
  ctx: AppContext,
  query: TListQuery,
): Promise<TPaginated<TContaBancaria>> {
  const page = await paginate(
    query,
    () => countContasBancarias(ctx.db, query.search),
    (w) => listContasBancarias(ctx.db, query.search, w),
  );
  return { ...page, data: page.data.map(toContaBancariaDto) };
}
