import type { TEmpresa, ZEmpresaInput } from '@erp/contracts/empresa';
import type { z } from 'zod';
import type { EmpresaRow } from './empresa.repository.ts';

export function toEmpresaDto(row: EmpresaRow, numeracaoEditavel: boolean): TEmpresa {
  return {
    razao_social: row.razaoSocial,
    nome_fantasia: row.nomeFantasia,
    cnpj: row.cnpj,
    inscricao_estadual: row.inscricaoEstadual,
    inscricao_municipal: row.inscricaoMunicipal,
    regime_tributario: row.regimeTributario,
    logradouro: row.logradouro,
    numero: row.numero,
    complemento: row.complemento,
    bairro: row.bairro,
    cidade: row.cidade,
    uf: row.uf,
    cep: row.cep,
    codigo_municipio: row.codigoMunicipio,
    telefone: row.telefone,
    email: row.email,
    nfe_serie: row.nfeSerie,
    nfe_proximo_numero: row.nfeProximoNumero,
    numeracao_editavel: numeracaoEditavel,
  };
}

export function toEmpresaWrite(
  input: z.output<typeof ZEmpresaInput>,
  municipio: { cidade: string | null; codigoMunicipio: number | null },
) {
  return {
    razaoSocial: input.razao_social,
    nomeFantasia: input.nome_fantasia ?? null,
    cnpj: input.cnpj ?? null,
    inscricaoEstadual: input.inscricao_estadual ?? null,
    inscricaoMunicipal: input.inscricao_municipal ?? null,
    regimeTributario: input.regime_tributario,
    logradouro: input.logradouro ?? null,
    numero: input.numero ?? null,
    complemento: input.complemento ?? null,
    bairro: input.bairro ?? null,
    cidade: municipio.cidade,
    uf: input.uf ?? null,
    cep: input.cep ?? null,
    codigoMunicipio: municipio.codigoMunicipio,
    telefone: input.telefone ?? null,
    email: input.email ?? null,
  };
}
