import type { TEmpresa, ZEmpresaInput } from '@erp/contracts/empresa';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { maskCep, maskCpfCnpj, maskedOrEmpty, maskTelefone } from '../../../lib/masks';

export type EmpresaFormInput = z.input<typeof ZEmpresaInput>;
export type EmpresaFormOutput = z.output<typeof ZEmpresaInput>;
export type EmpresaForm = UseFormReturn<EmpresaFormInput, unknown, EmpresaFormOutput>;

export const EMPRESA_FIELDS = [
  'razao_social',
  'nome_fantasia',
  'cnpj',
  'inscricao_estadual',
  'inscricao_municipal',
  'regime_tributario',
  'logradouro',
  'numero',
  'complemento',
  'bairro',
  'cidade',
  'uf',
  'cep',
  'codigo_municipio',
  'telefone',
  'email',
  'cpf_cnpj_contador',
  'email_contador',
  'nfe_serie',
  'nfe_proximo_numero',
  'nfse_serie',
  'nfse_proximo_numero',
  'nfse_regime_especial',
  'nfse_regime_apuracao_sn',
  'smtp_host',
  'smtp_porta',
  'smtp_seguro',
  'smtp_usuario',
  'smtp_senha',
  'smtp_remetente',
] as const;

/**
 * Left out of the body when blank: no city code, numbering the server keeps as it is, and the SMTP password
 * the server keeps (it is never sent to the screen).
 */
export const EMPRESA_BLANK_AS_MISSING = [
  'codigo_municipio',
  'nfe_serie',
  'nfe_proximo_numero',
  'nfse_serie',
  'nfse_proximo_numero',
  'smtp_porta',
  'smtp_senha',
] as const;

export function empresaFormValues(empresa: TEmpresa): EmpresaFormInput {
  return {
    razao_social: empresa.razao_social,
    nome_fantasia: empresa.nome_fantasia ?? '',
    cnpj: maskedOrEmpty(empresa.cnpj, maskCpfCnpj),
    inscricao_estadual: empresa.inscricao_estadual ?? '',
    inscricao_municipal: empresa.inscricao_municipal ?? '',
    regime_tributario: String(empresa.regime_tributario),
    logradouro: empresa.logradouro ?? '',
    numero: empresa.numero ?? '',
    complemento: empresa.complemento ?? '',
    bairro: empresa.bairro ?? '',
    cidade: empresa.cidade ?? '',
    uf: empresa.uf ?? '',
    cep: maskedOrEmpty(empresa.cep, maskCep),
    codigo_municipio: empresa.codigo_municipio ? String(empresa.codigo_municipio) : '',
    telefone: maskedOrEmpty(empresa.telefone, maskTelefone),
    email: empresa.email ?? '',
    cpf_cnpj_contador: maskedOrEmpty(empresa.cpf_cnpj_contador, maskCpfCnpj),
    email_contador: empresa.email_contador ?? '',
    nfe_serie: String(empresa.nfe_serie),
    nfe_proximo_numero: String(empresa.nfe_proximo_numero),
    nfse_serie: String(empresa.nfse_serie),
    nfse_proximo_numero: String(empresa.nfse_proximo_numero),
    nfse_regime_especial: String(empresa.nfse_regime_especial),
    nfse_regime_apuracao_sn:
      empresa.nfse_regime_apuracao_sn === null ? '' : String(empresa.nfse_regime_apuracao_sn),
    smtp_host: empresa.smtp_host ?? '',
    smtp_porta: empresa.smtp_porta ? String(empresa.smtp_porta) : '',
    smtp_seguro: empresa.smtp_seguro,
    smtp_usuario: empresa.smtp_usuario ?? '',
    smtp_senha: '',
    smtp_remetente: empresa.smtp_remetente ?? '',
  };
}
