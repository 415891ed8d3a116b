import { type SQL, sql } from 'drizzle-orm';
import { check, index, integer, type PgColumn, text, timestamp } from 'drizzle-orm/pg-core';
import { usuarios } from './usuarios.ts';

/**
 * A cancellation asked and not yet answered (NF-e 110111, NFS-e e101101): the signed event, stored before it is
 * sent and resent as it is, with its justification and who asked when. Set only while the document is still
 * Autorizada here; the retry job settles it whatever the document's age (modules/fiscal/cancelamento-pendente).
 */
export const colunasDoCancelamentoPendente = () => ({
  cancelamentoXml: text('cancelamento_xml'),
  cancelamentoJustificativa: text('cancelamento_justificativa'),
  cancelamentoIdUsuario: integer('cancelamento_id_usuario').references(() => usuarios.id, {
    onDelete: 'set null',
  }),
  cancelamentoPedidoEm: timestamp('cancelamento_pedido_em', { withTimezone: true }),
  /** The authority's refusal of the last cancellation asked (code - reason), shown until another one is asked. */
  cancelamentoRecusa: text('cancelamento_recusa'),
});

/**
 * What the retry job reads every period (the few documents waiting for a cancellation, on a partial index), and
 * the rule that only an authorised document with its signed event can be waiting.
 */
export const restricoesDoCancelamentoPendente = (
  tabela: string,
  t: { status: PgColumn; cancelamentoXml: PgColumn; cancelamentoPedidoEm: PgColumn },
) => [
  index(`${tabela}_cancelamento_pendente_idx`)
    .on(t.cancelamentoPedidoEm)
    .where(sql`${t.cancelamentoPedidoEm} is not null`),
  check(
    `${tabela}_cancelamento_pendente_check`,
    sql`${t.cancelamentoPedidoEm} is null or (${t.status} = 'Autorizada' and ${t.cancelamentoXml} is not null)` as SQL,
  ),
];
