import { describe, expect, it } from 'vitest';
import { diferencasEntre } from './diferencas.ts';

describe('diferencasEntre', () => {
  it('lists only the fields that changed, with the old and the new value', () => {
    expect(
      diferencasEntre(
        { nome: 'Polímeros Sul', email: 'a@sul.com.br', condicao_pagamento_dias: 30, ativo: true },
        { nome: 'Polímeros Sul', email: 'b@sul.com.br', condicao_pagamento_dias: 45, ativo: true },
      ),
    ).toEqual([
      { campo: 'email', antigo: 'a@sul.com.br', novo: 'b@sul.com.br' },
      { campo: 'condicao_pagamento_dias', antigo: 30, novo: 45 },
    ]);
  });

  it('takes a creation from nothing and an exclusion to nothing, leaving empty fields out', () => {
    expect(diferencasEntre(null, { nome: 'Lote', telefone: null })).toEqual([
      { campo: 'nome', antigo: null, novo: 'Lote' },
    ]);
    expect(diferencasEntre({ nome: 'Lote', cep: undefined }, null)).toEqual([
      { campo: 'nome', antigo: 'Lote', novo: null },
    ]);
  });

  it('tells apart a value from its absence and a number from its text', () => {
    expect(diferencasEntre({ a: '', b: 0, c: '10.00' }, { a: null, b: '0', c: '10.00' })).toEqual([
      { campo: 'a', antigo: '', novo: null },
      { campo: 'b', antigo: 0, novo: '0' },
    ]);
  });

  it('never copies a secret: only that it was changed', () => {
    const alteracoes = diferencasEntre(
      { smtp_senha: 'velha-secreta', api_token: null, certificado_pfx: 'AAA', senha: 'x' },
      { smtp_senha: 'nova-secreta', api_token: 'tk-123', certificado_pfx: 'AAA', senha: 'x' },
    );
    expect(alteracoes).toEqual([
      { campo: 'smtp_senha', valor: 'alterada' },
      { campo: 'api_token', valor: 'alterada' },
    ]);
    expect(JSON.stringify(alteracoes)).not.toMatch(/secreta|tk-123/);
  });
});
