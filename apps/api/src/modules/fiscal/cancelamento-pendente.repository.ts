import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import type { LeaseDeEnvio } from './lease-de-envio.repository.ts';

/** A document table with a pending cancellation (db/schema/cancelamento-pendente.ts) and a sending lease. */
type TabelaComCancelamento = PgTable & {
  id: PgColumn;
  status: PgColumn;
  cancelamentoXml: PgColumn;
  cancelamentoJustificativa: PgColumn;
  cancelamentoIdUsuario: PgColumn;
  cancelamentoPedidoEm: PgColumn;
  cancelamentoRecusa: PgColumn;
};

/** The cancellation asked: the signed event, its justification, who asked, and the document's own columns. */
export type PedidoDeCancelamento<C extends string = never> = {
  xml: string;
  justificativa: string;
  idUsuario: number;
} & { [K in C]: string };

type SemCancelamento = {
  cancelamentoXml: null;
  cancelamentoJustificativa: null;
  cancelamentoIdUsuario: null;
  cancelamentoPedidoEm: null;
};

/**
 * The pending cancellation of a document table (notas_fiscais, notas_servico): the signed event is stored before
 * it is sent and resent as it is until SEFAZ or the Sefin answers, while the document is still Autorizada here.
 * `colunas` are the table's own columns of the request (the NFS-e's reason code), set and cleared with the rest.
 * The retry job takes the pending ones through the table's sending lease, whatever their age.
 */
export function cancelamentoPendente<
  T extends TabelaComCancelamento,
  C extends Extract<keyof T['$inferInsert'], string> = never,
>(tabela: T, lease: LeaseDeEnvio, colunas: readonly C[] = []) {
  /** No cancellation pending any more: registered (with the new status) or refused (with the reason). */
  const sem = {
    cancelamentoXml: null,
    cancelamentoJustificativa: null,
    cancelamentoIdUsuario: null,
    cancelamentoPedidoEm: null,
    ...Object.fromEntries(colunas.map((c) => [c, null])),
  } as SemCancelamento & { [K in C]: null };

  return {
    sem,

    /** Cancellations asked and not answered, not in anybody's hands: the retry job settles them. */
    pendentes: (db: Database) =>
      lease.pendentes(db, isNotNull(tabela.cancelamentoPedidoEm), tabela.cancelamentoPedidoEm),

    /**
     * Records the cancellation asked, before it is sent: only on an authorised document without one pending (false
     * otherwise: someone else asked first, or it is no longer authorised).
     */
    registrar: async (db: Database, id: number, pedido: PedidoDeCancelamento<C>) => {
      const rows = await db
        .update(tabela)
        .set({
          ...Object.fromEntries(colunas.map((c) => [c, pedido[c]])),
          cancelamentoXml: pedido.xml,
          cancelamentoJustificativa: pedido.justificativa,
          cancelamentoIdUsuario: pedido.idUsuario,
          cancelamentoPedidoEm: sql`now()`,
          cancelamentoRecusa: null,
          updatedAt: sql`now()`,
        } as PgUpdateSetSource<T>)
        .where(and(eq(tabela.id, id), eq(tabela.status, 'Autorizada'), isNull(tabela.cancelamentoPedidoEm)))
        .returning({ id: tabela.id });
      return rows.length === 1;
    },
  };
}
