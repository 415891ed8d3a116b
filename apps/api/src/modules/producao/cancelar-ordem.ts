import { Decimal } from '@erp/fiscal/decimal';
import type { AppContext, Caller } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditarOrdem } from '../ordens-da-nota/auditar-ordem.ts';
import {
  liberarKg,
  lockEntradasDasOrdens,
  updateEntradaDaOrdem,
} from '../ordens-da-nota/ordens-da-nota.repository.ts';
import { ordemParaAlterar } from './auditar-ordem.ts';
import { countApontamentos, updateOrdem } from './producao.repository.ts';

/**
 * DELETE /producao/ordens/{id}: cancels an order nothing was pointed on yet (Aberta, or Em produção before its
 * first pointing) and frees its reservation. Once material was pointed it went into the machine: the order is
 * closed instead.
 */
export async function cancelarOrdem(ctx: AppContext, id: number, caller: Caller) {
  await ctx.db.transaction(async (tx) => {
    const ordem = await ordemParaAlterar(tx, id);
    if (ordem.status !== 'Aberta' && ordem.status !== 'Em produção') {
      throw AppError.conflict(`A ordem está ${ordem.status.toLowerCase()} e não pode ser cancelada.`);
    }
    if ((await countApontamentos(tx, id)) > 0) {
      throw AppError.conflict(
        'A ordem já tem apontamentos e não pode ser cancelada; conclua-a com o que foi apontado.',
      );
    }
    const entradas = await lockEntradasDasOrdens(tx, [id]);
    const porItem = new Map<number, Decimal>();
    for (const e of entradas) {
      porItem.set(e.idItemEntrada, (porItem.get(e.idItemEntrada) ?? new Decimal(0)).plus(e.reservadoKg));
      await updateEntradaDaOrdem(tx, e.id, { reservadoKg: '0' });
    }
    for (const [idItem, kg] of [...porItem].sort(([a], [b]) => a - b))
      await liberarKg(tx, idItem, kg.toFixed());
    await updateOrdem(tx, id, {
      status: 'Cancelada',
      canceladaEm: new Date(),
      idUsuarioCancelamento: caller.userId,
    });
    await auditarOrdem(tx, id, 'ORDEM_CANCELADA', caller, {
      liberado: [...porItem].map(([idItem, kg]) => ({
        id_item_entrada: idItem,
        quantidade_kg: kg.toFixed(),
      })),
    });
  });
  return { message: 'Ordem cancelada; o material reservado voltou ao saldo do cliente.' };
}
