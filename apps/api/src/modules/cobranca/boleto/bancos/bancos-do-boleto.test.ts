import { formatarLinhaDigitavel } from '@erp/contracts/boleto';
import { describe, expect, it } from 'vitest';
import { linhaDigitavel, montarCodigoBarras } from '../codigo-de-barras.ts';
import type { ContaDoBoleto } from './banco-do-boleto.ts';
import { bancoDoBoleto } from './bancos-do-boleto.ts';

/**
 * Every expected value below is copied from a published example: the test fixtures of kivanio/brcobranca at commit
 * 325e0eae69ad298477b935a441a22c61c7556f31 (spec/brcobranca/boleto/<banco>_spec.rb), cited per case.
 */
type Exemplo = {
  fonte: string;
  banco: string;
  conta: ContaDoBoleto;
  nossoNumero: number;
  vencimento: string;
  valor: string;
  campoLivre: string;
  codigoBarras: string;
  linha: string;
};

const EXEMPLOS: Exemplo[] = [
  {
    fonte: 'banco_brasil_spec.rb: convenio de 7 digitos e nosso número de 10 e carteira 17',
    banco: '001',
    conta: { agencia: '3174', conta: '00011672-6', carteira: '17', convenio: '1474166' },
    nossoNumero: 328,
    vencimento: '2016-07-05',
    valor: '2246.74',
    campoLivre: '0000001474166000000032817',
    codigoBarras: '00191684600002246740000001474166000000032817',
    linha: '00190.00009 01474.166004 00000.328179 1 68460000224674',
  },
  {
    fonte: 'banco_brasil_spec.rb: convenio de 7 digitos e nosso numero de 10 (R$ 723,56)',
    banco: '001',
    conta: { agencia: '4042', conta: '00061900-0', carteira: '18', convenio: '1238798' },
    nossoNumero: 7_777_700_168,
    vencimento: '2008-02-03',
    valor: '723.56',
    campoLivre: '0000001238798777770016818',
    codigoBarras: '00195377100000723560000001238798777770016818',
    linha: '00190.00009 01238.798779 77700.168188 5 37710000072356',
  },
  {
    fonte: 'banco_brasil_spec.rb: convenio de 8 digitos e nosso número de 9',
    banco: '001',
    conta: { agencia: '4042', conta: '00061900-0', carteira: '18', convenio: '12387989' },
    nossoNumero: 777_700_168,
    vencimento: '2008-02-01',
    valor: '135.00',
    campoLivre: '0000001238798977770016818',
    codigoBarras: '00193376900000135000000001238798977770016818',
    linha: '00190.00009 01238.798977 77700.168188 3 37690000013500',
  },
  {
    fonte: 'itau_spec.rb: Gerar boleto, carteira 109 (vencimento 20/05/2029, after the rollover)',
    banco: '341',
    conta: { agencia: '1248', conta: '02124-6', carteira: '109', convenio: null },
    nossoNumero: 10_152,
    vencimento: '2029-05-20',
    valor: '6757.87',
    campoLivre: '1090001015271248021246000',
    codigoBarras: '34194254800006757871090001015271248021246000',
    linha: '34191.09008 01015.271248 80212.460002 4 25480000675787',
  },
  {
    fonte: 'itau_spec.rb: Gerar boleto, carteira 175',
    banco: '341',
    conta: { agencia: '0810', conta: '53678-9', carteira: '175', convenio: null },
    nossoNumero: 258_281,
    vencimento: '2008-02-02',
    valor: '135.00',
    campoLivre: '1750025828170810536789000',
    codigoBarras: '34191377000000135001750025828170810536789000',
    linha: '34191.75009 25828.170818 05367.890000 1 37700000013500',
  },
  {
    fonte: 'bradesco_spec.rb: carteira número 06',
    banco: '237',
    conta: { agencia: '1172', conta: '403005-2', carteira: '06', convenio: null },
    nossoNumero: 75_896_452,
    vencimento: '2009-04-30',
    valor: '2952.95',
    campoLivre: '1172060007589645204030050',
    codigoBarras: '23795422300002952951172060007589645204030050',
    linha: '23791.17209 60007.589645 52040.300502 5 42230000295295',
  },
  {
    fonte: 'bradesco_spec.rb: carteira número 03',
    banco: '237',
    conta: { agencia: '4042-8', conta: '61900-0', carteira: '03', convenio: null },
    nossoNumero: 777_700_168,
    vencimento: '2008-02-02',
    valor: '135.00',
    campoLivre: '4042030077770016800619000',
    codigoBarras: '23791377000000135004042030077770016800619000',
    linha: '23794.04201 30077.770011 68006.190000 1 37700000013500',
  },
  {
    // The spec publishes the campo livre and the linha; the barcode is the same digits in barcode order.
    fonte: 'sicoob_spec.rb: modalidade 01',
    banco: '756',
    conta: { agencia: '4327', conta: '417270-0', carteira: '1', convenio: '229385' },
    nossoNumero: 2,
    vencimento: '2016-02-18',
    valor: '50.00',
    campoLivre: '1432701022938500000024001',
    codigoBarras: '75692670800000050001432701022938500000024001',
    linha: '75691.43279 01022.938508 00000.240010 2 67080000005000',
  },
];

