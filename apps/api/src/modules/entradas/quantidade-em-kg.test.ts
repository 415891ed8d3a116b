import type { ItemNFe } from '@erp/fiscal/nfe/parse';
import { describe, expect, it } from 'vitest';
import { quantidadeEmKg } from './quantidade-em-kg.ts';

const item = (over: Partial<ItemNFe>): ItemNFe => ({
  nItem: '1',
  cProd: 'PP',
  xProd: 'Polipropileno',
  NCM: '39021020',
  CFOP: '5901',
  uCom: 'KG',
  qCom: '1250.5000',
  vUnCom: '1',
  vProd: '1250.50',
  uTrib: 'KG',
  qTrib: '1250.5000',
  ...over,
});

describe('quantidadeEmKg', () => {
  it('takes kg as is and converts tonnes exactly', () => {
    expect(quantidadeEmKg(item({})).toFixed(4)).toBe('1250.5000');
    expect(quantidadeEmKg(item({ uCom: 'TN', qCom: '1.2345' })).toFixed(4)).toBe('1234.5000');
  });

  it('falls back to the taxable unit when it is kg', () => {
    expect(quantidadeEmKg(item({ uCom: 'SC', qCom: '40', uTrib: 'kg', qTrib: '1000.0000' })).toFixed(4)).toBe(
      '1000.0000',
    );
  });

  it('refuses a note with no weight in kg', () => {
    expect(() => quantidadeEmKg(item({ uCom: 'UN', uTrib: 'UN' }))).toThrow(/não informa o peso em kg/);
  });
});
