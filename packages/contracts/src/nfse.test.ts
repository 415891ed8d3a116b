import { describe, expect, it } from 'vitest';
import {
  calcularValoresNfse,
  conferirDeducoes,
  discriminacaoSugerida,
  valoresDaDps,
  ZCancelarNfse,
  ZEmitirNfse,
  ZPreviaNfse,
} from './nfse.ts';

describe('calcularValoresNfse', () => {
  it('kg x price per kg, ISS not retained: the net value is the service value', () => {
    expect(
      calcularValoresNfse({
        quantidade: '1234.5678',
        preco_kg: '2.50',
        aliquota_iss: '2.00',
        iss_retido: false,
      }),
    ).toEqual({
      // 1234.5678 x 2.50 = 3086.4195 -> 3086.42
      valor_servico: '3086.42',
      valor_deducoes: '0.00',
      valor_base_calculo: '3086.42',
      aliquota_iss: '2.00',
      valor_iss: '61.73',
      iss_retido: false,
      valor_pis: '0.00',
      valor_cofins: '0.00',
      valor_csll: '0.00',
      valor_irrf: '0.00',
      valor_inss: '0.00',
      valor_retencoes: '0.00',
      valor_liquido: '3086.42',
    });
  });

  it('ISS retained and federal retentions come off the net value, each rounded half up to the centavo', () => {
    const valores = calcularValoresNfse({
      valor_servico: '1000.10',
      aliquota_iss: '3.00',
      iss_retido: true,
      retencoes: { pis: '0.65', cofins: '3.00', csll: '1.00', irrf: '1.50', inss: '11.00' },
    });
    expect(valores).toEqual({
      valor_servico: '1000.10',
      valor_deducoes: '0.00',
      valor_base_calculo: '1000.10',
      aliquota_iss: '3.00',
      // 30.003 -> 30.00; 6.50065 -> 6.50; 30.003 -> 30.00; 10.001 -> 10.00; 15.0015 -> 15.00; 110.011 -> 110.01
      valor_iss: '30.00',
      iss_retido: true,
      valor_pis: '6.50',
      valor_cofins: '30.00',
      valor_csll: '10.00',
      valor_irrf: '15.00',
      valor_inss: '110.01',
      valor_retencoes: '201.51',
      valor_liquido: '798.59',
    });
  });

  it('half up at the half centavo, never binary float rounding', () => {
    // 0.1 + 0.2 style noise would make 1.005 round down; decimal arithmetic rounds it up.
    expect(
      calcularValoresNfse({ quantidade: '0.402', preco_kg: '2.50', aliquota_iss: '5', iss_retido: false }),
    ).toMatchObject({ valor_servico: '1.01', valor_iss: '0.05' });
  });

  it('deductions lower the ISS base and the ISS only: retentions stay over the service, the net value too', () => {
    expect(
      calcularValoresNfse({
        valor_servico: '1000.10',
        valor_deducoes: '200.05',
        aliquota_iss: '3.00',
        iss_retido: true,
        retencoes: { pis: '0.65', cofins: '3.00', csll: '1.00', irrf: '1.50', inss: '11.00' },
      }),
    ).toEqual({
      valor_servico: '1000.10',
      valor_deducoes: '200.05',
      // 1000.10 - 200.05; ISS 800.05 x 3 % = 24.0015 -> 24.00
      valor_base_calculo: '800.05',
      aliquota_iss: '3.00',
      valor_iss: '24.00',
      iss_retido: true,
      // PIS, COFINS, CSLL, IR and INSS as without the deduction (over 1000.10)
      valor_pis: '6.50',
      valor_cofins: '30.00',
      valor_csll: '10.00',
      valor_irrf: '15.00',
      valor_inss: '110.01',
      valor_retencoes: '195.51',
      valor_liquido: '804.59',
    });
    // ISS not retained: the deduction changes the ISS, never what the tomador pays.
    expect(
      calcularValoresNfse({
        quantidade: '120',
        preco_kg: '2.50',
        valor_deducoes: '100.10',
        aliquota_iss: '5.00',
        iss_retido: false,
      }),
    ).toMatchObject({
      valor_servico: '300.00',
      valor_deducoes: '100.10',
      valor_base_calculo: '199.90',
      // 9.995 rounds half up to 10.00
      valor_iss: '10.00',
      valor_retencoes: '0.00',
      valor_liquido: '300.00',
    });
  });

  it('a deduction of the whole service leaves a zero base; above it, or invalid, there are no values', () => {
    expect(
      calcularValoresNfse({
        valor_servico: '300',
        valor_deducoes: '300.00',
        aliquota_iss: '5',
        iss_retido: false,
      }),
    ).toMatchObject({ valor_deducoes: '300.00', valor_base_calculo: '0.00', valor_iss: '0.00' });
    const acima = { quantidade: '120', preco_kg: '2.50', valor_deducoes: '300.01' };
    expect(calcularValoresNfse({ ...acima, aliquota_iss: '5', iss_retido: false })).toBeNull();
    expect(conferirDeducoes(acima)).toBe('As deduções/reduções não podem passar do valor do serviço.');
    expect(conferirDeducoes({ ...acima, valor_deducoes: '300.00' })).toBeUndefined();
    expect(conferirDeducoes({ ...acima, valor_deducoes: '' })).toBeUndefined();
    expect(
      calcularValoresNfse({
        valor_servico: '300',
        valor_deducoes: 'abc',
        aliquota_iss: '5',
        iss_retido: false,
      }),
    ).toBeNull();
  });

  it('null while the value cannot be computed', () => {
    expect(calcularValoresNfse({ aliquota_iss: '2.00', iss_retido: false })).toBeNull();
    expect(calcularValoresNfse({ quantidade: '10', aliquota_iss: '2.00', iss_retido: false })).toBeNull();
    expect(calcularValoresNfse({ valor_servico: 'abc', aliquota_iss: '2.00', iss_retido: false })).toBeNull();
    expect(calcularValoresNfse({ valor_servico: '0', aliquota_iss: '2.00', iss_retido: false })).toBeNull();
  });
});

