import { type TEmpresa, ZEmpresaInput } from '@erp/contracts/empresa';
import type { z } from 'zod';
import { enderecoDoFormulario } from '../../../components/form/endereco-do-formulario';
import { camposDoSchema, type FormularioDoSchema } from '../../../lib/campo-do-formulario';
import { maskCpfCnpj, maskedOrEmpty, maskTelefone } from '../../../lib/masks';

export type EmpresaFormInput = z.input<typeof ZEmpresaInput>;
export type EmpresaForm = FormularioDoSchema<typeof ZEmpresaInput>;

/** Fields the server may name in a 400's details, placed under their inputs: the contract's. */
export const EMPRESA_FIELDS = camposDoSchema(ZEmpresaInput);

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
    ...enderecoDoFormulario(empresa),
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
    bloco_k_leiaute: empresa.bloco_k_leiaute,
    boleto_automatico: empresa.boleto_automatico,
  };
}
