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
    nfeSerie: integer('nfe_serie').notNull().default(1),
    nfeProximoNumero: integer('nfe_proximo_numero').notNull().default(1),
    /** SMTP server that sends the authorised NF-e to the clients; no host means no e-mail is sent. */
    smtpHost: text('smtp_host'),
    smtpPorta: integer('smtp_porta'),
    /** Implicit TLS from the first byte (usually port 465); otherwise STARTTLS. */
    smtpSeguro: boolean('smtp_seguro').notNull().default(false),
    smtpUsuario: text('smtp_usuario'),
    /** Write-only through the API: never answered, never logged. */
    smtpSenha: text('smtp_senha'),
    smtpRemetente: text('smtp_remetente'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('empresa_singleton_check', sql`${t.id} = 1`),
    check('empresa_regime_tributario_check', sql`${t.regimeTributario} in (1, 2, 3, 4)`),
    check('empresa_smtp_porta_check', sql`${t.smtpPorta} between 1 and 65535`),
  ],
);