describe('valoresDaDps', () => {
  it('maps rates to the DPS: PIS/COFINS retained by rate (CST 01), CP/IRRF/CSLL as values; zero is no retention', () => {
    expect(
      valoresDaDps({
        valor_servico: '200',
        aliquota_iss: '2.00',
        iss_retido: false,
        retencoes: { pis: '0.65', cofins: '0', irrf: '1.50', csll: '' },
      }),
    ).toEqual({
      vServ: '200.00',
      iss: { tpRetISSQN: '1', aliquota: '2.00' },
      pisCofins: { CST: '01', pAliqPis: '0.65', tpRetPisCofins: '1' },
      vRetIRRF: '3.00',
    });
  });

  it('sends the deduction as vDR only when there is one', () => {
    const base = { valor_servico: '200', aliquota_iss: '2.00', iss_retido: false };
    expect(valoresDaDps({ ...base, valor_deducoes: '50.5' })).toEqual({
      vServ: '200.00',
      vDR: '50.50',
      iss: { tpRetISSQN: '1', aliquota: '2.00' },
    });
    expect(valoresDaDps({ ...base, valor_deducoes: '0' })).not.toHaveProperty('vDR');
    expect(valoresDaDps({ ...base, valor_deducoes: '' })).not.toHaveProperty('vDR');
  });
});

describe('payloads', () => {
  const emissao = {
    idempotency_key: '0f8fad5b-d9cb-469f-a165-70867728950e',
    id_cliente: 1,
    id_servico: 2,
    quantidade: '100',
    data_competencia: '2026-07-01',
    data_vencimento: '2026-07-31',
    discriminacao: 'Injeção de peças',
  };

  it('emission: quantity or value, one of them; defaults for ISS and retentions', () => {
    expect(ZEmitirNfse.parse(emissao)).toMatchObject({ iss_retido: false, retencoes: {} });
    const ambos = ZEmitirNfse.safeParse({ ...emissao, valor_servico: '10' });
    expect(ambos.error?.issues[0]).toMatchObject({
      path: ['quantidade'],
      message: 'Informe a quantidade em kg ou o valor do serviço (um dos dois).',
    });
    expect(ZPreviaNfse.safeParse({ id_servico: 2 }).success).toBe(false);
    expect(ZEmitirNfse.safeParse({ ...emissao, idempotency_key: 'x' }).error?.issues[0]?.message).toBe(
      'Identificador da requisição inválido.',
    );
    expect(ZEmitirNfse.safeParse({ ...emissao, quantidade: '0' }).error?.issues[0]?.message).toBe(
      'A quantidade deve ser maior que zero.',
    );
  });

  it('deductions: optional, at least zero, 2 places, never above a free service value', () => {
    const mensagem = (valores: Record<string, unknown>) =>
      ZEmitirNfse.safeParse({ ...emissao, ...valores }).error?.issues.map((i) => [i.path, i.message]);
    expect(ZEmitirNfse.parse({ ...emissao, valor_deducoes: '' }).valor_deducoes).toBeUndefined();
    expect(ZEmitirNfse.parse({ ...emissao, valor_deducoes: '12.5' }).valor_deducoes).toBe('12.5');
    expect(mensagem({ valor_deducoes: '-1' })).toEqual([
      [['valor_deducoes'], 'As deduções/reduções não podem ser negativas.'],
    ]);
    expect(mensagem({ valor_deducoes: '1.005' })).toEqual([
      [['valor_deducoes'], 'Informe um número com no máximo 2 casas decimais.'],
    ]);
    const livre = { quantidade: undefined, valor_servico: '100.00' };
    expect(ZEmitirNfse.safeParse({ ...emissao, ...livre, valor_deducoes: '100' }).success).toBe(true);
    expect(mensagem({ ...livre, valor_deducoes: '100.01' })).toEqual([
      [['valor_deducoes'], 'As deduções/reduções não podem passar do valor do serviço.'],
    ]);
  });

  it('cancellation: reason code of e101101 and a 15-255 character justification', () => {
    expect(
      ZCancelarNfse.safeParse({ codigo_motivo: '2', justificativa: 'Serviço não foi prestado' }).success,
    ).toBe(true);
    expect(
      ZCancelarNfse.safeParse({ codigo_motivo: '3', justificativa: 'Serviço não foi prestado' }).success,
    ).toBe(false);
    expect(
      ZCancelarNfse.safeParse({ codigo_motivo: '1', justificativa: 'curta' }).error?.issues[0]?.message,
    ).toBe('A justificativa deve ter entre 15 e 255 caracteres.');
  });
});

describe('discriminacaoSugerida', () => {
  it('names the service, the kg and the price per kg in Brazilian format', () => {
    expect(discriminacaoSugerida({ descricao: 'Injeção de peças', preco: '2.50' }, '1234.5')).toBe(
      'Injeção de peças: 1.234,5 kg x R$ 2,50/kg',
    );
    expect(discriminacaoSugerida({ descricao: 'Moagem', preco: '0.85' })).toBe('Moagem');
  });
});
