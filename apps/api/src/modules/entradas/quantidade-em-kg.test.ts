import type { ItemNFe } from '@erp/fiscal/nfe';
import { describe, expect, it } from 'vitest';
import { kgInformadoNaNota } from './quantidade-em-kg.ts';

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

const kg = (over: Partial<ItemNFe>) => kgInformadoNaNota(item(over))?.toFixed(4);

describe('kgInformadoNaNota', () => {
  it('takes kg as is and converts tonnes exactly', () => {
    expect(kg({})).toBe('1250.5000');
    expect(kg({ uCom: 'TN', qCom: '1.2345' })).toBe('1234.5000');
  });

  it('falls back to the taxable unit when it is kg or tonnes', () => {
    expect(kg({ uCom: 'SC', qCom: '40', uTrib: 'kg', qTrib: '1000.0000' })).toBe('1000.0000');
    expect(kg({ uCom: 'BB', qCom: '2', uTrib: 'TON', qTrib: '2.0000' })).toBe('2000.0000');
  });

  it('tells nothing for a note in units, sacks, cans or boxes without kg: the user is asked', () => {
    for (const unidade of ['UN', 'SC', 'BB', 'LU', 'CX']) {
      expect(kg({ uCom: unidade, uTrib: unidade })).toBeUndefined();
    }
  });
});
