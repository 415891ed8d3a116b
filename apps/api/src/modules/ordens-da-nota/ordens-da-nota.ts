import { Decimal } from '@erp/fiscal/decimal';
import type { Caller } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { auditarOrdem } from './auditar-ordem.ts';
import {
  idsDasOrdensDaNota,
  liberarKg,
  lockEntradasDasOrdens,
  reservarNovamente,
  updateEntradaDaOrdem,
  updateStatusDasOrdens,
} from './ordens-da-nota.repository.ts';

/**
 * The return note's life as its ordens de industrialização see it, called inside the NF-e's own transactions
 * (registrar-nfe, concluir-emissao-nfe, concluir-cancelamento-nfe). A note built by hand has no orders: each
 * call is then one query that finds none.
 */

const porItem = (entradas: { idItemEntrada: number; kg: Decimal }[]) => {
  const mapa = new Map<number, Decimal>();
  for (const e of entradas)
    mapa.set(e.idItemEntrada, (mapa.get(e.idItemEntrada) ?? new Decimal(0)).plus(e.kg));
  return [...mapa].sort(([a], [b]) => a - b);
};

/**
 * At emission, before the note takes its kg from the entry items: the orders' reservation is released in the same
 * transaction, so the kg go from reserved to returned at once.
 */
export async function liberarReservasNaEmissao(tx: Database, idNota: number) {
  const ordens = await idsDasOrdensDaNota(tx, idNota);
  const entradas = (await lockEntradasDasOrdens(tx, ordens)).filter((e) => new Decimal(e.reservadoKg).gt(0));
  for (const e of entradas) await updateEntradaDaOrdem(tx, e.id, { reservadoKg: '0' });
  for (const [idItem, kg] of porItem(
    entradas.map((e) => ({ idItemEntrada: e.idItemEntrada, kg: new Decimal(e.reservadoKg) })),
  )) {
    await liberarKg(tx, idItem, kg.toFixed());
  }
}

/**
 * After the note gave its kg back (rejected, denied or cancelled): the orders hold again what the note was to
 * return (their kg in minus what the closing left in the balance), never past the item's balance.
 */
export async function restaurarReservasDaNota(tx: Database, idNota: number) {
  const ordens = await idsDasOrdensDaNota(tx, idNota);
  const entradas = (await lockEntradasDasOrdens(tx, ordens)).map((e) => ({
    ...e,
    devolver: new Decimal(e.quantidadeKg).minus(e.retidoKg ?? 0),
  }));
  const aRestaurar = entradas.filter((e) => new Decimal(e.reservadoKg).lt(e.devolver));
  for (const e of aRestaurar) await updateEntradaDaOrdem(tx, e.id, { reservadoKg: e.devolver.toFixed() });
  for (const [idItem, kg] of porItem(
    aRestaurar.map((e) => ({ idItemEntrada: e.idItemEntrada, kg: e.devolver.minus(e.reservadoKg) })),
  )) {
    await reservarNovamente(tx, idItem, kg.toFixed());
  }
  return ordens;
}

/** The note was authorised: its orders are invoiced. */
export async function faturarOrdensDaNota(tx: Database, idNota: number, caller: Caller | null) {
  const ordens = await idsDasOrdensDaNota(tx, idNota);
  await updateStatusDasOrdens(tx, ordens, { status: 'Faturada', faturadaEm: new Date() });
  for (const id of ordens) await auditarOrdem(tx, id, 'ORDEM_FATURADA', caller, { id_nota_fiscal: idNota });
}

/**
 * The note was cancelled, or it was a test note reversed on going into produção (`motivo`): its kg are back in the
 * balances, reserved again, and its orders can be invoiced again. Answers the orders reopened.
 */
export async function reabrirOrdensDaNota(
  tx: Database,
  idNota: number,
  caller: Caller | null,
  motivo?: 'estorno_documento_de_teste',
) {
  const ordens = await restaurarReservasDaNota(tx, idNota);
  await updateStatusDasOrdens(tx, ordens, { status: 'Concluída', faturadaEm: null });
  for (const id of ordens) {
    await auditarOrdem(tx, id, 'ORDEM_FATURAMENTO_CANCELADO', caller, {
      id_nota_fiscal: idNota,
      ...(motivo ? { motivo } : {}),
    });
  }
  return ordens;
}
