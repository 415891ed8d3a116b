import type { THistoricoMaterial } from '@erp/contracts/material-terceiros';
import { hojeEmBrasilia } from '@erp/fiscal/data-hora';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { movimentosDoItem, paginaMaterialTerceiros } from './material-terceiros.repository.ts';

/**
 * An entry item's line of the report (its deadline today) and every movement of its balance with the document
 * that made it: what the clerk checks before answering the client or the tax authority about that material.
 */
export async function historicoDoItem(
  ctx: AppContext,
  idItem: number,
  now = new Date(),
): Promise<THistoricoMaterial> {
  const hoje = hojeEmBrasilia(now);
  const [pagina, movimentos] = await Promise.all([
    paginaMaterialTerceiros(ctx.db, { encerrados: true, id_item: idItem }, hoje, { limit: 1, offset: 0 }),
    movimentosDoItem(ctx.db, idItem),
  ]);
  const [item] = pagina.linhas;
  if (!item) throw AppError.notFound('Item de nota de entrada não encontrado.');
  return { item, movimentos };
}
