import type { TListQueryOrAll, TPaginated } from '@erp/contracts/pagination';
import type { TServico } from '@erp/contracts/servicos';
import type { AppContext } from '../../app-context.ts';
import { paginate } from '../../lib/pagination.ts';
import { toServicoDto } from './servico-dto.ts';
import { countServicos, listServicos } from './servicos.repository.ts';

/** SPEC §7: with no query the dropdowns read a plain list; with page/search/limit the screen reads a page. */
export async function listarServicos(
  ctx: AppContext,
  query: TListQueryOrAll,
): Promise<TServico[] | TPaginated<TServico>> {
  if (!query.page && !query.limit && query.search === undefined) {
    return (await listServicos(ctx.db, undefined)).map(toServicoDto);
  }
  const page = await paginate(
    { page: query.page ?? 1, limit: query.limit ?? 10 },
    () => countServicos(ctx.db, query.search),
    (w) => listServicos(ctx.db, query.search, w),
  );
  return { ...page, data: page.data.map(toServicoDto) };
}
