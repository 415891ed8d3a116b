import { ZClienteInput } from '@erp/contracts/clientes';
import { ZEmpresaInput } from '@erp/contracts/empresa';
import { describe, expect, it } from 'vitest';
import { camposDoSchema } from './campo-do-formulario';

describe('camposDoSchema', () => {
  it("names every field of the client's contract, so any field the server refuses shows under its input", () => {
    expect(camposDoSchema(ZClienteInput)).toEqual([
      'nome_razao_social',
      'nome_fantasia',
      'cpf_cnpj',
      'inscricao_estadual',
      'indicador_ie',
      'email',
      'email_nfe',
      'telefone',
      'logradouro',
      'numero',
      'complemento',
      'bairro',
      'cidade',
      'uf',
      'cep',
      'codigo_municipio',
      'tipo_referenciacao',
      'condicao_pagamento_dias',
    ]);
  });

  it("names every field of the company's contract, the SMTP, Bloco K and boleto settings included", () => {
    const campos = camposDoSchema(ZEmpresaInput);
    expect(campos).toHaveLength(32);
    expect(campos.slice(0, 6)).toEqual([
      'razao_social',
      'nome_fantasia',
      'cnpj',
      'inscricao_estadual',
      'inscricao_municipal',
      'regime_tributario',
    ]);
    expect(campos).toEqual(
      expect.arrayContaining(['cpf_cnpj_contador', 'smtp_senha', 'bloco_k_leiaute', 'boleto_automatico']),
    );
  });
});
