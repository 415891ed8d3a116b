import type { Database } from '../client.ts';
import { clientes, fornecedores, produtos, servicos } from '../schema/cadastros.ts';

/**
 * Realistic demo data for trying the app: clients who send resin for processing, the materials and
 * services of a plastics processor, and its usual suppliers. Idempotent (unique keys, do nothing on conflict).
 */
export async function seedDemo(db: Database) {
  await db
    .insert(clientes)
    .values([
      {
        nomeRazaoSocial: 'Embalagens Paulista Ltda',
        nomeFantasia: 'Embalagens Paulista',
        cpfCnpj: '11222333000181',
        inscricaoEstadual: '110042490114',
        indicadorIe: '1',
        email: 'compras@embalagenspaulista.com.br',
        emailNfe: 'nfe@embalagenspaulista.com.br',
        telefone: '1133334444',
        logradouro: 'Rua das Indústrias',
        numero: '1200',
        bairro: 'Distrito Industrial',
        cidade: 'Campinas',
        uf: 'SP',
        cep: '13054000',
        codigoMunicipio: 3509502,
        tipoReferenciacao: 'FIFO',
        condicaoPagamentoDias: 30,
      },
      {
        nomeRazaoSocial: 'Plásticos Mineiros S.A.',
        nomeFantasia: 'PlastMinas',
        cpfCnpj: '44555666000181',
        inscricaoEstadual: '0623079040081',
        indicadorIe: '1',
        email: 'financeiro@plastminas.com.br',
        emailNfe: 'xml@plastminas.com.br',
        telefone: '3132225555',
        logradouro: 'Avenida Amazonas',
        numero: '5000',
        bairro: 'Gameleira',
        cidade: 'Belo Horizonte',
        uf: 'MG',
        cep: '30510000',
        codigoMunicipio: 3106200,
        tipoReferenciacao: 'MANUAL',
        condicaoPagamentoDias: 45,
      },
      {
        nomeRazaoSocial: 'Utilidades Domésticas Sul Ltda',
        nomeFantasia: 'UD Sul',
        cpfCnpj: '77888999000181',
        inscricaoEstadual: '0960012345',
        indicadorIe: '1',
        email: 'contato@udsul.com.br',
        emailNfe: 'nfe@udsul.com.br',
        telefone: '5130304040',
        logradouro: 'Rua Voluntários da Pátria',
        numero: '800',
        bairro: 'Floresta',
        cidade: 'Porto Alegre',
        uf: 'RS',
        cep: '90230010',
        codigoMunicipio: 4314902,
        tipoReferenciacao: 'MANUAL',
        condicaoPagamentoDias: 15,
      },
    ])
    .onConflictDoNothing();

  await db
    .insert(produtos)
    .values([
      {
        nome: 'Polipropileno homopolímero (PP H503)',
        codigoInterno: 'PP-H503',
        ncm: '39021020',
        unidadeMedida: 'KG',
        precoVenda: '9.80',
        cfopPadrao: '5902',
      },
      {
        nome: 'Polietileno de alta densidade (PEAD)',
        codigoInterno: 'PEAD-001',
        ncm: '39012029',
        unidadeMedida: 'KG',
        precoVenda: '8.45',
        cfopPadrao: '5902',
      },
      {
        nome: 'Polietileno de baixa densidade (PEBD)',
        codigoInterno: 'PEBD-002',
        ncm: '39011092',
        unidadeMedida: 'KG',
        precoVenda: '8.10',
        cfopPadrao: '5902',
      },
      {
        nome: 'Masterbatch preto',
        codigoInterno: 'MB-PRETO',
        ncm: '32064910',
        unidadeMedida: 'KG',
        precoVenda: '14.90',
        cfopPadrao: '5101',
      },
      {
        nome: 'Tampa plástica 28 mm',
        codigoInterno: 'TAMPA-28',
        ncm: '39235000',
        unidadeMedida: 'UN',
        precoVenda: '0.12',
        cfopPadrao: '5101',
      },
    ])
    .onConflictDoNothing();

  const hasServicos = (await db.select({ id: servicos.id }).from(servicos).limit(1)).length > 0;
  if (!hasServicos) {
    await db.insert(servicos).values([
      { descricao: 'Moagem de material plástico', codigoLc116: '14.05', aliquotaIss: '3.00', preco: '0.85' },
      { descricao: 'Extrusão e granulação', codigoLc116: '14.05', aliquotaIss: '3.00', preco: '1.60' },
      { descricao: 'Injeção de peças plásticas', codigoLc116: '14.05', aliquotaIss: '2.50', preco: '3.20' },
    ]);
  }

  await db
    .insert(fornecedores)
    .values([
      {
        nomeRazaoSocial: 'Companhia Energética Regional',
        nomeFantasia: 'CER Energia',
        cpfCnpj: '12345678000195',
        email: 'atendimento@cer.com.br',
        telefone: '08007270196',
      },
      {
        nomeRazaoSocial: 'Transportes Rodoviários Rápido Ltda',
        nomeFantasia: 'Rápido Log',
        cpfCnpj: '98765432000198',
        email: 'fretes@rapidolog.com.br',
        telefone: '1140028922',
      },
      {
        nomeRazaoSocial: 'Manutenção Industrial Souza ME',
        nomeFantasia: 'Souza Manutenção',
        cpfCnpj: '24681357000140',
        email: 'souza@manutencao.com.br',
        telefone: '1935551234',
      },
    ])
    .onConflictDoNothing();
}
