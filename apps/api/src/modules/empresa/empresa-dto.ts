import type { TEmpresa, ZEmpresaInput } from '@erp/contracts/empresa';
import type { z } from 'zod';
import type { EmpresaRow } from './empresa.repository.ts';

export function toEmpresaDto(row: EmpresaRow, numeracaoEditavel: boolean, cnpjEditavel: boolean): TEmpresa {
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
    cpf_cnpj_contador: row.cpfCnpjContador,
    email_contador: row.emailContador,
    nfe_serie: row.nfeSerie,
    nfe_proximo_numero: row.nfeProximoNumero,
    numeracao_editavel: numeracaoEditavel,
    cnpj_editavel: cnpjEditavel,
    nfse_serie: row.nfseSerie,
    nfse_proximo_numero: row.nfseProximoNumero,
    nfse_regime_especial: row.nfseRegimeEspecial,
    nfse_regime_apuracao_sn: row.nfseRegimeApuracaoSn,
    smtp_host: row.smtpHost,
    smtp_porta: row.smtpPorta,
    smtp_seguro: row.smtpSeguro,
    smtp_usuario: row.smtpUsuario,
    smtp_remetente: row.smtpRemetente,
    smtp_senha_definida: Boolean(row.smtpSenhaCifrada),
    bloco_k_leiaute: row.blocoKLeiaute as TEmpresa['bloco_k_leiaute'],
    boleto_automatico: row.boletoAutomatico,
  };
}

/**
 * The company data as the audit compares them: the API's fields, and the SMTP password's ciphertext under
 * `smtp_senha`, which the audit never copies (only 'alterada') but must see to tell that it changed.
 */
export function toEmpresaAuditada(row: EmpresaRow) {
  const {
    numeracao_editavel: _,
    cnpj_editavel: ___,
    smtp_senha_definida: __,
    ...campos
  } = toEmpresaDto(row, false, false);
  return { ...campos, smtp_senha: row.smtpSenhaCifrada };
}

/** `smtpSenhaCifrada`: what senhaSmtpASalvar decided (the password is write-only and stored encrypted). */
export function toEmpresaWrite(
  input: z.output<typeof ZEmpresaInput>,
  municipio: { cidade: string | null; codigoMunicipio: number | null },
  smtpSenhaCifrada: string | null,
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
    smtpHost: input.smtp_host ?? null,
    smtpPorta: input.smtp_porta ?? null,
    smtpSeguro: input.smtp_seguro,
    smtpUsuario: input.smtp_usuario ?? null,
    smtpSenhaCifrada,
    smtpRemetente: input.smtp_remetente ?? null,
    // The accountant, like the NFS-e fields: left out keeps what is stored, null clears it.
    ...(input.cpf_cnpj_contador !== undefined ? { cpfCnpjContador: input.cpf_cnpj_contador } : {}),
    ...(input.email_contador !== undefined ? { emailContador: input.email_contador } : {}),
    ...(input.nfse_serie !== undefined ? { nfseSerie: input.nfse_serie } : {}),
    ...(input.nfse_proximo_numero !== undefined ? { nfseProximoNumero: input.nfse_proximo_numero } : {}),
    ...(input.nfse_regime_especial !== undefined ? { nfseRegimeEspecial: input.nfse_regime_especial } : {}),
    ...(input.bloco_k_leiaute !== undefined ? { blocoKLeiaute: input.bloco_k_leiaute } : {}),
    ...(input.boleto_automatico !== undefined ? { boletoAutomatico: input.boleto_automatico } : {}),
    ...(input.nfse_regime_apuracao_sn !== undefined
      ? { nfseRegimeApuracaoSn: input.nfse_regime_apuracao_sn }
      : {}),
  };
}
