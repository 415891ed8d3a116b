import type { TCliente, ZClienteInput } from '@erp/contracts/clientes';
import type { z } from 'zod';
import type { ClienteRow, ClienteWrite } from './clientes.repository.ts';

export function toClienteDto(row: ClienteRow): TCliente {
  return {
    id: row.id,
    nome_razao_social: row.nomeRazaoSocial,
    nome_fantasia: row.nomeFantasia,
    cpf_cnpj: row.cpfCnpj,
    inscricao_estadual: row.inscricaoEstadual,
    indicador_ie: row.indicadorIe,
    email: row.email,
    email_nfe: row.emailNfe,
    telefone: row.telefone,
    logradouro: row.logradouro,
    numero: row.numero,
    complemento: row.complemento,
    bairro: row.bairro,
    cidade: row.cidade,
    uf: row.uf,
    cep: row.cep,
    codigo_municipio: row.codigoMunicipio,
    tipo_referenciacao: row.tipoReferenciacao,
    condicao_pagamento_dias: row.condicaoPagamentoDias,
  };
}

export function toClienteWrite(
  input: z.output<typeof ZClienteInput>,
  municipio: { cidade: string | null; codigoMunicipio: number | null },
): ClienteWrite {
  const ie = input.inscricao_estadual ?? null;
  return {
    nomeRazaoSocial: input.nome_razao_social,
    nomeFantasia: input.nome_fantasia ?? null,
    cpfCnpj: input.cpf_cnpj,
    inscricaoEstadual: ie,
    // Without an explicit choice: an IE makes a contribuinte, ISENTO an isento, none a não contribuinte.
    indicadorIe: input.indicador_ie ?? (ie === 'ISENTO' ? '2' : ie ? '1' : '9'),
    email: input.email ?? null,
    emailNfe: input.email_nfe ?? null,
    telefone: input.telefone ?? null,
    logradouro: input.logradouro ?? null,
    numero: input.numero ?? null,
    complemento: input.complemento ?? null,
    bairro: input.bairro ?? null,
    cidade: municipio.cidade,
    uf: input.uf ?? null,
    cep: input.cep ?? null,
    codigoMunicipio: municipio.codigoMunicipio,
    tipoReferenciacao: input.tipo_referenciacao,
    condicaoPagamentoDias: input.condicao_pagamento_dias,
  };
}
