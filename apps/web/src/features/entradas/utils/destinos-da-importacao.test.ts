import { describe, expect, it } from 'vitest';
import { caminhosDosItens, criadosNaImportacao, resumoDosDestinos } from './destinos-da-importacao';

const importacao = {
  itens: [
    { numero_item: 1, codigo: 'PP-H503', cfop: '5901', destino: 'terceiros' as const },
    { numero_item: 2, codigo: 'MB-PRETO', cfop: '5102', destino: 'proprio' as const },
  ],
  id_fornecedor: 7,
  emitente: 'Resinas Brasil Comercio Ltda',
  lancamentos: [41, 42, 43],
};

describe('what the entradas screen says an import did (issue 24)', () => {
  it('names each item path, in the clerk words', () => {
    expect(caminhosDosItens(importacao)).toEqual([
      '1 · PP-H503 · CFOP 5901 · Material do cliente (industrialização)',
      '2 · MB-PRETO · CFOP 5102 · Compra (estoque próprio)',
    ]);
    expect(resumoDosDestinos(importacao)).toBe(
      'Material do cliente (industrialização): 1 item(ns); Compra (estoque próprio): 1 item(ns)',
    );
  });

  it('names the supplier and the payables a purchase created, and nothing for a remessa', () => {
    expect(criadosNaImportacao(importacao)).toBe(
      'Fornecedor Resinas Brasil Comercio Ltda (cód. 7) e 3 conta(s) a pagar (nº 41, 42, 43).',
    );
    expect(criadosNaImportacao({ ...importacao, lancamentos: [] })).toBe(
      'Fornecedor Resinas Brasil Comercio Ltda (cód. 7) e nenhuma conta a pagar (a nota não cobra valor).',
    );
    expect(criadosNaImportacao({ ...importacao, id_fornecedor: null })).toBe('');
  });
});
