import type { TLancamento, TLancamentosQuery, TTipoLancamento } from '@erp/contracts/financeiro';
import type { TPaginated } from '@erp/contracts/pagination';
import type { AppContext } from '../../app-context.ts';
import { paginateCounted } from '../../lib/pagination.ts';
import { toLancamentoDto } from './lancamento-dto.ts';
import { countLancamentos, listLancamentos } from './lancamentos.repository.ts';

/** Contas a receber (RECEITA) or a pagar (DESPESA), by due date. */
export async function listarLancamentos(
  ctx: AppContext,
  tipo: TTipoLancamento,
  query: TLancamentosQuery,
): Promise<TPaginated<TLancamento>> {
  const filtro = { ...query, tipo };
  const page = await paginateCounted(
    query,
    (window) => listLancamentos(ctx.db, filtro, window),
    () => countLancamentos(ctx.db, filtro),
  );
  return { ...page, data: page.data.map(toLancamentoDto) };
}