describe('campo livre, código de barras e linha digitável de cada banco', () => {
  it.each(EXEMPLOS)('$fonte', (e) => {
    const banco = bancoDoBoleto(e.banco);
    if (!banco) throw new Error(`banco ${e.banco} sem módulo`);
    expect(banco.conferirConta(e.conta)).toBeNull();
    const campoLivre = banco.campoLivre(e.conta, e.nossoNumero);
    expect(campoLivre).toBe(e.campoLivre);
    const codigo = montarCodigoBarras({
      banco: e.banco,
      vencimento: e.vencimento,
      valor: e.valor,
      campoLivre,
    });
    expect(codigo).toBe(e.codigoBarras);
    expect(formatarLinhaDigitavel(linhaDigitavel(codigo))).toBe(e.linha);
  });
});

describe('nosso número impresso', () => {
  // bradesco_spec.rb "Montar nosso_numero_boleto": carteira 09, nosso número 1 -> 09/00000000001-1; 06/525 -> P.
  it('Bradesco: carteira/nosso número-DV módulo 11 (P for remainder 1)', () => {
    const conta = { agencia: '4042-8', conta: '61900-0', carteira: '09', convenio: null };
    expect(bancoDoBoleto('237')?.nossoNumeroImpresso(conta, 1)).toBe('09/00000000001-1');
    expect(bancoDoBoleto('237')?.nossoNumeroImpresso({ ...conta, carteira: '06' }, 525)).toBe(
      '06/00000000525-P',
    );
  });

  // sicoob_spec.rb "Montar nosso numero dv": cooperativa 4327, beneficiário 229385, nosso número 1..13.
  it('Sicoob: DV with weights 3, 1, 9, 7', () => {
    const conta = { agencia: '4327', conta: '417270-0', carteira: '1', convenio: '229385' };
    const dvs = Array.from({ length: 13 }, (_, i) =>
      bancoDoBoleto('756')
        ?.nossoNumeroImpresso(conta, i + 1)
        .at(-1),
    );
    expect(dvs.join('')).toBe('7419630853085');
  });

  // itau_spec.rb carteira 109 example: its published campo livre 109 00010152 7 ... carries the DAC 7.
  it('Itaú: carteira/nosso número-DAC', () => {
    const conta = { agencia: '1248', conta: '02124-6', carteira: '109', convenio: null };
    expect(bancoDoBoleto('341')?.nossoNumeroImpresso(conta, 10_152)).toBe('109/00010152-7');
  });
});

describe('what each layout needs from the account', () => {
  it('names the missing carteira or convênio in Portuguese', () => {
    const semNada = { agencia: '1234', conta: '12345-6', carteira: null, convenio: null };
    expect(bancoDoBoleto('001')?.conferirConta(semNada)).toBe(
      'Informe o convênio de 7 ou 8 dígitos do Banco do Brasil na conta bancária padrão.',
    );
    expect(bancoDoBoleto('341')?.conferirConta(semNada)).toBe(
      'Informe a carteira do Itaú (ex.: 109) na conta bancária padrão.',
    );
    expect(bancoDoBoleto('341')?.conferirConta({ ...semNada, carteira: '198' })).toBe(
      'A carteira 198 do Itaú usa outro leiaute de boleto; use uma carteira como a 109.',
    );
    expect(bancoDoBoleto('756')?.conferirConta({ ...semNada, carteira: '1' })).toBe(
      'Informe o código do beneficiário do Sicoob (até 7 dígitos) no convênio da conta bancária padrão.',
    );
    expect(bancoDoBoleto('104')).toBeUndefined();
  });
});
