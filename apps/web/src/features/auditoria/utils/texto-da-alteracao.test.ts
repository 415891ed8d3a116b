import { describe, expect, it } from 'vitest';
import { textoDaAlteracao, textoDosDetalhes } from './texto-da-alteracao';

describe('textoDaAlteracao', () => {
  it("reads 'campo: antigo → novo' with the values as stored", () => {
    expect(textoDaAlteracao({ campo: 'email', antigo: 'a@x.com.br', novo: 'b@x.com.br' })).toBe(
      'email: a@x.com.br → b@x.com.br',
    );
    expect(textoDaAlteracao({ campo: 'condicao_pagamento_dias', antigo: 30, novo: 45 })).toBe(
      'condicao_pagamento_dias: 30 → 45',
    );
    expect(textoDaAlteracao({ campo: 'smtp_seguro', antigo: false, novo: true })).toBe(
      'smtp_seguro: não → sim',
    );
  });

  it('shows an absent value as (vazio): a creation, an exclusion, an emptied field', () => {
    expect(textoDaAlteracao({ campo: 'nome', antigo: null, novo: 'Lote A' })).toBe('nome: (vazio) → Lote A');
    expect(textoDaAlteracao({ campo: 'telefone', antigo: '1133334444', novo: '' })).toBe(
      'telefone: 1133334444 → (vazio)',
    );
  });

  it('never has a secret to show, only that it changed', () => {
    expect(textoDaAlteracao({ campo: 'smtp_senha', valor: 'alterada' })).toBe('smtp_senha: alterada');
  });
});

describe('textoDosDetalhes', () => {
  it("lists the other events' details as 'chave: valor'", () => {
    expect(textoDosDetalhes({ rota: 'GET /api/auditoria', cStat: 100, vazio: null })).toEqual([
      'rota: GET /api/auditoria',
      'cStat: 100',
    ]);
    expect(textoDosDetalhes(null)).toEqual([]);
  });
});
