import { DESTINOS_SUCATA, STATUS_ORDEM, TIPOS_APONTAMENTO } from '@erp/contracts/producao';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { clientes, produtos, servicos } from './cadastros.ts';
import { createdAt, kg, updatedAt } from './columns.ts';
import { nfeEntradaItens } from './entradas.ts';
import { notasFiscais } from './notas-fiscais.ts';
import { usuarios } from './usuarios.ts';

export const statusOrdem = pgEnum('status_ordem_industrializacao', STATUS_ORDEM);
export const tipoApontamento = pgEnum('tipo_apontamento', TIPOS_APONTAMENTO);
export const destinoSucata = pgEnum('destino_sucata', DESTINOS_SUCATA);

const usuario = (nome: string) => integer(nome).references(() => usuarios.id, { onDelete: 'set null' });

/**
 * Ordem de industrialização: the client's kg reserved from its entry items, what the floor made of them, and the
 * return note that gives them back. Its number is its id.
 */
export const ordensIndustrializacao = pgTable(
  'ordens_industrializacao',
  {
    id: serial('id').primaryKey(),
    idCliente: integer('id_cliente')
      .notNull()
      .references(() => clientes.id),
    /** The client's purchase order (I60 xPed of the return's 5124 lines). */
    xped: text('xped'),
    /** The 5124 service of outputs pointed without their own. */
    idServico: integer('id_servico').references(() => servicos.id),
    status: statusOrdem('status').notNull().default('Aberta'),
    idUsuario: usuario('id_usuario'),
    iniciadaEm: timestamp('iniciada_em', { withTimezone: true }),
    idUsuarioInicio: usuario('id_usuario_inicio'),
    concluidaEm: timestamp('concluida_em', { withTimezone: true }),
    idUsuarioConclusao: usuario('id_usuario_conclusao'),
    /** An administrator's approval of a loss above the client's agreed percentage, given at the closing. */
    perdaAprovadaEm: timestamp('perda_aprovada_em', { withTimezone: true }),
    idUsuarioAprovacaoPerda: usuario('id_usuario_aprovacao_perda'),
    canceladaEm: timestamp('cancelada_em', { withTimezone: true }),
    idUsuarioCancelamento: usuario('id_usuario_cancelamento'),
    faturadaEm: timestamp('faturada_em', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('ordens_industrializacao_lista_idx').on(t.createdAt, t.id),
    index('ordens_industrializacao_status_idx').on(t.status, t.createdAt, t.id),
    index('ordens_industrializacao_cliente_idx').on(t.idCliente, t.createdAt, t.id),
    // 'Ordens em aberto' (not yet invoiced), newest first: a few hundred rows of a list of 100 000.
    index('ordens_industrializacao_em_aberto_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} in ('Aberta', 'Em produção', 'Concluída')`),
    // The loss report's edge days and the 'Produção' card's closed orders not yet invoiced.
    index('ordens_industrializacao_concluida_idx').on(t.concluidaEm).where(sql`${t.concluidaEm} is not null`),
    index('ordens_industrializacao_a_faturar_idx').on(t.id).where(sql`${t.status} = 'Concluída'`),
  ],
);

/**
 * The kg an order takes from one entry item. `reservado_kg` is what it still holds of the item's balance (kept
 * equal to its share of nfe_entrada_itens.reservado_kg); the closing splits `quantidade_kg` into what the return
 * note gives back (applied in outputs, sucata returned, not applied) and what stays in the client's balance for a
 * symbolic return (loss, sucata kept or reused).
 */
export const ordensIndustrializacaoEntradas = pgTable(
  'ordens_industrializacao_entradas',
  {
    id: serial('id').primaryKey(),
    idOrdem: integer('id_ordem')
      .notNull()
      .references(() => ordensIndustrializacao.id, { onDelete: 'cascade' }),
    idItemEntrada: integer('id_item_entrada')
      .notNull()
      .references(() => nfeEntradaItens.id),
    idProduto: integer('id_produto')
      .notNull()
      .references(() => produtos.id),
    quantidadeKg: kg('quantidade_kg').notNull(),
    reservadoKg: kg('reservado_kg').notNull(),
    aplicadoKg: kg('aplicado_kg'),
    sucataDevolvidaKg: kg('sucata_devolvida_kg'),
    naoAplicadoKg: kg('nao_aplicado_kg'),
    /** Loss and sucata kept or reused: released at the closing, left in the balance. */
    retidoKg: kg('retido_kg'),
    /** Of `retido_kg`, the loss (the rest is sucata kept or reused): the loss report per input product. */
    perdaKg: kg('perda_kg'),
  },
  (t) => [
    index('ordens_industrializacao_entradas_ordem_idx').on(t.idOrdem),
    index('ordens_industrializacao_entradas_item_idx').on(t.idItemEntrada),
    check(
      'ordens_industrializacao_entradas_kg_check',
      sql`${t.quantidadeKg} > 0 and ${t.reservadoKg} >= 0 and ${t.reservadoKg} <= ${t.quantidadeKg}`,
    ),
  ],
);

/** What the floor pointed, one row per pointing, with who and when. */
export const ordensIndustrializacaoApontamentos = pgTable(
  'ordens_industrializacao_apontamentos',
  {
    id: serial('id').primaryKey(),
    idOrdem: integer('id_ordem')
      .notNull()
      .references(() => ordensIndustrializacao.id, { onDelete: 'cascade' }),
    tipo: tipoApontamento('tipo').notNull(),
    /** The output product of a 'producao' (its code, NCM and unit). */
    idProduto: integer('id_produto').references(() => produtos.id),
    idServico: integer('id_servico').references(() => servicos.id),
    /** In the output product's unit. */
    quantidade: kg('quantidade'),
    quantidadeKg: kg('quantidade_kg').notNull(),
    destino: destinoSucata('destino'),
    /** The client's agreement for sucata kept by the company. */
    documentoAcordo: text('documento_acordo'),
    idUsuario: usuario('id_usuario'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ordens_industrializacao_apontamentos_ordem_idx').on(t.idOrdem, t.id),
    check('ordens_industrializacao_apontamentos_kg_check', sql`${t.quantidadeKg} > 0`),
    check(
      'ordens_industrializacao_apontamentos_producao_check',
      sql`(${t.tipo} = 'producao') = (${t.idProduto} is not null and ${t.quantidade} is not null)`,
    ),
    check(
      'ordens_industrializacao_apontamentos_destino_check',
      sql`(${t.tipo} = 'sucata') = (${t.destino} is not null)
        and (${t.destino} is distinct from 'manter' or ${t.documentoAcordo} is not null)`,
    ),
  ],
);

/** The orders a return note was built from: deleting the draft frees them; a cancelled note keeps the link. */
export const notasFiscaisOrdens = pgTable(
  'notas_fiscais_ordens',
  {
    idNotaFiscal: integer('id_nota_fiscal')
      .notNull()
      .references(() => notasFiscais.id, { onDelete: 'cascade' }),
    idOrdem: integer('id_ordem')
      .notNull()
      .references(() => ordensIndustrializacao.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.idNotaFiscal, t.idOrdem] }),
    index('notas_fiscais_ordens_ordem_idx').on(t.idOrdem),
  ],
);

/** 'Perda normal': the loss a client agreed for a product, in percent of the kg that went in. */
export const perdasNormais = pgTable(
  'perdas_normais',
  {
    idCliente: integer('id_cliente')
      .notNull()
      .references(() => clientes.id, { onDelete: 'cascade' }),
    idProduto: integer('id_produto')
      .notNull()
      .references(() => produtos.id, { onDelete: 'cascade' }),
    perdaNormalPercentual: numeric('perda_normal_percentual', { precision: 7, scale: 4 }).notNull(),
    idUsuario: usuario('id_usuario'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.idCliente, t.idProduto] }),
    check(
      'perdas_normais_percentual_check',
      sql`${t.perdaNormalPercentual} >= 0 and ${t.perdaNormalPercentual} <= 100`,
    ),
  ],
);

