import type { TSaldosAVencer, ZSaldosAVencerQuery } from '@erp/contracts/nfe-rascunho';
import { hojeEmBrasilia } from '@erp/fiscal/data-hora';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { paginaMaterialTerceiros } from '../material-terceiros/material-terceiros.repository.ts';

/**
 * GET /nfe/rascunho/saldos-a-vencer: what the draft screen warns about when a return leaves material behind. The
 * client's open entry items are read exactly as Relatórios > Material de Terceiros reads them (the same statement,
 * deadlines per client UF, days to today in Brasília), and those overdue or due within 30 days that none of the
 * draft's lines takes kg from are answered, oldest remessa first.
 */
export async function saldosAVencerDoRascunho(
  ctx: AppContext,
  query: z.output<typeof ZSaldosAVencerQuery>,
  now = new Date(),
): Promise<TSaldosAVencer> {
  const { linhas } = await paginaMaterialTerceiros(
    ctx.db,
    { id_cliente: query.id_cliente, encerrados: false },
    hojeEmBrasilia(now),
    null,
  );
  const tocados = new Set(query.itens_entrada);
  return { itens: linhas.filter((l) => l.situacao !== 'no_prazo' && !tocados.has(l.id_item)) };
}
