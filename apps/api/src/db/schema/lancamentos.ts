import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgEnum, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { clientes, fornecedores } from './cadastros.ts';
import { createdAt, money, updatedAt } from './columns.ts';
import { categoriasFinanceiras, tipoLancamento } from './financeiro.ts';
import { usuarios } from './usuarios.ts';

/** Cancelado: the receivable of a cancelled NF-e/NFS-e, kept for the record and out of every total. */
export const statusLancamento = pgEnum('status_lancamento', ['Pendente', 'Pago', 'Cancelado']);
/**
 * Where an entry came from: typed by a user, created by an authorised NF-e / NFS-e, or a payable of a supplier's
 * incoming note (its cobr/dup, or its pag).
 */
export const origemLancamento = pgEnum('origem_lancamento', ['MANUAL', 'NFE', 'NFSE', 'NFE_ENTRADA']);

export const lancamentos = pgTable(
  'lancamentos',
  {
    id: serial('id').primaryKey(),
    descricao: text('descricao').notNull(),
    tipo: tipoLancamento('tipo').notNull(),
    valorOriginal: money('valor_original').notNull(),
    dataVencimento: date('data_vencimento').notNull(),
    status: statusLancamento('status').notNull().default('Pendente'),
    idCategoria: integer('id_categoria')
      .notNull()
      .references(() => categoriasFinanceiras.id),
    idFornecedor: integer('id_fornecedor').references(() => fornecedores.id),
    idCliente: integer('id_cliente').references(() => clientes.id),
    valorPagoRecebido: money('valor_pago_recebido'),
    dataPagamentoRecebimento: date('data_pagamento_recebimento'),
    valorDesconto: money('valor_desconto').notNull().default('0'),
    valorJurosMulta: money('valor_juros_multa').notNull().default('0'),
    origem: origemLancamento('origem').notNull().default('MANUAL'),
    /** Id of the NF-e or NFS-e that created it, or of the supplier's note (nfe_entradas) for NFE_ENTRADA. */
    idDocumento: integer('id_documento'),
    observacao: text('observacao'),
    idUsuario: integer('id_usuario').references(() => usuarios.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('lancamentos_valor_original_check', sql`${t.valorOriginal} >= 0`),
    // A payment date exactly on Pago entries: the cash flow counts its movements on the payment index alone.
    check(
      'lancamentos_baixa_check',
      sql`(${t.status} = 'Pago') = (${t.dataPagamentoRecebimento} is not null) and (${t.status} = 'Pago') = (${t.valorPagoRecebido} is not null)`,
    ),
    // The lists by due date, whole or by status: the page is read in index order, never sorted.
    index('lancamentos_tipo_vencimento_idx').on(t.tipo, t.dataVencimento, t.id),
    index('lancamentos_tipo_status_vencimento_idx').on(t.tipo, t.status, t.dataVencimento, t.id),
    // The cash flow's movements in payment order.
    index('lancamentos_pagamento_idx').on(t.dataPagamentoRecebimento, t.id),
    index('lancamentos_documento_idx').on(t.origem, t.idDocumento),
    // Deleting a client or a supplier checks its foreign key here: an index lookup, not a read of every entry.
    index('lancamentos_cliente_idx').on(t.idCliente).where(sql`${t.idCliente} is not null`),
    index('lancamentos_fornecedor_idx').on(t.idFornecedor).where(sql`${t.idFornecedor} is not null`),
  ],
);
