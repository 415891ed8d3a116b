import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clientes, produtos, servicos } from './cadastros.ts';
import { colunasDoCancelamentoPendente, restricoesDoCancelamentoPendente } from './cancelamento-pendente.ts';
import { ambienteFiscal, createdAt, kg, money, unitPrice, updatedAt } from './columns.ts';
import { nfeEntradaItens } from './entradas.ts';
import { usuarios } from './usuarios.ts';

/**
 * Rascunho -> (emission) Processando -> Autorizada | Rejeitada | Denegada; Autorizada -> Cancelada.
 * SPEC §4 shows Rascunho, Autorizada and Cancelada; the others are the states SEFAZ can leave a note in.
 */
export const statusNotaFiscal = pgEnum('status_nota_fiscal', [
  'Rascunho',
  'Processando',
  'Autorizada',
  'Rejeitada',
  'Denegada',
  'Cancelada',
]);

/** The company's own NF-e (modelo 55): drafts, and documents sent to SEFAZ with their XML kept verbatim. */
export const notasFiscais = pgTable(
  'notas_fiscais',
  {
    id: serial('id').primaryKey(),
    idCliente: integer('id_cliente')
      .notNull()
      .references(() => clientes.id),
    naturezaOperacao: text('natureza_operacao').notNull(),
    finalidadeEmissao: text('finalidade_emissao').notNull().default('1'),
    modalidadeFrete: text('modalidade_frete').notNull().default('9'),
    /**
     * X01 transp besides modFrete, in the draft payload's shape: {transportadora?, veiculo?, volumes?} (the contract's
     * TTransporteNfe without modalidade_frete); null when the note only says the freight mode.
     */
    transporte: jsonb('transporte').$type<Record<string, unknown>>(),
    /** The user's free text for infCpl; the legal texts of the lines' rules are appended when the XML is built. */
    informacoesComplementares: text('informacoes_complementares'),
    status: statusNotaFiscal('status').notNull().default('Rascunho'),
    valorTotalProdutos: money('valor_total_produtos').notNull().default('0'),
    valorTotalNota: money('valor_total_nota').notNull().default('0'),
    /**
     * What the note bills, split as billing shows it, set when SEFAZ authorises it (receita-da-nota.ts, the
     * same lines and IPI as its receivable): the 5124/6124 lines (serviços) and the sale lines (vendas: vProd +
     * vIPI), the lines whose fiscal rule `geraCobranca`. The client's own material going back (x902/x903,
     * retorno simbólico) is kept apart for information and is never revenue; a remessa (x901) is neither.
     */
    valorServicos: money('valor_servicos').notNull().default('0'),
    valorVendas: money('valor_vendas').notNull().default('0'),
    valorMaterialDevolvido: money('valor_material_devolvido').notNull().default('0'),
    dataVencimento: date('data_vencimento'),
    // Fixed at emission and never regenerated, so a retry sends the identical document.
    cnpjEmitente: text('cnpj_emitente'),
    modelo: integer('modelo').notNull().default(55),
    serie: integer('serie'),
    numero: integer('numero'),
    chaveAcesso: text('chave_acesso'),
    cnf: text('cnf'),
    tpAmb: text('tp_amb'),
    ambiente: ambienteFiscal(),
    /**
     * A test note (simulação, homologação) whose stock exits, returned kg and receivable were reversed when the
     * company went into produção (estornar-documentos-de-teste.ts): from then on it counts nowhere. Null for
     * every produção note and for test notes whose effects still stand.
     */
    efeitosEstornadosEm: timestamp('efeitos_estornados_em', { withTimezone: true }),
    dataEmissao: timestamp('data_emissao', { withTimezone: true }),
    xmlAssinado: text('xml_assinado'),
    /** nfeProc (NFe + protNFe) as authorised. */
    xmlAutorizado: text('xml_autorizado'),
    protocolo: text('protocolo'),
    dataAutorizacao: timestamp('data_autorizacao', { withTimezone: true }),
    /** Last answer from SEFAZ (rejection reason, processing receipt). */
    cStat: text('c_stat'),
    xMotivo: text('x_motivo'),
    recibo: text('recibo'),
    /**
     * A normal emission that may have reached SEFAZ without a conclusive answer (sent, then no answer and no
     * consultation saying 217): until SEFAZ says it does not have the key, the note must not be re-signed for the
     * SVC with the same number, or both could end up authorised.
     */
    envioIncerto: boolean('envio_incerto').notNull().default(false),
    /**
     * SEFAZ holds a protocol of use (authorised or denied) for this note's key with ANOTHER XML (digVal different
     * from the signed one kept here), told by the direct answer or by the consultation: the number and key stay on
     * the note ('Processando'), which is never renumbered, voided or resent by the retry job; x_motivo tells the
     * clerk to recover the authorised XML (DistDFe or the consultation).
     */
    divergenteDaSefaz: boolean('divergente_da_sefaz').notNull().default(false),
    /**
     * SVC contingency (tpEmis 6 SVC-AN, 7 SVC-RS): where the stored XML goes, since when (B28 dhCont) and why
     * (B29 xJust), as signed in it. Null for a normal emission; cleared when the SVC rejects it back to a draft.
     */
    contingencia: text('contingencia').$type<'SVC-AN' | 'SVC-RS'>(),
    contingenciaDesde: timestamp('contingencia_desde', { withTimezone: true }),
    contingenciaJustificativa: text('contingencia_justificativa'),
    /**
     * Lease of whoever is sending the note to SEFAZ (or cancelling it): one sender at a time across requests,
     * the retry job and API replicas; a sender that died lets it expire.
     */
    envioAte: timestamp('envio_ate', { withTimezone: true }),
    /** Who holds the lease (host/pid/run): a holder known dead frees it at once instead of at envio_ate. */
    envioPor: text('envio_por'),
    dataCancelamento: timestamp('data_cancelamento', { withTimezone: true }),
    /** A cancellation (110111) asked and not yet answered, and SEFAZ's refusal (cStat - xMotivo) of the last one. */
    ...colunasDoCancelamentoPendente(),
    idUsuario: integer('id_usuario').references(() => usuarios.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('notas_fiscais_numero_key').on(t.cnpjEmitente, t.ambiente, t.modelo, t.serie, t.numero),
    uniqueIndex('notas_fiscais_chave_acesso_key').on(t.chaveAcesso),
    index('notas_fiscais_status_autorizacao_idx').on(t.status, t.dataAutorizacao),
    index('notas_fiscais_cliente_idx').on(t.idCliente),
    // The list: newest first, whole or by status.
    index('notas_fiscais_created_at_idx').on(t.createdAt, t.id),
    index('notas_fiscais_status_created_at_idx').on(t.status, t.createdAt, t.id),
    // 'Buscar por Cliente ou Nº NF' with a number.
    index('notas_fiscais_numero_idx').on(t.numero),
    // Whether a note of produção took a number (the NF-e série locks then): found without reading the notes of
    // simulação and homologação, which may be many.
    index('notas_fiscais_producao_numerada_idx')
      .on(t.id)
      .where(sql`${t.ambiente} = 'producao' and ${t.numero} is not null`),
    // The test notes whose effects still stand: what going into produção reverses, found without reading the rest.
    index('notas_fiscais_teste_com_efeitos_idx')
      .on(t.id)
      .where(sql`${t.ambiente} <> 'producao' and ${t.efeitosEstornadosEm} is null`),
    // The reversed test notes the dashboard takes out of the month's billing (faturamento_mensal counts them).
    index('notas_fiscais_efeitos_estornados_idx')
      .on(t.dataAutorizacao)
      .where(sql`${t.efeitosEstornadosEm} is not null`),
    // What the retry job reads every period: the few notes in a sender's hands or waiting for a cancellation.
    index('notas_fiscais_envio_idx').on(t.envioAte).where(sql`${t.envioAte} is not null`),
    ...restricoesDoCancelamentoPendente('notas_fiscais', t),
    check(
      'notas_fiscais_contingencia_check',
      sql`(${t.contingencia} is null and ${t.contingenciaDesde} is null and ${t.contingenciaJustificativa} is null) or (${t.contingencia} in ('SVC-AN', 'SVC-RS') and ${t.contingenciaDesde} is not null and ${t.contingenciaJustificativa} is not null)`,
    ),
    check(
      'notas_fiscais_autorizada_check',
      sql`${t.status} not in ('Autorizada', 'Cancelada') or (${t.protocolo} is not null and ${t.dataAutorizacao} is not null)`,
    ),
  ],
);

export const notasFiscaisItens = pgTable(
  'notas_fiscais_itens',
  {
    id: serial('id').primaryKey(),
    idNotaFiscal: integer('id_nota_fiscal')
      .notNull()
      .references(() => notasFiscais.id, { onDelete: 'cascade' }),
    numeroItem: integer('numero_item').notNull(),
    idProduto: integer('id_produto')
      .notNull()
      .references(() => produtos.id),
    /** Service of a 5124 (industrialização) line. */
    idServico: integer('id_servico').references(() => servicos.id),
    /** Entry item whose kg balance a return (5902) consumes. */
    idItemEntrada: integer('id_item_entrada').references(() => nfeEntradaItens.id),
    nomeProduto: text('nome_produto').notNull(),
    cfop: text('cfop').notNull(),
    quantidade: kg('quantidade').notNull(),
    valorUnitario: unitPrice('valor_unitario').notNull(),
    valorTotal: money('valor_total').notNull(),
    /** I60 xPed and I61 nItemPed: the client's purchase order and its item, when the client asks for them. */
    xPed: text('x_ped'),
    nItemPed: text('n_item_ped'),
  },
  (t) => [
    uniqueIndex('notas_fiscais_itens_item_key').on(t.idNotaFiscal, t.numeroItem),
    index('notas_fiscais_itens_item_entrada_idx').on(t.idItemEntrada),
    // Deleting a product or a service checks its foreign key here by index.
    index('notas_fiscais_itens_produto_idx').on(t.idProduto),
    index('notas_fiscais_itens_servico_idx').on(t.idServico).where(sql`${t.idServico} is not null`),
    check('notas_fiscais_itens_quantidade_check', sql`${t.quantidade} > 0`),
  ],
);

/** Events of a note (cancelamento 110111, CC-e 110110) with the procEventoNFe kept verbatim. */
export const notasFiscaisEventos = pgTable(
  'notas_fiscais_eventos',
  {
    id: serial('id').primaryKey(),
    idNotaFiscal: integer('id_nota_fiscal')
      .notNull()
      .references(() => notasFiscais.id, { onDelete: 'cascade' }),
    tipoEvento: text('tipo_evento').notNull(),
    sequencia: integer('sequencia').notNull().default(1),
    protocolo: text('protocolo'),
    /** Justification of a cancellation, text of a correction letter. */
    texto: text('texto'),
    xml: text('xml').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('notas_fiscais_eventos_key').on(t.idNotaFiscal, t.tipoEvento, t.sequencia)],
);

/** Next number per (CNPJ, modelo, série), locked in the emission transaction. */
export const numeracaoDocumentos = pgTable(
  'numeracao_documentos',
  {
    cnpj: text('cnpj').notNull(),
    ambiente: ambienteFiscal(),
    modelo: integer('modelo').notNull(),
    serie: integer('serie').notNull(),
    proximoNumero: integer('proximo_numero').notNull(),
  },
  (t) => [
    // Each environment numbers its séries on its own: homologação never consumes produção's numbers.
    primaryKey({ columns: [t.cnpj, t.ambiente, t.modelo, t.serie] }),
    check('numeracao_documentos_check', sql`${t.proximoNumero} between 1 and 999999999`),
  ],
);

/** Ranges of NF-e numbers voided at SEFAZ (skipped numbers), with the ProcInutNFe kept verbatim. */
export const nfeInutilizacoes = pgTable(
  'nfe_inutilizacoes',
  {
    id: serial('id').primaryKey(),
    cnpj: text('cnpj').notNull(),
    ambiente: ambienteFiscal(),
    modelo: integer('modelo').notNull().default(55),
    serie: integer('serie').notNull(),
    numeroInicial: integer('numero_inicial').notNull(),
    numeroFinal: integer('numero_final').notNull(),
    justificativa: text('justificativa').notNull(),
    protocolo: text('protocolo'),
    /**
     * 'Homologada': the ProcInutNFe of a 102 about exactly this range, with its protocol. 'Pendente': sent without
     * a conclusive answer (no answer, 108/109/656, or an answer about another range): `xml` is the signed inutNFe,
     * resent as it is by the retry job; its numbers are neither a gap nor free meanwhile.
     */
    situacao: text('situacao').$type<'Pendente' | 'Homologada'>().notNull().default('Homologada'),
    /** SEFAZ's last answer to a pending request, or why it did not conclude, for the screen. */
    motivoPendencia: text('motivo_pendencia'),
    xml: text('xml').notNull(),
    idUsuario: integer('id_usuario').references(() => usuarios.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('nfe_inutilizacoes_situacao_check', sql`${t.situacao} in ('Pendente', 'Homologada')`),
    index('nfe_inutilizacoes_serie_idx').on(t.cnpj, t.ambiente, t.modelo, t.serie, t.numeroInicial),
    check('nfe_inutilizacoes_faixa_check', sql`${t.numeroInicial} between 1 and ${t.numeroFinal}`),
  ],
);
