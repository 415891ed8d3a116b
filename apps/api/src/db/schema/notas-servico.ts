import { sql } from 'drizzle-orm';
import {
  bigint,
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
  uuid,
} from 'drizzle-orm/pg-core';
import { clientes, servicos } from './cadastros.ts';
import { colunasDoCancelamentoPendente, restricoesDoCancelamentoPendente } from './cancelamento-pendente.ts';
import { ambienteFiscal, createdAt, kg, money, updatedAt } from './columns.ts';
import { notasFiscais } from './notas-fiscais.ts';
import { usuarios } from './usuarios.ts';

/**
 * Processando (DPS signed, stored and sent; no conclusive answer yet) -> Autorizada | Rejeitada (kept with the
 * national code and message); Autorizada -> Cancelada (event e101101).
 */
export const statusNotaServico = pgEnum('status_nota_servico', [
  'Processando',
  'Autorizada',
  'Rejeitada',
  'Cancelada',
]);

/** Percentages of the retentions and the ISS rate. */
const percentual = (name: string) => numeric(name, { precision: 5, scale: 2 });

/**
 * The company's NFS-e Nacional: one row per DPS sent to the Sefin Nacional, with the signed DPS and the NFS-e
 * kept verbatim. The DPS number comes from numeracao_documentos (modelo 99) and is never reused; the signed DPS
 * is what every retry sends again, so one DPS can never become two NFS-e.
 */
