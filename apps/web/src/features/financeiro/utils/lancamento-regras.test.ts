import { describe, expect, it } from 'vitest';
import {
  acoesDoLancamento,
  avisoDeVencimento,
  resumoDaBaixa,
  rotuloOrigem,
  valorComSinal,
  valorDaBaixa,
} from './lancamento-regras';

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

describe('valorDaBaixa', () => {
  it('is the original value minus the discount plus the interest, to the centavo', () => {
    expect(valorDaBaixa('1234.56', '0', '0')).toBe('1234.56');
    expect(valorDaBaixa('1234.56', '34.56', '12.35')).toBe('1212.35');
    // 0.1 + 0.2 in floats is 0.30000000000000004.
    expect(valorDaBaixa('0.10', '0', '0.20')).toBe('0.30');
    expect(valorDaBaixa('9999999999999.99', '0.01', '0')).toBe('9999999999999.98');
    expect(valorDaBaixa('100', '', '1,5')).toBe('101.50');
  });

  it('is null while a field is no amount', () => {
    expect(valorDaBaixa('100', 'abc', '0')).toBeNull();
    expect(valorDaBaixa('100', '0', '-')).toBeNull();
  });
});

describe('avisoDeVencimento', () => {
  it('counts the days a Pendente entry is past its due date', () => {
    expect(avisoDeVencimento({ status: 'Pendente', data_vencimento: '2026-11-25' }, '2026-11-26')).toBe(
      'Vencido há 1 dia',
    );
    expect(avisoDeVencimento({ status: 'Pendente', data_vencimento: '2026-10-27' }, '2026-11-26')).toBe(
      'Vencido há 30 dias',
    );
    // Across a daylight-saving change and a leap day, whole calendar days.
    expect(avisoDeVencimento({ status: 'Pendente', data_vencimento: '2024-02-28' }, '2024-03-01')).toBe(
      'Vencido há 2 dias',
    );
  });

  it('says nothing for an entry due today or later, or already paid', () => {
    expect(avisoDeVencimento({ status: 'Pendente', data_vencimento: '2026-11-26' }, '2026-11-26')).toBeNull();
    expect(avisoDeVencimento({ status: 'Pendente', data_vencimento: '2026-12-01' }, '2026-11-26')).toBeNull();
    expect(avisoDeVencimento({ status: 'Pago', data_vencimento: '2025-01-01' }, '2026-11-26')).toBeNull();
  });
});

describe('resumoDaBaixa', () => {
  it('says what a paid row received or paid, and when', () => {
    const pago = {
      status: 'Pago' as const,
      valor_pago_recebido: '1212.35',
      data_pagamento_recebimento: '2026-11-20',
    };
    expect(resumoDaBaixa({ ...pago, tipo: 'RECEITA' })).toBe('Recebido R$ 1.212,35 em 20/11/2026');
    expect(resumoDaBaixa({ ...pago, tipo: 'DESPESA' })).toBe('Pago R$ 1.212,35 em 20/11/2026');
    expect(
      resumoDaBaixa({
        tipo: 'RECEITA',
        status: 'Pendente',
        valor_pago_recebido: null,
        data_pagamento_recebimento: null,
      }),
    ).toBeNull();
  });
});
