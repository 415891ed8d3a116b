import { describe, expect, it } from 'vitest';
import {
  brCodeEstatico,
  crc16CcittFalse,
  lancamentoDoTxid,
  montarBrCode,
  textoEmv,
  txidDoLancamento,
} from './br-code.ts';

/**
 * The two BR Codes printed in the BCB's "Manual de Padrões para Iniciação do Pix" (Anexo I): the static code of a
 * random key without amount, and the full example with other arrangements, amount, postal code and txid.
 */
const MANUAL_ESTATICO =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
const MANUAL_COMPLETO =
  '00020104141234567890123426580014BR.GOV.BCB.PIX0136123e4567-e12b-12d1-a456-42665544000027300012BR.COM.OUTRO011001234567895204000053039865406123.455802BR5917NOME DO RECEBEDOR6008BRASILIA61087007490062190515RP12345678-201980390012BR.COM.OUTRO01190123.ABCD.3456.WXYZ6304AD38';

describe('BR Code (EMV QRCPS-MPM) of a static PIX', () => {
  it('CRC16-CCITT-FALSE: the check value of "123456789" and the manual’s two codes', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
    expect(crc16CcittFalse(MANUAL_ESTATICO.slice(0, -4))).toBe('1D3D');
    expect(crc16CcittFalse(MANUAL_COMPLETO.slice(0, -4))).toBe('AD38');
  });

  it('builds the manual’s static example byte for byte', () => {
    expect(
      brCodeEstatico({
        chave: '123e4567-e12b-12d1-a456-426655440000',
        nome: 'Fulano de Tal',
        cidade: 'BRASILIA',
        txid: '***',
      }),
    ).toBe(MANUAL_ESTATICO);
  });

  it('encodes the manual’s complete example, nested templates and amount included, byte for byte', () => {
    expect(
      montarBrCode([
        ['00', '01'],
        ['04', '12345678901234'],
        [
          '26',
          [
            ['00', 'BR.GOV.BCB.PIX'],
            ['01', '123e4567-e12b-12d1-a456-426655440000'],
          ],
        ],
        [
          '27',
          [
            ['00', 'BR.COM.OUTRO'],
            ['01', '0123456789'],
          ],
        ],
        ['52', '0000'],
        ['53', '986'],
        ['54', '123.45'],
        ['58', 'BR'],
        ['59', 'NOME DO RECEBEDOR'],
        ['60', 'BRASILIA'],
        ['61', '70074900'],
        ['62', [['05', 'RP12345678-2019']]],
        [
          '80',
          [
            ['00', 'BR.COM.OUTRO'],
            ['01', '0123.ABCD.3456.WXYZ'],
          ],
        ],
      ]),
    ).toBe(MANUAL_COMPLETO);
  });

  it('a receivable: amount with two decimals, the txid that names it, name and city without accents', () => {
    const codigo = brCodeEstatico({
      chave: '11222333000181',
      nome: 'Plásticos São José Indústria e Comércio Ltda',
      cidade: 'São José dos Campos',
      valor: '1234.5',
      txid: txidDoLancamento(42),
    });
    const semCrc =
      '00020126360014br.gov.bcb.pix0114112223330001815204000053039865407' +
      '1234.505802BR5925Plasticos Sao Jose Indust6015Sao Jose dos Ca62180514LANC00000000426304';
    expect(codigo).toBe(`${semCrc}${crc16CcittFalse(semCrc)}`);
    expect(lancamentoDoTxid('LANC0000000042')).toBe(42);
    expect(lancamentoDoTxid('RP12345678-2019')).toBeUndefined();
  });

  it('refuses a txid a payer’s app would reject, and keeps name and city printable', () => {
    expect(() => brCodeEstatico({ chave: 'a@b.com', nome: 'X', cidade: 'Y', txid: 'LANC-1' })).toThrow(
      'txid inválido: LANC-1',
    );
    expect(() => brCodeEstatico({ chave: 'a@b.com', nome: 'X', cidade: 'Y', txid: 'A'.repeat(26) })).toThrow(
      RangeError,
    );
    expect(textoEmv('  Açaí\u0007  & Cia ', 25)).toBe('Acai & Cia');
  });
});
