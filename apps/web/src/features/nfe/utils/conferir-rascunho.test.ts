import { describe, expect, it } from 'vitest';
import { conferirRascunho, type ErrosDoRascunho, SEM_ERROS } from './conferir-rascunho';
import { rascunhoInicial } from './rascunho-estado';
import { TRANSPORTE_VAZIO } from './transporte-estado';

const HOJE = '2026-11-20';
/** The check only counts the lines: one is enough. */
const UMA_LINHA = [{ chave: 1, nome_produto: 'Moagem (Polipropileno H503)' }];
const PRONTO = { ...rascunhoInicial(HOJE), id_cliente: 3, itens: UMA_LINHA };
const COM_VEICULO = {
  ...PRONTO,
  modalidade_frete: '0' as const,
  transporte: { ...TRANSPORTE_VAZIO, veiculo: { placa: 'BRA2E19', uf: 'SP' } },
};
const ANTERIORES: ErrosDoRascunho = { transporte: { 'veiculo.placa': 'Placa inválida.' } };

describe("'Salvar Rascunho' before sending", () => {
  it('only alerts when the client or the items are missing, leaving the fields as they were', () => {
    expect(conferirRascunho({ ...PRONTO, id_cliente: null }, false, ANTERIORES)).toEqual({
      alerta: 'Selecione um cliente e adicione pelo menos um item.',
      erros: ANTERIORES,
    });
    expect(conferirRascunho({ ...PRONTO, itens: [] }, false, SEM_ERROS).alerta).toBe(
      'Selecione um cliente e adicione pelo menos um item.',
    );
  });

  it('stops at a missing due date, under its field and without an alert', () => {
    expect(conferirRascunho({ ...PRONTO, data_vencimento: '' }, false, ANTERIORES)).toEqual({
      alerta: null,
      erros: { ...ANTERIORES, vencimento: 'Informe a data de vencimento.' },
    });
  });

  it('refuses the vehicle of an interstate note (868) under its field, with the alert', () => {
    const conferido = conferirRascunho(COM_VEICULO, true, SEM_ERROS);
    expect(conferido.alerta).toBe(
      'Corrija os campos destacados em Transporte ou Informações Complementares.',
    );
    expect(conferido.erros.transporte).toEqual({
      veiculo:
        'Em operação interestadual o veículo não vai na NF-e (rejeição 868 da SEFAZ): ele consta do MDF-e.',
    });
  });

  it('lets a complete draft go, clearing the messages of the last try', () => {
    expect(
      conferirRascunho(COM_VEICULO, false, { ...ANTERIORES, vencimento: 'Informe a data de vencimento.' }),
    ).toEqual({
      alerta: null,
      erros: { transporte: {}, informacoes: undefined },
    });
  });

  it('refuses infCpl beyond 5000 characters under its field', () => {
    const conferido = conferirRascunho(
      { ...PRONTO, informacoes_complementares: 'x'.repeat(5001) },
      false,
      SEM_ERROS,
    );
    expect(conferido).toEqual({
      alerta: 'Corrija os campos destacados em Transporte ou Informações Complementares.',
      erros: { transporte: {}, informacoes: 'As informações complementares devem ter até 5000 caracteres.' },
    });
  });
});