export const notasServico = pgTable(
  'notas_servico',
  {
    id: serial('id').primaryKey(),
    /** Chosen by the screen per emission attempt: the same request twice is the same NFS-e. */
    idempotencyKey: uuid('idempotency_key').notNull(),
    /** The tomador. */
    idCliente: integer('id_cliente')
      .notNull()
      .references(() => clientes.id),
    idServico: integer('id_servico')
      .notNull()
      .references(() => servicos.id),
    /** The NF-e of the same processing (return of the material), when there is one. */
    idNotaFiscal: integer('id_nota_fiscal').references(() => notasFiscais.id),
    /** Billed by weight: kg at the service's price per kg (both kept as they were); null for a free value. */
    quantidadeKg: kg('quantidade_kg'),
    precoKg: money('preco_kg'),
    codigoNbs: text('codigo_nbs').notNull(),
    dataCompetencia: date('data_competencia').notNull(),
    dataVencimento: date('data_vencimento').notNull(),
    discriminacao: text('discriminacao').notNull(),
    issRetido: boolean('iss_retido').notNull().default(false),
    aliquotaIss: percentual('aliquota_iss').notNull(),
    aliquotaPis: percentual('aliquota_pis'),
    aliquotaCofins: percentual('aliquota_cofins'),
    aliquotaCsll: percentual('aliquota_csll'),
    aliquotaIrrf: percentual('aliquota_irrf'),
    aliquotaInss: percentual('aliquota_inss'),
    /** Computed at emission; replaced by the NFS-e's own base, ISS, retentions and net value on authorisation. */
    valorServico: money('valor_servico').notNull(),
    /** Deduções/reduções da base (DPS vDedRed/vDR): materials supplied by the provider, subcontracted services. */
    valorDeducoes: money('valor_deducoes').notNull().default('0'),
    valorBaseCalculo: money('valor_base_calculo').notNull(),
    valorIss: money('valor_iss').notNull(),
    valorPis: money('valor_pis').notNull().default('0'),
    valorCofins: money('valor_cofins').notNull().default('0'),
    valorCsll: money('valor_csll').notNull().default('0'),
    valorIrrf: money('valor_irrf').notNull().default('0'),
    valorInss: money('valor_inss').notNull().default('0'),
    valorRetencoes: money('valor_retencoes').notNull(),
    valorLiquido: money('valor_liquido').notNull(),
    status: statusNotaServico('status').notNull().default('Processando'),
    cnpjPrestador: text('cnpj_prestador').notNull(),
    serieDps: integer('serie_dps').notNull(),
    numeroDps: integer('numero_dps').notNull(),
    /** infDPS/@Id: what GET /dps/{id} consults after a lost answer. */
    idDps: text('id_dps').notNull(),
    tpAmb: text('tp_amb').notNull(),
    ambiente: ambienteFiscal(),
    /** A test NFS-e whose receivable was reversed on going into produção (see notas_fiscais). */
    efeitosEstornadosEm: timestamp('efeitos_estornados_em', { withTimezone: true }),
    /** dhEmi of the DPS. */
    dataEmissao: timestamp('data_emissao', { withTimezone: true }).notNull(),
    xmlDps: text('xml_dps').notNull(),
    /** The NFS-e as the Sefin Nacional generated it. */
    xmlNfse: text('xml_nfse'),
    chaveAcesso: text('chave_acesso'),
    numeroNfse: bigint('numero_nfse', { mode: 'number' }),
    dataAutorizacao: timestamp('data_autorizacao', { withTimezone: true }),
    /** Last answer: the national code (E0160...) and message of a rejection, or why it is still Processando. */
    cStat: text('c_stat'),
    mensagem: text('mensagem'),
    /**
     * Lease of whoever is talking to the Sefin about this NFS-e (emission, retry job, cancellation): one at a
     * time across requests and API replicas; a holder that died lets it expire.
     */
    envioAte: timestamp('envio_ate', { withTimezone: true }),
    /** Who holds the lease (host/pid/run): a holder known dead frees it at once instead of at envio_ate. */
    envioPor: text('envio_por'),
    dataCancelamento: timestamp('data_cancelamento', { withTimezone: true }),
    /**
     * A cancellation (e101101) asked and not yet answered (the signed pedRegEvento), and the Sefin's refusal (code -
     * message) of the last one; its reason code (cMotivo) is the NFS-e's own.
     */
    ...colunasDoCancelamentoPendente(),
    cancelamentoCodigoMotivo: text('cancelamento_codigo_motivo'),
    idUsuario: integer('id_usuario').references(() => usuarios.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('notas_servico_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('notas_servico_dps_key').on(t.cnpjPrestador, t.ambiente, t.serieDps, t.numeroDps),
    uniqueIndex('notas_servico_id_dps_key').on(t.ambiente, t.idDps),
    uniqueIndex('notas_servico_chave_acesso_key').on(t.chaveAcesso),
    index('notas_servico_created_at_idx').on(t.createdAt, t.id),
    index('notas_servico_teste_com_efeitos_idx')
      .on(t.id)
      .where(sql`${t.ambiente} <> 'producao' and ${t.efeitosEstornadosEm} is null`),
    index('notas_servico_status_created_at_idx').on(t.status, t.createdAt, t.id),
    index('notas_servico_cliente_idx').on(t.idCliente),
    index('notas_servico_servico_idx').on(t.idServico),
    index('notas_servico_numero_nfse_idx').on(t.numeroNfse),
    index('notas_servico_nota_fiscal_idx').on(t.idNotaFiscal),
    // What the retry job reads every period: the few NFS-e in a sender's hands or waiting for a cancellation.
    index('notas_servico_envio_idx').on(t.envioAte).where(sql`${t.envioAte} is not null`),
    ...restricoesDoCancelamentoPendente('notas_servico', t),
    check(
      'notas_servico_quantidade_check',
      sql`(${t.quantidadeKg} is null) = (${t.precoKg} is null) and (${t.quantidadeKg} is null or ${t.quantidadeKg} > 0)`,
    ),
    check('notas_servico_valor_check', sql`${t.valorServico} > 0 and ${t.valorLiquido} >= 0`),
    check(
      'notas_servico_autorizada_check',
      sql`${t.status} not in ('Autorizada', 'Cancelada') or (${t.xmlNfse} is not null and ${t.chaveAcesso} is not null and ${t.dataAutorizacao} is not null)`,
    ),
  ],
);

/** Events of an NFS-e (cancelamento e101101) with the event XML the Sefin Nacional returned, kept verbatim. */
export const notasServicoEventos = pgTable(
  'notas_servico_eventos',
  {
    id: serial('id').primaryKey(),
    idNotaServico: integer('id_nota_servico')
      .notNull()
      .references(() => notasServico.id, { onDelete: 'cascade' }),
    tipoEvento: text('tipo_evento').notNull(),
    sequencia: integer('sequencia').notNull().default(1),
    /** cMotivo of the cancellation (1 erro na emissão, 2 serviço não prestado, 9 outros). */
    codigoMotivo: text('codigo_motivo'),
    justificativa: text('justificativa'),
    xml: text('xml').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('notas_servico_eventos_key').on(t.idNotaServico, t.tipoEvento, t.sequencia)],
);
