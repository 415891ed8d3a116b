import { describe, expect, it } from 'vitest';
import { anoFiscal } from '../../common/data-hora.ts';
import { escolherRegra, RegraFiscalError } from './escolher-regra.ts';
import { tabelaDoAno } from './tabela-do-ano.ts';
import type { AnoIbsCbs } from './tipos.ts';

const ANO_2027: AnoIbsCbs = {
  ano: 2027,
  pIBSUF: '0.05',
  pIBSMun: '0.05',
  pCBS: '8.70',
  ibscbsSimples: true,
  pisCofinsRegimeNormal: false,
};
const ANO_2026: AnoIbsCbs = {
  ano: 2026,
  pIBSUF: '0.10',
  pIBSMun: '0.00',
  pCBS: '0.90',
  ibscbsSimples: false,
  pisCofinsRegimeNormal: true,
};

describe('anoFiscal', () => {
  it('is the year of the Brasília date, whatever the instant is written in', () => {
    expect(anoFiscal('2026-12-31T23:30:00-03:00')).toBe(2026);
    expect(anoFiscal(new Date('2027-01-01T02:30:00Z'))).toBe(2026);
    expect(anoFiscal(new Date('2027-01-01T03:00:00Z'))).toBe(2027);
    expect(anoFiscal('2027-01-02T00:30:00-03:00')).toBe(2027);
  });

  it('refuses what is not a date', () => {
    expect(() => anoFiscal('31/12/2026')).toThrow(RangeError);
  });
});

describe('tabelaDoAno', () => {
  it('gives the year its own IBS/CBS rates, and the Simples Nacional the group from 2027', () => {
    const tabela = tabelaDoAno(ANO_2027);
    const simples = escolherRegra('5124', '1', 2027, tabela);
    expect(simples.ibscbs).toEqual({
      CST: '000',
      cClassTrib: '000001',
      aliquotas: { pIBSUF: '0.05', pIBSMun: '0.05', pCBS: '8.70' },
    });
    // A return of the client's material: not onerous, no rates.
    expect(escolherRegra('5902', '1', 2027, tabela).ibscbs).toEqual({ CST: '410', cClassTrib: '410999' });
  });

  it('keeps the Simples Nacional out of the group in a year whose row says so', () => {
    expect(escolherRegra('5124', '1', 2026, tabelaDoAno(ANO_2026)).ibscbs).toBeUndefined();
    expect(escolherRegra('5124', '3', 2026, tabelaDoAno(ANO_2026)).ibscbs?.aliquotas?.pCBS).toBe('0.90');
  });

  it('turns the regime normal taxed PIS/COFINS into CST 08 once they are extinct, and leaves the others', () => {
    const extintos = tabelaDoAno(ANO_2027);
    expect(escolherRegra('5124', '3', 2027, extintos).regra.pisCofins).toEqual({ CST: '08' });
    expect(escolherRegra('5101', '3', 2027, extintos).regra.pisCofins).toEqual({ CST: '08' });
    expect(escolherRegra('5902', '3', 2027, extintos).regra.pisCofins).toEqual({ CST: '49' });
    expect(escolherRegra('5124', '1', 2027, extintos).regra.pisCofins).toEqual({ CST: '99' });
    expect(escolherRegra('5124', '3', 2026, tabelaDoAno(ANO_2026)).regra.pisCofins.CST).toBe('01');
  });

  it('never computes another year with this year rates', () => {
    expect(() => escolherRegra('5124', '3', 2028, tabelaDoAno(ANO_2027))).toThrow(RegraFiscalError);
  });
});
