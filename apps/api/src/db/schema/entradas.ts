import { STATUS_MANIFESTACAO } from '@erp/contracts/entradas';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clientes, fornecedores, produtos } from './cadastros.ts';
import { createdAt, kg, money, unitPrice, updatedAt } from './columns.ts';
import { destinoEstoque } from './estoque.ts';
import { usuarios } from './usuarios.ts';

export const statusManifestacao = pgEnum('status_manifestacao', STATUS_MANIFESTACAO);
export const situacaoAssinatura = pgEnum('situacao_assinatura', ['valida', 'invalida', 'ausente']);

/**
 * Incoming NF-e, kept verbatim: a client's remessa para industrialização (CFOP 5901/6901: id_cliente), a
 * supplier's sale to the company (5101, 5102...: id_fornecedor), or both, split by item (nfe_entrada_itens.destino).
 */
export const nfeEntradas = pgTable(
  'nfe_entradas',
  {
    id: serial('id').primaryKey(),
    chaveAcesso: text('chave_acesso').notNull(),
    numeroNf: integer('numero_nf').notNull(),
    serie: integer('serie').notNull(),
    dataEmissao: timestamp('data_emissao', { withTimezone: true }).notNull(),
    /**
     * The remessa's emission as a Brasília date, which the deadline of the client's material counts from: set by the
     * trigger of migration 0036 from data_emissao on every insert and change (the default only satisfies the
     * insert types), so Material de Terceiros reads a date instead of converting the time zone on every item.
     */
    dataRemessa: date('data_remessa').notNull().default(sql`CURRENT_DATE`),
    naturezaOperacao: text('natureza_operacao').notNull(),
    /** The client whose material the note brings; null when no item is the client's (a supplier's note). */
    idCliente: integer('id_cliente').references(() => clientes.id),
    /** The supplier the note's purchase items came from; null when no item is a purchase. */
    idFornecedor: integer('id_fornecedor').references(() => fornecedores.id),
    emitenteCpfCnpj: text('emitente_cpf_cnpj').notNull(),
    valorTotal: money('valor_total').notNull(),
    /** The file exactly as received: it is the legal document. */
    xmlOriginal: text('xml_original').notNull(),
    situacaoAssinatura: situacaoAssinatura('situacao_assinatura').notNull(),
    /** nProt of the issuer's authorisation when the file is an nfeProc; null means no protocol. */
    protocoloAutorizacao: text('protocolo_autorizacao'),
    statusManifestacao: statusManifestacao('status_manifestacao').notNull().default('Pendente'),
    /** procEventoNFe of the confirmation (210200) as the Ambiente Nacional registered it. */
    manifestacaoXml: text('manifestacao_xml'),
    manifestadaEm: timestamp('manifestada_em', { withTimezone: true }),
    idUsuario: integer('id_usuario').references(() => usuarios.id, { onDelete: 'set null' }),
    /**
     * An uploaded note whose signature is invalid or absent (issue 26) waits for an Administrador: its items hold
     * no balance, it moved no stock and raised no payable until the confirmation (confirmar-assinatura-da-entrada.ts).
     */
    assinaturaPendente: boolean('assinatura_pendente').notNull().default(false),
    assinaturaConfirmadaEm: timestamp('assinatura_confirmada_em', { withTimezone: true }),
    idUsuarioConfirmacaoAssinatura: integer('id_usuario_confirmacao_assinatura').references(
      () => usuarios.id,
      {
        onDelete: 'set null',
      },
    ),
    /** The reason the Administrador typed when accepting the note without a valid signature. */
    motivoConfirmacaoAssinatura: text('motivo_confirmacao_assinatura'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('nfe_entradas_chave_acesso_key').on(t.chaveAcesso),
    index('nfe_entradas_cliente_idx').on(t.idCliente, t.dataEmissao),
    index('nfe_entradas_fornecedor_idx').on(t.idFornecedor).where(sql`${t.idFornecedor} is not null`),
    check('nfe_entradas_emitente_check', sql`${t.idCliente} is not null or ${t.idFornecedor} is not null`),
    index('nfe_entradas_created_at_idx').on(t.createdAt),
  ],
);

export const nfeEntradaItens = pgTable(
  'nfe_entrada_itens',
  {
    id: serial('id').primaryKey(),
    idNfeEntrada: integer('id_nfe_entrada')
      .notNull()
      .references(() => nfeEntradas.id, { onDelete: 'cascade' }),
    numeroItem: integer('numero_item').notNull(),
    /** Null only for an item the user chose to ignore without registering its product. */
    idProduto: integer('id_produto').references(() => produtos.id),
    codigoProduto: text('codigo_produto').notNull(),
    descricao: text('descricao').notNull(),
    ncm: text('ncm'),
    cfop: text('cfop').notNull(),
    unidade: text('unidade').notNull(),
    quantidade: kg('quantidade').notNull(),
    valorUnitario: unitPrice('valor_unitario').notNull(),
    valorTotal: money('valor_total').notNull(),
    quantidadeKg: kg('quantidade_kg').notNull(),
    /** kg of the client's material not yet returned; returns consume it, cancelled returns restore it. */
    saldoKg: kg('saldo_kg').notNull(),
    /**
     * Of saldo_kg, the kg reserved by open or closed ordens de industrialização (their inputs' reservado_kg): no
     * other order nor draft may take them. Kept by the orders' write paths with conditional updates.
     */
    reservadoKg: kg('reservado_kg').notNull().default('0'),
    /**
     * The user answered 'Ignorar' for this item's product: kept as the note says (with its kg), but it moved no
     * stock and has no balance, so FIFO, returns and Material de Terceiros never offer it.
     */
    ignorado: boolean('ignorado').notNull().default(false),
    /**
     * The path the item took by its CFOP (destino-da-entrada.ts): the client's material ('terceiros', with its
     * balance) or a purchase into the company's own stock ('proprio', no balance).
     */
    destino: destinoEstoque('destino').notNull().default('terceiros'),
    /** A purchase's cost: vProd + vIPI + vFrete - vDesc of the item (null for the client's material). */
    custoTotal: money('custo_total'),
  },
  (t) => [
    check('nfe_entrada_itens_saldo_check', sql`${t.saldoKg} >= 0 and ${t.saldoKg} <= ${t.quantidadeKg}`),
    check(
      'nfe_entrada_itens_reservado_check',
      sql`${t.reservadoKg} >= 0 and ${t.reservadoKg} <= ${t.saldoKg}`,
    ),
    check(
      'nfe_entrada_itens_ignorado_check',
      sql`(${t.ignorado} and ${t.saldoKg} = 0) or (not ${t.ignorado} and ${t.idProduto} is not null)`,
    ),
    check('nfe_entrada_itens_proprio_check', sql`${t.destino} = 'terceiros' or ${t.saldoKg} = 0`),
    uniqueIndex('nfe_entrada_itens_item_key').on(t.idNfeEntrada, t.numeroItem),
    index('nfe_entrada_itens_produto_idx').on(t.idProduto),
    // The material still here (Relatórios > Material de Terceiros, its dashboard card): a small part of years of
    // items once most are returned, read without visiting the closed ones.
    index('nfe_entrada_itens_em_aberto_idx').on(t.idNfeEntrada).where(sql`${t.saldoKg} > 0`),
  ],
);

/**
 * What the company learnt about a client's product code (the cProd of its remessas): our product it stands for
 * ('Vincular a produto existente') and how many kg one unit of it weighs (a sack, a big bag...), so that the next
 * note of that client imports without the questions. The factor applies only to the unit it was given for.
 */
export const produtosDoCliente = pgTable(
  'produtos_do_cliente',
  {
    id: serial('id').primaryKey(),
    idCliente: integer('id_cliente')
      .notNull()
      .references(() => clientes.id, { onDelete: 'cascade' }),
    /** The client's cProd, as in its notes. */
    codigoProduto: text('codigo_produto').notNull(),
    idProduto: integer('id_produto').references(() => produtos.id, { onDelete: 'set null' }),
    /** uCom the factor was given for (upper-case). */
    unidade: text('unidade'),
    kgPorUnidade: numeric('kg_por_unidade', { precision: 18, scale: 6 }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('produtos_do_cliente_codigo_key').on(t.idCliente, t.codigoProduto),
    check(
      'produtos_do_cliente_kg_check',
      sql`${t.kgPorUnidade} is null or (${t.kgPorUnidade} > 0 and ${t.unidade} is not null)`,
    ),
  ],
);

/**
 * The path the clerk chose for a CFOP the table does not settle (a devolução, x949...), per emitente: the next
 * note of that emitente with that CFOP takes it without asking.
 */
export const destinosDoEmitente = pgTable(
  'destinos_do_emitente',
  {
    id: serial('id').primaryKey(),
    /** The emitente's CNPJ/CPF as in its notes. */
    emitenteCpfCnpj: text('emitente_cpf_cnpj').notNull(),
    cfop: text('cfop').notNull(),
    destino: destinoEstoque('destino').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('destinos_do_emitente_key').on(t.emitenteCpfCnpj, t.cfop)],
);

/**
 * What the company learnt about a supplier's product code when the supplier is no client (issue 24): the linked
 * product and the kg of one unit, as produtos_do_cliente keeps them for a client, so its next note does not ask.
 */
export const produtosDoFornecedor = pgTable(
  'produtos_do_fornecedor',
  {
    id: serial('id').primaryKey(),
    idFornecedor: integer('id_fornecedor')
      .notNull()
      .references(() => fornecedores.id, { onDelete: 'cascade' }),
    /** The supplier's cProd, as in its notes. */
    codigoProduto: text('codigo_produto').notNull(),
    idProduto: integer('id_produto').references(() => produtos.id, { onDelete: 'set null' }),
    /** uCom the factor was given for (upper-case). */
    unidade: text('unidade'),
    kgPorUnidade: numeric('kg_por_unidade', { precision: 18, scale: 6 }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('produtos_do_fornecedor_codigo_key').on(t.idFornecedor, t.codigoProduto),
    check(
      'produtos_do_fornecedor_kg_check',
      sql`${t.kgPorUnidade} is null or (${t.kgPorUnidade} > 0 and ${t.unidade} is not null)`,
    ),
  ],
);
