import { STATUS_DOCUMENTO_DISTRIBUIDO, TIPOS_DOCUMENTO_DISTRIBUIDO } from '@erp/contracts/distribuicao-dfe';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ambienteFiscal, createdAt, money, updatedAt } from './columns.ts';
import { nfeEntradas } from './entradas.ts';

/**
 * The company's place in NFeDistribuicaoDFe (NT 2014.002), one row per CNPJ: the ultNSU to ask from, the
 * maxNSU last seen, and the earliest next query (an hour after 137 or 656, or SEFAZ blocks the CNPJ).
 */
export const distribuicaoDfe = pgTable(
  'distribuicao_dfe',
  {
    cnpj: text('cnpj').notNull(),
    ambiente: ambienteFiscal(),
    ultNsu: text('ult_nsu').notNull().default('000000000000000'),
    maxNsu: text('max_nsu').notNull().default('000000000000000'),
    ultimaConsultaEm: timestamp('ultima_consulta_em', { withTimezone: true }),
    proximaConsultaEm: timestamp('proxima_consulta_em', { withTimezone: true }),
    cStat: text('c_stat'),
    xMotivo: text('x_motivo'),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Homologação and produção have their own Ambiente Nacional, each with its own NSUs.
    primaryKey({ columns: [t.cnpj, t.ambiente] }),
    check('distribuicao_dfe_nsu_check', sql`${t.ultNsu} ~ '^[0-9]{15}$' and ${t.maxNsu} ~ '^[0-9]{15}$'`),
  ],
);

export const statusDocumentoDistribuido = pgEnum(
  'status_documento_distribuido',
  STATUS_DOCUMENTO_DISTRIBUIDO,
);
export const tipoDocumentoDistribuido = pgEnum('tipo_documento_distribuido', TIPOS_DOCUMENTO_DISTRIBUIDO);

/** Each document the Ambiente Nacional distributed to the company, once per NSU, its XML kept verbatim. */
export const documentosDistribuidos = pgTable(
  'documentos_distribuidos',
  {
    id: serial('id').primaryKey(),
    cnpjInteressado: text('cnpj_interessado').notNull(),
    ambiente: ambienteFiscal(),
    /** 15 digits, as SEFAZ writes it, so text order is NSU order. */
    nsu: text('nsu').notNull(),
    /** The docZip's schema attribute (resNFe_v1.01.xsd, procNFe_v4.00.xsd, ...). */
    schema: text('schema').notNull(),
    tipo: tipoDocumentoDistribuido('tipo').notNull(),
    chaveAcesso: text('chave_acesso'),
    emitenteCpfCnpj: text('emitente_cpf_cnpj'),
    emitenteNome: text('emitente_nome'),
    valorTotal: money('valor_total'),
    dataEmissao: timestamp('data_emissao', { withTimezone: true }),
    situacao: text('situacao'),
    /** The document decompressed, exactly as distributed. */
    xml: text('xml').notNull(),
    status: statusDocumentoDistribuido('status').notNull(),
    /** Why it failed, which products are missing, or the event's description. */
    observacao: text('observacao'),
    idNfeEntrada: integer('id_nfe_entrada').references(() => nfeEntradas.id, { onDelete: 'set null' }),
    /** procEventoNFe of our 'Ciência da Operação' (210210), as the Ambiente Nacional registered it. */
    cienciaXml: text('ciencia_xml'),
    cienciaEm: timestamp('ciencia_em', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('documentos_distribuidos_nsu_check', sql`${t.nsu} ~ '^[0-9]{15}$'`),
    uniqueIndex('documentos_distribuidos_nsu_key').on(t.cnpjInteressado, t.ambiente, t.nsu),
    index('documentos_distribuidos_chave_idx').on(t.chaveAcesso),
  ],
);
