import { describe, expect, it } from 'vitest';
import { calcularLinhaNfe, somarValores, totalDoRascunho, valorPorKgDaEntrada } from './nfe-valores.ts';

const SIMPLES = { crt: '1', ano: 2026, uf_emitente: 'SP', uf_destinatario: 'SP' } as const;
const NORMAL = { ...SIMPLES, crt: '3' } as const;

describe('calcularLinhaNfe', () => {
  it('vProd is quantity x unit value, half up to the centavo', () => {
    expect(calcularLinhaNfe({ cfop: '5902', quantidade: '20', valor_unitario: '9.1234' }, SIMPLES)).toEqual({
      valor_produtos: '182.47',
      valor_ipi: '0.00',
      valor_total: '182.47',
    });
    // 0,5 x 0,01 = 0,005: half up to 0,01
    expect(calcularLinhaNfe({ cfop: '5101', quantidade: '0.5', valor_unitario: '0.01' }, SIMPLES)).toEqual({
      valor_produtos: '0.01',
      valor_ipi: '0.00',
      valor_total: '0.01',
    });
  });

  it('adds the IPI only where the CFOP’s rule taxes it (a CRT 3 sale), at the product’s rate', () => {
    const venda = { cfop: '5101', quantidade: '10', valor_unitario: '12.34', aliquota_ipi: '6.5000' };
    expect(calcularLinhaNfe(venda, NORMAL)).toEqual({
      valor_produtos: '123.40',
      valor_ipi: '8.02',
      valor_total: '131.42',
    });
    // Simples Nacional: no IPI group; a return or the industrialisation: IPI suspended.
    expect(calcularLinhaNfe(venda, SIMPLES).valor_total).toBe('123.40');
    expect(calcularLinhaNfe({ ...venda, cfop: '5902' }, NORMAL).valor_ipi).toBe('0.00');
    expect(calcularLinhaNfe({ ...venda, cfop: '6124' }, { ...NORMAL, uf_destinatario: 'MG' }).valor_ipi).toBe(
      '0.00',
    );
    // TIPI rate zero: CST 51, nothing added.
    expect(calcularLinhaNfe({ ...venda, aliquota_ipi: '0' }, NORMAL).valor_total).toBe('123.40');
  });

  it('a CRT 3 sale without a rate keeps its vProd and carries the engine’s refusal', () => {
    expect(
      calcularLinhaNfe(
        { cfop: '5101', quantidade: '1', valor_unitario: '12.34', aliquota_ipi: null },
        NORMAL,
      ),
    ).toEqual({
      valor_produtos: '12.34',
      valor_ipi: '0.00',
      valor_total: '12.34',
      erro: 'Informe a alíquota do IPI da TIPI (pIPI) do item det[0].',
    });
  });

  it('refuses texts that are not decimals', () => {
    expect(() => calcularLinhaNfe({ cfop: '5902', quantidade: '1,5', valor_unitario: '2' }, SIMPLES)).toThrow(
      RangeError,
    );
  });
});

describe('totalDoRascunho', () => {
  it('vNF = sum of vProd + sum of vIPI, each line rounded first as the engine does', () => {
    const linhas = [
      { cfop: '5101', quantidade: '10', valor_unitario: '12.34', aliquota_ipi: '6.5' },
      { cfop: '5101', quantidade: '0.3333', valor_unitario: '12.34', aliquota_ipi: '6.5' },
    ];
    expect(totalDoRascunho(linhas, NORMAL)).toEqual({
      valor_total_produtos: '127.51',
      valor_ipi: '8.29',
      valor_total_nota: '135.80',
      erros: [],
    });
  });

  it('an interstate return with the service line', () => {
    const contexto = { ...SIMPLES, uf_destinatario: 'MG' };
    expect(
      totalDoRascunho(
        [
          { cfop: '6902', quantidade: '5', valor_unitario: '8.3333333333' },
          { cfop: '6124', quantidade: '5', valor_unitario: '2.50' },
        ],
        contexto,
      ),
    ).toEqual({ valor_total_produtos: '54.17', valor_ipi: '0.00', valor_total_nota: '54.17', erros: [] });
  });

  it('lists the refusals of the lines the engine cannot compute, still counting their vProd', () => {
    const total = totalDoRascunho(
      [
        { cfop: '5101', quantidade: '1', valor_unitario: '10' },
        { cfop: '5101', quantidade: '2', valor_unitario: '10', aliquota_ipi: '10' },
      ],
      NORMAL,
    );
    expect(total).toEqual({
      valor_total_produtos: '30.00',
      valor_ipi: '2.00',
      valor_total_nota: '32.00',
      erros: ['Informe a alíquota do IPI da TIPI (pIPI) do item det[0].'],
    });
  });

  it('an empty draft is zero', () => {
    expect(totalDoRascunho([], SIMPLES)).toEqual({
      valor_total_produtos: '0.00',
      valor_ipi: '0.00',
      valor_total_nota: '0.00',
      erros: [],
    });
  });
});

describe('valorPorKgDaEntrada', () => {
  it('a remessa in KG: its vUnCom exactly', () => {
    expect(
      valorPorKgDaEntrada({
        unidade: 'KG',
        valor_unitario: '9.1234000000',
        valor_total: '456.17',
        quantidade_kg: '50.0000',
      }),
    ).toBe('9.1234');
  });

  it('another unit: vProd over the kg, half up to 10 places', () => {
    expect(
      valorPorKgDaEntrada({
        unidade: 'SC',
        valor_unitario: '125.0000000000',
        valor_total: '250.00',
        quantidade_kg: '30.0000',
      }),
    ).toBe('8.3333333333');
    expect(
      valorPorKgDaEntrada({
        unidade: 'TN',
        valor_unitario: '5000',
        valor_total: '10000.00',
        quantidade_kg: '3000',
      }),
    ).toBe('3.3333333333');
    expect(
      valorPorKgDaEntrada({ unidade: 'SC', valor_unitario: '1', valor_total: '2.00', quantidade_kg: '3' }),
    ).toBe('0.6666666667');
  });
});

describe('somarValores', () => {
  it('sums money texts exactly', () => {
    expect(somarValores(['0.10', '0.20'])).toBe('0.30');
    expect(somarValores([])).toBe('0.00');
    expect(somarValores(['1750.5', '-0.25', '0.125'])).toBe('1750.375');
    expect(() => somarValores(['1,00'])).toThrow(RangeError);
    expect(somarValores(['4000.00', '1750.50', '0.01'])).toBe('5750.51');
    expect(somarValores(['9999999999999.99', '0.01'])).toBe('10000000000000.00');
    expect(somarValores(['-10.05', '3'])).toBe('-7.05');
    expect(somarValores(['-0.01', '0.01'])).toBe('0.00');
    expect(somarValores(['1.5', '0.0025'])).toBe('1.5025');
  });
});
