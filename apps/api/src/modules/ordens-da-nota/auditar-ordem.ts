import type { Caller } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { auditarEvento } from '../auditoria/auditar.ts';

/** One audit row of an order's life, in the transaction of the change (`caller` null for the emission's job). */
export function auditarOrdem(
  tx: Database,
  idOrdem: number,
  acao: string,
  caller: Caller | null,
  detalhes: Record<string, unknown> = {},
) {
  return auditarEvento(tx, caller, {
    acao,
    entidade: 'ordens_industrializacao',
    idEntidade: idOrdem,
    detalhes,
  });
}
