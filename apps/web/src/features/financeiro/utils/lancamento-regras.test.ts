import { describe, expect, it } from 'vitest';
import { acoesDoLancamento, rotuloOrigem, valorComSinal } from './lancamento-regras';

describe('valorComSinal', () => {
  it('prefixes receivables with + and payables with -, in BRL to the centavo', () => {
    expect(valorComSinal({ tipo: 'RECEITA', valor_original: '1234.56' })).toBe('+ R$ 1.234,56');
    expect(valorComSinal({ tipo: 'DESPESA', valor_original: '1234.56' })).toBe('- R$ 1.234,56');
    expect(valorComSinal({ tipo: 'DESPESA', valor_original: '0.01' })).toBe('- R$ 0,01');
    expect(valorComSinal({ tipo: 'RECEITA', valor_original: '9999999999999.99' })).toBe(
      '+ R$ 9.999.999.999.999,99',
    );
  });
});

describe('acoesDoLancamento', () => {
  it('offers baixa, edit and delete on a pending manual entry', () => {
    expect(acoesDoLancamento({ status: 'Pendente', origem: 'MANUAL' })).toEqual({
      podeBaixar: true,
      podeEditar: true,
    });
  });

  it('offers only baixa on a pending receivable created by an NF-e or NFS-e', () => {
    expect(acoesDoLancamento({ status: 'Pendente', origem: 'NFE' })).toEqual({
      podeBaixar: true,
      podeEditar: false,
    });
    expect(acoesDoLancamento({ status: 'Pendente', origem: 'NFSE' }).podeEditar).toBe(false);
  });

  it('offers nothing on paid or cancelled entries', () => {
    for (const status of ['Pago', 'Cancelado'] as const) {
      expect(acoesDoLancamento({ status, origem: 'MANUAL' })).toEqual({
        podeBaixar: false,
        podeEditar: false,
      });
    }
  });
});

describe('rotuloOrigem', () => {
  it('names the document, and nothing for a manual entry', () => {
    expect(rotuloOrigem('NFE')).toBe('NF-e');
    expect(rotuloOrigem('NFSE')).toBe('NFS-e');
    expect(rotuloOrigem('MANUAL')).toBeNull();
  });
});
