import { STATUS_MANIFESTACAO } from '@erp/contracts/entradas';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clientes, produtos } from './cadastros.ts';
import { createdAt, kg, money, unitPrice } from './columns.ts';
import { usuarios } from './usuarios.ts';

export const statusManifestacao = pgEnum('status_manifestacao', STATUS_MANIFESTACAO);
export const situacaoAssinatura = pgEnum('situacao_assinatura', ['valida', 'invalida', 'ausente']);

/** Incoming NF-e (usually the client's remessa para industrialização, CFOP 5901/6901), kept verbatim. */
export const nfeEntradas = pgTable(
  'nfe_entradas',
  {
    id: serial('id').primaryKey(),
    chaveAcesso: text('chave_acesso').notNull(),
    numeroNf: integer('numero_nf').notNull(),
    serie: integer('serie').notNull(),
    dataEmissao: timestamp('data_emissao', { withTimezone: true }).notNull(),
    naturezaOperacao: text('natureza_operacao').notNull(),
    idCliente: integer('id_cliente')
      .notNull()
      .references(() => clientes.id),
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
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('nfe_entradas_chave_acesso_key').on(t.chaveAcesso),
    index('nfe_entradas_cliente_idx').on(t.idCliente, t.dataEmissao),
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
    idProduto: integer('id_produto')
      .notNull()
      .references(() => produtos.id),
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
  },
  (t) => [
    check('nfe_entrada_itens_saldo_check', sql`${t.saldoKg} >= 0 and ${t.saldoKg} <= ${t.quantidadeKg}`),
    uniqueIndex('nfe_entrada_itens_item_key').on(t.idNfeEntrada, t.numeroItem),
    index('nfe_entrada_itens_produto_idx').on(t.idProduto),
    // The material still here (Relatórios > Material de Terceiros, its dashboard card): a small part of years of
    // items once most are returned, read without visiting the closed ones.
    index('nfe_entrada_itens_em_aberto_idx')
      .on(t.idNfeEntrada)
      .where(sql`${t.saldoKg} > 0`),
  ],
);
