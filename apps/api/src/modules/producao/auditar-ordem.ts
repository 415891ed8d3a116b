import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findOrdem } from './producao.repository.ts';

/** The order locked until the transaction ends: its start, pointings, closing and cancellation take turns. */
export async function ordemParaAlterar(tx: Database, id: number) {
  const ordem = await findOrdem(tx, id, 'update');
  if (!ordem) throw AppError.notFound('Ordem de industrialização não encontrada.');
  return ordem;
}

export const ordemNaoPermite = (status: string, acao: string) =>
  AppError.conflict(`A ordem está ${status.toLowerCase()} e não pode ${acao}.`);
