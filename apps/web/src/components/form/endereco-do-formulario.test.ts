import { describe, expect, it } from 'vitest';
import { enderecoDoFormulario } from './endereco-do-formulario';

describe('enderecoDoFormulario', () => {
  it('shows the stored address with the CEP masked and the IBGE code as the selected city', () => {
    expect(
      enderecoDoFormulario({
        logradouro: 'Rua das Indústrias',
        numero: '120',
        complemento: null,
        bairro: 'Distrito Industrial',
        cidade: 'Campinas',
        uf: 'SP',
        cep: '13069380',
        codigo_municipio: 3509502,
      }),
    ).toEqual({
      logradouro: 'Rua das Indústrias',
      numero: '120',
      complemento: '',
      bairro: 'Distrito Industrial',
      cidade: 'Campinas',
      uf: 'SP',
      cep: '13069-380',
      codigo_municipio: '3509502',
    });
  });

  it('starts blank for a new client', () => {
    expect(enderecoDoFormulario(undefined)).toEqual({
      logradouro: '',
      numero: '',
      complemento: '',
      bairro: '',
      cidade: '',
      uf: '',
      cep: '',
      codigo_municipio: '',
    });
  });
});
