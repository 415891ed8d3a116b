import { describe, expect, it } from 'vitest';
import { type CustoDoEstoque, custearMovimentos } from './custo-medio.ts';

const compra = (kg: string, custo: string) =>
  ({ idProduto: 1, quantidadeKg: kg, origem: 'ENTRADA_NFE', destino: 'proprio', custoTotal: custo }) as const;
const venda = (kg: string) =>
  ({ idProduto: 1, quantidadeKg: `-${kg}`, origem: 'SAIDA_NFE', destino: 'proprio' }) as const;

describe('weighted average cost of own stock', () => {
  it('adds each purchase at its cost and takes sales out at the average, the last kg taking what is left', () => {
    const estoques = new Map<number, CustoDoEstoque>();
    const movimentos = custearMovimentos(
      [compra('100', '1000.00'), compra('200', '2600.01'), venda('1'), venda('299')],
      estoques,
    );
    expect(movimentos.map((m) => m.custoTotal)).toEqual(['1000.00', '2600.01', '-12.00', '-3588.01']);
    expect(movimentos[2]?.custoKg).toBe('12');
    expect(estoques.get(1)).toEqual({ kg: '0.0000', valor: '0.00' });
  });

  it('leaves the clients material without cost and an adjustment at the average of the moment', () => {
    const estoques = new Map<number, CustoDoEstoque>([[1, { kg: '10.0000', valor: '33.33' }]]);
    const [terceiros, ajuste] = custearMovimentos(
      [
        { idProduto: 1, quantidadeKg: '50', origem: 'ENTRADA_NFE' },
        { idProduto: 1, quantidadeKg: '5', origem: 'AJUSTE', destino: 'proprio' },
      ],
      estoques,
    );
    expect(terceiros).toMatchObject({ destino: 'terceiros', custoKg: null, custoTotal: null });
    expect(ajuste?.custoTotal).toBe('16.67');
    expect(estoques.get(1)).toEqual({ kg: '15.0000', valor: '50.00' });
  });
});
