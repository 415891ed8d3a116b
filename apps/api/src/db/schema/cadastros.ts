import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, kg, money, updatedAt } from './columns.ts';
import { cfop, municipios, ncm } from './referencia.ts';

export const unidadeMedida = pgEnum('unidade_medida', ['TN', 'KG', 'UN', 'CX', 'PC']);
export const tipoReferenciacao = pgEnum('tipo_referenciacao', ['MANUAL', 'FIFO']);
/** indIEDest of the NF-e: 1 contribuinte, 2 isento, 9 não contribuinte. */
export const indicadorIe = pgEnum('indicador_ie', ['1', '2', '9']);

export const produtos = pgTable(
  'produtos',
  {
    id: serial('id').primaryKey(),
    nome: text('nome').notNull(),
    codigoInterno: text('codigo_interno').notNull(),
    ncm: text('ncm')
      .notNull()
      .references(() => ncm.codigo),
    unidadeMedida: unidadeMedida('unidade_medida').notNull().default('KG'),
    precoVenda: money('preco_venda').notNull().default('0'),
    /** The product's IPI rate from the TIPI for its NCM (percent); null while not informed. */
    aliquotaIpi: numeric('aliquota_ipi', { precision: 7, scale: 4 }),
    /** Kept equal to the sum of estoque_movimentos in the same transaction. */
    estoqueAtual: kg('estoque_atual').notNull().default('0'),
    /**
     * Of estoque_atual, the company's own kg (purchases, initial stock, adjustments, less sales): the sum of the
     * product's movements of destino 'proprio', kept in the same transaction. The rest is clients' material.
     */
    estoqueProprioKg: kg('estoque_proprio_kg').notNull().default('0'),
    /**
     * What the own kg cost (weighted average cost: every purchase adds its cost, every exit takes out its kg at
     * valor / kg, the last kg the whole remainder), the sum of the own movements' custo_total.
     */
    valorEstoqueProprio: money('valor_estoque_proprio').notNull().default('0'),
    cfopPadrao: text('cfop_padrao').references(() => cfop.codigo),
    /**
     * 0200 TIPO_ITEM of the EFD (00 revenda, 01 matéria-prima, 04 produto acabado, 05 subproduto, 10 outros
     * insumos); null: decided by use (04 when it was made, 00 with a CFOP padrão x102, 01 otherwise), see the Bloco
     * K writer.
     */
    tipoItemEfd: text('tipo_item_efd'),
    /**
     * Name and SKU, lower-case without accents. A search of one word reads the trigram index; a search of
     * several reads the index of whole words (f_palavras, migration 0020), which a common word cannot slow down.
     */
    busca: text('busca').generatedAlwaysAs(sql`lower(f_unaccent(nome || ' ' || codigo_interno))`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('produtos_codigo_interno_key').on(t.codigoInterno),
    index('produtos_busca_trgm_idx').using('gin', sql`${t.busca} gin_trgm_ops`),
    index('produtos_busca_palavras_idx').using('gin', sql`f_palavras(${t.busca})`),
    index('produtos_nome_idx').on(t.nome, t.id),
    check('produtos_preco_venda_check', sql`${t.precoVenda} >= 0`),
    check('produtos_aliquota_ipi_check', sql`${t.aliquotaIpi} >= 0`),
    check('produtos_tipo_item_efd_check', sql`${t.tipoItemEfd} in ('00', '01', '04', '05', '10')`),
  ],
);

export const clientes = pgTable(
  'clientes',
  {
    id: serial('id').primaryKey(),
    nomeRazaoSocial: text('nome_razao_social').notNull(),
    nomeFantasia: text('nome_fantasia'),
    /** CPF (11) or CNPJ (14, possibly alphanumeric), without mask. */
    cpfCnpj: text('cpf_cnpj').notNull(),
    inscricaoEstadual: text('inscricao_estadual'),
    indicadorIe: indicadorIe('indicador_ie').notNull().default('9'),
    email: text('email'),
    emailNfe: text('email_nfe'),
    telefone: text('telefone'),
    logradouro: text('logradouro'),
    numero: text('numero'),
    complemento: text('complemento'),
    bairro: text('bairro'),
    cidade: text('cidade'),
    uf: text('uf'),
    cep: text('cep'),
    codigoMunicipio: integer('codigo_municipio').references(() => municipios.codigo),
    tipoReferenciacao: tipoReferenciacao('tipo_referenciacao').notNull().default('MANUAL'),
    condicaoPagamentoDias: integer('condicao_pagamento_dias').notNull().default(30),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('clientes_cpf_cnpj_key').on(t.cpfCnpj),
    index('clientes_nome_trgm_idx').using('gin', sql`f_unaccent(${t.nomeRazaoSocial}) gin_trgm_ops`),
    index('clientes_nome_idx').on(t.nomeRazaoSocial, t.id),
    check('clientes_condicao_pagamento_check', sql`${t.condicaoPagamentoDias} in (7, 15, 20, 30, 45)`),
  ],
);

export const servicos = pgTable(
  'servicos',
  {
    id: serial('id').primaryKey(),
    descricao: text('descricao').notNull(),
    codigoLc116: text('codigo_lc_116').notNull(),
    aliquotaIss: numeric('aliquota_iss', { precision: 5, scale: 2 }).notNull(),
    /** Price per kg. */
    preco: money('preco').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('servicos_aliquota_iss_check', sql`${t.aliquotaIss} between 0 and 100`),
    index('servicos_descricao_trgm_idx').using('gin', sql`f_unaccent(${t.descricao}) gin_trgm_ops`),
  ],
);

export const fornecedores = pgTable(
  'fornecedores',
  {
    id: serial('id').primaryKey(),
    nomeRazaoSocial: text('nome_razao_social').notNull(),
    nomeFantasia: text('nome_fantasia'),
    cpfCnpj: text('cpf_cnpj'),
    email: text('email'),
    telefone: text('telefone'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('fornecedores_cpf_cnpj_key').on(t.cpfCnpj),
    index('fornecedores_nome_idx').on(t.nomeRazaoSocial),
    index('fornecedores_nome_trgm_idx').using('gin', sql`f_unaccent(${t.nomeRazaoSocial}) gin_trgm_ops`),
  ],
);
