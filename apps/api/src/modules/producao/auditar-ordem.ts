import type { Caller } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { insertAuditEntry } from '../auditoria/auditoria.repository.ts';
import { findOrdem } from './producao.repository.ts';

/** One audit row of an order's life, in the transaction of the change (`caller` null for the emission's job). */
export function auditarOrdem(
  tx: Database,
  idOrdem: number,
  acao: string,
  caller: Caller | null,
  detalhes: Record<string, unknown> = {},
) {
  return insertAuditEntry(tx, {
    acao,
    idUsuario: caller?.userId ?? null,
    entidade: 'ordens_industrializacao',
    idEntidade: String(idOrdem),
    ip: caller?.ip ?? null,
    detalhes,
  });
}

/** The order locked until the transaction ends: its start, pointings, closing and cancellation take turns. */
export async function ordemParaAlterar(tx: Database, id: number) {
  const ordem = await findOrdem(tx, id, 'update');
  if (!ordem) throw AppError.notFound('Ordem de industrialização não encontrada.');
  return ordem;
}

export const ordemNaoPermite = (status: string, acao: string) =>
  AppError.conflict(`A ordem está ${status.toLowerCase()} e não pode ${acao}.`);
