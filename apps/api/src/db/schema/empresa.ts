import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';
import { municipios } from './referencia.ts';

/** The company itself: a single row (id = 1), created by the first start's seed. */
export const empresa = pgTable(
  'empresa',
  {
    id: integer('id').primaryKey().default(1),
    razaoSocial: text('razao_social').notNull().default(''),
    nomeFantasia: text('nome_fantasia'),
    cnpj: text('cnpj'),
    inscricaoEstadual: text('inscricao_estadual'),
    inscricaoMunicipal: text('inscricao_municipal'),
    /** CRT of the NF-e: 1 Simples Nacional, 2 SN excesso de sublimite, 3 regime normal, 4 MEI. */
    regimeTributario: integer('regime_tributario').notNull().default(1),
    logradouro: text('logradouro'),
    numero: text('numero'),
    complemento: text('complemento'),
    bairro: text('bairro'),
    cidade: text('cidade'),
    uf: text('uf'),
    cep: text('cep'),
    codigoMunicipio: integer('codigo_municipio').references(() => municipios.codigo),
    telefone: text('telefone'),
    email: text('email'),
    /**
     * The accountant: CPF or CNPJ (without mask) goes in every NF-e's autXML so the office can fetch the notes from
     * SEFAZ itself; the e-mail receives the month's files.
     */
    cpfCnpjContador: text('cpf_cnpj_contador'),
    emailContador: text('email_contador'),
    nfeSerie: integer('nfe_serie').notNull().default(1),
    nfeProximoNumero: integer('nfe_proximo_numero').notNull().default(1),
    /**
     * NFS-e (DPS): série 1-49999 (the range of the company's own application, E0010) and its next number. The
     * numbers are taken from numeracao_documentos (modelo 99); a larger next number typed here skips ahead.
     */
    nfseSerie: integer('nfse_serie').notNull().default(1),
    nfseProximoNumero: integer('nfse_proximo_numero').notNull().default(1),
    /**
     * regEspTrib of the DPS: 0 nenhum, 1 ato cooperado, 2 estimativa, 3 microempresa municipal, 4 notário ou
     * registrador, 5 profissional autônomo, 6 sociedade de profissionais.
     */
    nfseRegimeEspecial: integer('nfse_regime_especial').notNull().default(0),
    /**
     * regApTribSN of an ME/EPP optante (CRT 1 or 2): 1 federal and municipal taxes through the Simples Nacional,
     * 2 federal through the SN and ISSQN outside it, 3 both outside. Null takes 1 (2 for CRT 2).
     */
    nfseRegimeApuracaoSn: integer('nfse_regime_apuracao_sn'),
    /** SMTP server that sends the authorised NF-e to the clients; no host means no e-mail is sent. */
    smtpHost: text('smtp_host'),
    smtpPorta: integer('smtp_porta'),
    /** Implicit TLS from the first byte (usually port 465); otherwise STARTTLS. */
    smtpSeguro: boolean('smtp_seguro').notNull().default(false),
    smtpUsuario: text('smtp_usuario'),
    /**
     * The SMTP password, encrypted by the secret store (lib/cofre-de-segredos, purpose 'smtp.senha'). Write-only
     * through the API: never answered, never logged.
     */
    smtpSenhaCifrada: text('smtp_senha_cifrada'),
    /**
     * Until migration 0025 the password as typed. The first start after it encrypts it into smtp_senha_cifrada
     * and empties this column (the key is not reachable from SQL); nothing writes it any more.
     */
    smtpSenhaEmClaro: text('smtp_senha'),
    smtpRemetente: text('smtp_remetente'),
    /**
     * Bloco K's layout (K010 IND_TP_LEIAUTE of the EFD ICMS/IPI): 'simplificado' (0), 'completo' (1, with K235)
     * or 'restrito' (2, only the stock balances of K200/K280).
     */
    blocoKLeiaute: text('bloco_k_leiaute').notNull().default('completo'),
    /**
     * Each receivable of an authorised NF-e gets its boleto (nosso número taken) in the authorisation's
     * transaction, and the client's e-mail carries the PDF. Switched on only with a default account able to
     * issue boletos (Financeiro > Contas bancárias).
     */
    boletoAutomatico: boolean('boleto_automatico').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('empresa_singleton_check', sql`${t.id} = 1`),
    check('empresa_regime_tributario_check', sql`${t.regimeTributario} in (1, 2, 3, 4)`),
    check('empresa_smtp_porta_check', sql`${t.smtpPorta} between 1 and 65535`),
    check('empresa_nfse_serie_check', sql`${t.nfseSerie} between 1 and 49999`),
    check('empresa_nfse_proximo_numero_check', sql`${t.nfseProximoNumero} between 1 and 999999999`),
    check('empresa_nfse_regime_especial_check', sql`${t.nfseRegimeEspecial} between 0 and 6`),
    check('empresa_nfse_regime_apuracao_sn_check', sql`${t.nfseRegimeApuracaoSn} between 1 and 3`),
    check(
      'empresa_bloco_k_leiaute_check',
      sql`${t.blocoKLeiaute} in ('simplificado', 'completo', 'restrito')`,
    ),
  ],
);
