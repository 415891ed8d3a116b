import { type TCliente, ZClienteInput } from '@erp/contracts/clientes';
import type { z } from 'zod';
import { enderecoDoFormulario } from '../../../components/form/endereco-do-formulario';
import { camposDoSchema, type FormularioDoSchema } from '../../../lib/campo-do-formulario';
import { maskCpfCnpj, maskedOrEmpty, maskTelefone } from '../../../lib/masks';

export type ClienteFormInput = z.input<typeof ZClienteInput>;
export type ClienteForm = FormularioDoSchema<typeof ZClienteInput>;

/** Fields the server may name in a 400's details, placed under their inputs: the contract's. */
export const CLIENTE_FIELDS = camposDoSchema(ZClienteInput);

/**
 * Left out of the body when blank: no IE indicator lets the server derive it from the IE, no IBGE code
 * means no city.
 */
export const CLIENTE_BLANK_AS_MISSING = ['indicador_ie', 'codigo_municipio'] as const;

/** The form starts from the stored client with masks applied, or from SPEC §3's defaults. */
export function clienteDefaultValues(cliente: TCliente | undefined): ClienteFormInput {
  return {
    nome_razao_social: cliente?.nome_razao_social ?? '',
    nome_fantasia: cliente?.nome_fantasia ?? '',
    cpf_cnpj: maskedOrEmpty(cliente?.cpf_cnpj, maskCpfCnpj),
    inscricao_estadual: cliente?.inscricao_estadual ?? '',
    // The select offers '' (derive from the IE); the cast keeps that blank choice in the form's state.
    indicador_ie: cliente?.indicador_ie ?? ('' as ClienteFormInput['indicador_ie']),
    email: cliente?.email ?? '',
    email_nfe: cliente?.email_nfe ?? '',
    telefone: maskedOrEmpty(cliente?.telefone, maskTelefone),
    ...enderecoDoFormulario(cliente),
    tipo_referenciacao: cliente?.tipo_referenciacao ?? 'MANUAL',
    condicao_pagamento_dias: String(cliente?.condicao_pagamento_dias ?? 30),
  };
}
