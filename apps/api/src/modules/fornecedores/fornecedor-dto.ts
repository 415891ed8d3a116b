import type { TFornecedor, ZFornecedorInput } from '@erp/contracts/fornecedores';
import type { z } from 'zod';
import type { FornecedorRow, FornecedorWrite } from './fornecedores.repository.ts';

export function toFornecedorDto(row: FornecedorRow): TFornecedor {
  return {
    id: row.id,
    nome_razao_social: row.nomeRazaoSocial,
    nome_fantasia: row.nomeFantasia,
    cpf_cnpj: row.cpfCnpj,
    email: row.email,
    telefone: row.telefone,
  };
}

export function toFornecedorWrite(input: z.output<typeof ZFornecedorInput>): FornecedorWrite {
  return {
    nomeRazaoSocial: input.nome_razao_social,
    nomeFantasia: input.nome_fantasia ?? null,
    cpfCnpj: input.cpf_cnpj ?? null,
    email: input.email ?? null,
    telefone: input.telefone ?? null,
  };
}