/**
 * The loss report's totals per Brasília month of the closing, client and input product, added by each closing
 * (an order closes once and its kg never change after): a period of whole months reads these rows instead of
 * every order closed in it. `ordens` counts each order once per input product; `ordens_acima` those whose loss
 * was above the client's agreement when they closed (an administrator approved it).
 */
export const perdasMensais = pgTable(
  'perdas_mensais',
  {
    mes: date('mes').notNull(),
    idCliente: integer('id_cliente')
      .notNull()
      .references(() => clientes.id),
    idProduto: integer('id_produto')
      .notNull()
      .references(() => produtos.id),
    entradaKg: kg('entrada_kg').notNull(),
    perdaKg: kg('perda_kg').notNull(),
    naoAplicadoKg: kg('nao_aplicado_kg').notNull(),
    ordens: integer('ordens').notNull(),
    ordensAcima: integer('ordens_acima').notNull(),
  },
  (t) => [primaryKey({ columns: [t.mes, t.idCliente, t.idProduto] })],
);

/**
 * Per Brasília month and client, the sum of its perdas_mensais rows and how many there are (`grupos`), kept by a
 * deferred trigger on perdas_mensais (migration 0046): a month's loss report counts, totals and finds its page on
 * these ~200 rows, then reads only the page's clients' rows of perdas_mensais.
 */
export const perdasMensaisClientes = pgTable(
  'perdas_mensais_clientes',
  {
    mes: date('mes').notNull(),
    idCliente: integer('id_cliente')
      .notNull()
      .references(() => clientes.id),
    /** The client's name, copied when the row is made and again on a rename (migration 0065): the report's order. */
    nomeRazaoSocial: text('nome_razao_social').notNull(),
    grupos: integer('grupos').notNull(),
    entradaKg: kg('entrada_kg').notNull(),
    perdaKg: kg('perda_kg').notNull(),
    naoAplicadoKg: kg('nao_aplicado_kg').notNull(),
    ordens: integer('ordens').notNull(),
    ordensAcima: integer('ordens_acima').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.mes, t.idCliente] }),
    index('perdas_mensais_clientes_nome_idx').on(t.mes, t.nomeRazaoSocial, t.idCliente),
  ],
);
