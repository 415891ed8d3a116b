import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lerOfx } from '../../src/modules/conciliacao/ler-ofx.ts';

const fixture = (nome: string) => readFileSync(new URL(`./fixtures/${nome}`, import.meta.url));
const erroDe = async (f: () => Promise<unknown>) => {
  try {
    await f();
  } catch (e) {
    return { status: (e as { statusCode?: number }).statusCode, message: (e as Error).message };
  }
  throw new Error('não recusou');
};

describe('lerOfx', async () => {
  it('reads OFX 1.x SGML in CHARSET 1252: unclosed tags, accents and the 1252-only dash kept, comma decimals', async () => {
    const extrato = await lerOfx(fixture('extrato-sgml-1252.ofx'));
    expect(extrato).toEqual({
      bankId: '0341',
      acctId: '123457',
      dataInicio: '2025-03-01',
      dataFim: '2025-03-31',
      saldo: '15230.75',
      dataSaldo: '2025-03-31',
      transacoes: [
        {
          fitid: '20250310001',
          tipo: 'CREDIT',
          data: '2025-03-10',
          valor: '1234.50',
          nome: 'PAGAMENTO DE BOLETO - JOÃO',
          memo: 'LIQUIDAÇÃO COBRANÇA',
        },
        {
          fitid: '20250312002',
          tipo: 'DEBIT',
          data: '2025-03-12',
          valor: '-45.90',
          nome: 'TARIFA BANCÁRIA',
          memo: 'PACOTE DE SERVIÇOS – MARÇO',
        },
        {
          fitid: '20250315003',
          tipo: 'CREDIT',
          data: '2025-03-15',
          valor: '800.00',
          nome: 'PIX RECEBIDO',
          memo: 'CONCEIÇÃO & FILHOS LTDA',
        },
      ],
    });
  });

  it('reads OFX 2.x XML in UTF-8, escaped characters decoded and an empty MEMO as none', async () => {
    const extrato = await lerOfx(fixture('extrato-xml-220.ofx'));
    expect(extrato.bankId).toBe('341');
    expect(extrato.acctId).toBe('0012345-7');
    expect(extrato.saldo).toBe('17420.35');
    expect(extrato.dataSaldo).toBe('2025-04-30');
    expect(extrato.transacoes).toEqual([
      {
        fitid: 'A-20250405-1',
        tipo: 'CREDIT',
        data: '2025-04-05',
        valor: '2500.00',
        nome: 'TRANSFERÊNCIA RECEBIDA',
        memo: 'INJETORA SÃO PAULO <NF 123>',
      },
      {
        fitid: 'A-20250408-2',
        tipo: 'DEBIT',
        data: '2025-04-08',
        valor: '-310.40',
        nome: 'ENERGIA ELÉTRICA',
        memo: null,
      },
    ]);
  });

  it('refuses an OFX 2.x with a DOCTYPE (entities are never expanded)', async () => {
    const xml = fixture('extrato-xml-220.ofx')
      .toString('utf8')
      .replace('<OFX>', '<!DOCTYPE OFX [<!ENTITY x "y">]><OFX>');
    expect(await erroDe(() => lerOfx(Buffer.from(xml)))).toEqual({
      status: 422,
      message:
        'O arquivo não é um extrato OFX válido: XML com DOCTYPE ou entidades não é aceito. Nenhuma transação foi importada.',
    });
  });

  it('refuses a malformed OFX 2.x, binary garbage, a file that is not OFX and a UTF-8 file with invalid bytes', async () => {
    const xml = fixture('extrato-xml-220.ofx').toString('utf8').replace('</BANKTRANLIST>', '');
    expect((await erroDe(() => lerOfx(Buffer.from(xml)))).message).toMatch(
      /^O arquivo não é um extrato OFX válido: XML malformado: .+\. Nenhuma transação foi importada\.$/,
    );
    expect(await erroDe(() => lerOfx(Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0xff, 0x10])))).toEqual({
      status: 422,
      message:
        'O arquivo não é um extrato OFX válido: é um arquivo binário. Nenhuma transação foi importada.',
    });
    expect((await erroDe(() => lerOfx(Buffer.from('data;valor\n2025-03-10;10,00\n')))).message).toBe(
      'O arquivo não é um extrato OFX válido: falta o cabeçalho OFXHEADER (OFX 1.x) ou <?OFX OFXHEADER="200"?> (OFX 2.x). Nenhuma transação foi importada.',
    );
    const utf8Errado = Buffer.concat([
      Buffer.from('OFXHEADER:100\r\nDATA:OFXSGML\r\nENCODING:UTF-8\r\nCHARSET:NONE\r\n\r\n<OFX><NAME>JO'),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('O</OFX>'),
    ]);
    expect((await erroDe(() => lerOfx(utf8Errado))).message).toBe(
      'O arquivo diz estar em UTF-8, mas tem bytes inválidos nessa codificação. Exporte o extrato de novo no internet banking. Nenhuma transação foi importada.',
    );
  });

  it('names the transaction without FITID, with a bad date or a bad amount', async () => {
    const sgml = fixture('extrato-sgml-1252.ofx').toString('latin1');
    const semFitid = sgml.replace('<FITID>20250312002\r\n', '');
    expect((await erroDe(() => lerOfx(Buffer.from(semFitid, 'latin1')))).message).toBe(
      'O arquivo não é um extrato OFX válido: a transação 2 não tem FITID. Nenhuma transação foi importada.',
    );
    const dataRuim = sgml.replace('<DTPOSTED>20250315', '<DTPOSTED>20250231');
    expect((await erroDe(() => lerOfx(Buffer.from(dataRuim, 'latin1')))).message).toBe(
      'O arquivo não é um extrato OFX válido: a data DTPOSTED da transação 3 "20250231" não é uma data válida. Nenhuma transação foi importada.',
    );
    const valorRuim = sgml.replace('<TRNAMT>800.00', '<TRNAMT>oitocentos');
    expect((await erroDe(() => lerOfx(Buffer.from(valorRuim, 'latin1')))).message).toBe(
      'O arquivo não é um extrato OFX válido: o valor TRNAMT da transação 3 "oitocentos" não é um número. Nenhuma transação foi importada.',
    );
  });
});
