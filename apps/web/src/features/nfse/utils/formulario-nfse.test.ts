import { calcularValoresNfse, MENSAGEM_QUANTIDADE_OU_VALOR } from '@erp/contracts/nfse';
import { describe, expect, it } from 'vitest';
import {
  entradaDosValores,
  type FormularioNfse,
  formularioVazio,
  payloadDoFormulario,
  validarFormulario,
} from './formulario-nfse';

const CHAVE = '0b9d1a57-3f43-4a59-9a3e-5f7f4c1d2e8b';
const MOAGEM = { preco: '2.50', aliquota_iss: '5.00' };

const preenchido: FormularioNfse = {
  ...formularioVazio('2026-11-22'),
  id_cliente: '3',
  id_servico: '7',
  quantidade: '120',
  discriminacao: 'Moagem de PP: 120 kg x R$ 2,50/kg',
  data_vencimento: '2026-12-22',
};

describe('payloadDoFormulario', () => {
  it('sends the quantity when billing by weight, and the value when billing a free value', () => {
    expect(payloadDoFormulario({ ...preenchido, valor_servico: '99' }, CHAVE)).toMatchObject({
      quantidade: '120',
      idempotency_key: CHAVE,
    });
    expect(payloadDoFormulario({ ...preenchido, cobranca: 'valor', valor_servico: '450,5' }, CHAVE)).toEqual(
      expect.not.objectContaining({ quantidade: expect.anything() }),
    );
    expect(
      payloadDoFormulario({ ...preenchido, cobranca: 'valor', valor_servico: '450,5' }, CHAVE).valor_servico,
    ).toBe('450.5');
  });

  it('carries the deductions, a comma read as the decimal point, blank as none', () => {
    expect(payloadDoFormulario({ ...preenchido, valor_deducoes: '12,34' }, CHAVE).valor_deducoes).toBe(
      '12.34',
    );
    expect(validarFormulario(preenchido, CHAVE)).toMatchObject({
      ok: true,
      payload: { valor_deducoes: undefined },
    });
  });

  it('carries the retention rates, a comma read as the decimal point', () => {
    expect(payloadDoFormulario({ ...preenchido, retencao_irrf: '1,5' }, CHAVE).retencoes).toEqual({
      pis: '',
      cofins: '',
      csll: '',
      irrf: '1.5',
      inss: '',
    });
  });
});

describe('validarFormulario', () => {
  it('accepts a complete form and gives the contract output', () => {
    const resultado = validarFormulario(preenchido, CHAVE);
    expect(resultado.ok).toBe(true);
    if (resultado.ok) {
      expect(resultado.payload).toMatchObject({ id_cliente: 3, id_servico: 7, quantidade: '120' });
      expect(resultado.payload.id_nfe_referencia).toBeUndefined();
    }
  });

  it("puts the contract's messages under the inputs", () => {
    const resultado = validarFormulario(
      { ...formularioVazio('2026-11-22'), data_competencia: '', retencao_pis: 'abc' },
      CHAVE,
    );
    expect(resultado).toMatchObject({
      ok: false,
      erros: {
        id_cliente: 'Selecione o tomador.',
        id_servico: 'Selecione o serviço.',
        quantidade: MENSAGEM_QUANTIDADE_OU_VALOR,
        data_competencia: 'Informe a data de competência.',
        data_vencimento: 'Informe a data de vencimento.',
        discriminacao: 'Informe a discriminação do serviço.',
        retencao_pis: expect.any(String),
      },
    });
  });

  it('shows the missing value under the free value input when billing a value', () => {
    const resultado = validarFormulario({ ...preenchido, cobranca: 'valor' }, CHAVE);
    expect(resultado).toEqual({ ok: false, erros: { valor_servico: MENSAGEM_QUANTIDADE_OU_VALOR } });
  });

  it('refuses deductions above kg x the chosen service price, under the deductions input', () => {
    // 120 kg x 2,50 = 300,00
    expect(validarFormulario({ ...preenchido, valor_deducoes: '300' }, CHAVE, MOAGEM).ok).toBe(true);
    expect(validarFormulario({ ...preenchido, valor_deducoes: '300,01' }, CHAVE, MOAGEM)).toEqual({
      ok: false,
      erros: { valor_deducoes: 'As deduções/reduções não podem passar do valor do serviço.' },
    });
    expect(validarFormulario({ ...preenchido, valor_deducoes: '-5' }, CHAVE, MOAGEM)).toEqual({
      ok: false,
      erros: { valor_deducoes: 'As deduções/reduções não podem ser negativas.' },
    });
  });

  it('refuses a zero quantity', () => {
    const resultado = validarFormulario({ ...preenchido, quantidade: '0' }, CHAVE);
    expect(resultado).toEqual({ ok: false, erros: { quantidade: 'A quantidade deve ser maior que zero.' } });
  });
});

describe('entradaDosValores with the shared calcularValoresNfse', () => {
  it('2,50/kg x 120 kg, ISS 5 % not retained: R$ 300,00 net', () => {
    const entrada = entradaDosValores(preenchido, MOAGEM);
    expect(entrada && calcularValoresNfse(entrada)).toMatchObject({
      valor_servico: '300.00',
      valor_base_calculo: '300.00',
      valor_iss: '15.00',
      valor_retencoes: '0.00',
      valor_liquido: '300.00',
    });
  });

  it('ISS retained and IR 1,5 % come off the net value', () => {
    const entrada = entradaDosValores({ ...preenchido, iss_retido: true, retencao_irrf: '1,5' }, MOAGEM);
    expect(entrada && calcularValoresNfse(entrada)).toMatchObject({
      valor_iss: '15.00',
      valor_irrf: '4.50',
      valor_retencoes: '19.50',
      valor_liquido: '280.50',
    });
  });

  it('deductions lower the base and the ISS, not the net value', () => {
    const entrada = entradaDosValores({ ...preenchido, valor_deducoes: '100,10' }, MOAGEM);
    expect(entrada && calcularValoresNfse(entrada)).toMatchObject({
      valor_servico: '300.00',
      valor_deducoes: '100.10',
      valor_base_calculo: '199.90',
      valor_iss: '10.00',
      valor_liquido: '300.00',
    });
  });

  it('a free value ignores the quantity; no service, no values', () => {
    const entrada = entradaDosValores({ ...preenchido, cobranca: 'valor', valor_servico: '1000' }, MOAGEM);
    expect(entrada && calcularValoresNfse(entrada)).toMatchObject({
      valor_servico: '1000.00',
      valor_iss: '50.00',
    });
    expect(entradaDosValores(preenchido, undefined)).toBeNull();
  });
});
