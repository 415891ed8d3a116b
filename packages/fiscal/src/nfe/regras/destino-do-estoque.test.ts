import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { descricaoDoCfop, destinoDaEntrada, destinoDaSaida } from './destino-do-estoque.ts';

const csv = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../../shared/reference/cfop.csv',
);

describe('the path of an incoming item by the issuer CFOP', () => {
  it('takes a supplier sale within the UF, from another UF or abroad as a purchase into own stock', () => {
    for (const cfop of ['5101', '5102', '6101', '6102', '5116', '6117', '5401', '5403', '6405', '7101']) {
      expect(destinoDaEntrada(cfop), cfop).toBe('proprio');
    }
  });

  it('keeps the remessa para industrialização as the client material', () => {
    for (const cfop of ['5901', '6901', '5924', '6924'])
      expect(destinoDaEntrada(cfop), cfop).toBe('terceiros');
  });

  it('leaves devoluções, x949, the processor billing and unknown codes to the clerk', () => {
    for (const cfop of [
      '5201',
      '6202',
      '5410',
      '5949',
      '6949',
      '5124',
      '5902',
      '5152',
      '5999',
      '1101',
      'abc',
    ]) {
      expect(destinoDaEntrada(cfop), cfop).toBeUndefined();
    }
  });

  // The project's copy of the table lives beside the repository (../shared), not in it.
  it.skipIf(!existsSync(csv))('describes the CFOPs it classifies as the official table does', () => {
    const oficial = new Map(
      readFileSync(csv, 'utf8')
        .split('\n')
        .slice(1)
        .filter(Boolean)
        .map((linha) => [linha.slice(0, 4), linha.slice(5)] as const),
    );
    for (const cfop of [
      '5101',
      '5102',
      '5116',
      '5117',
      '5401',
      '5403',
      '5405',
      '5901',
      '5924',
      '5949',
      '5201',
    ]) {
      expect(oficial.has(cfop), cfop).toBe(true);
      const palavra = (descricaoDoCfop(cfop).split(' ')[0] ?? '').toLowerCase();
      expect((oficial.get(cfop) ?? '').replace(/^"/, '').toLowerCase().startsWith(palavra), cfop).toBe(true);
    }
    expect(descricaoDoCfop('5999')).toBe('CFOP não previsto na tabela de entradas');
  });
});

describe('the stock a line of our own NF-e takes its kg from', () => {
  it('sells and sends out for industrialização from own stock, returns the client material from its balance', () => {
    expect(['5101', '5102', '6101', '6102', '5901', '6901'].map(destinoDaSaida)).toEqual(
      Array(6).fill('proprio'),
    );
    expect(['5902', '6902', '5903', '5124', '5949'].map(destinoDaSaida)).toEqual(Array(5).fill('terceiros'));
  });
});
