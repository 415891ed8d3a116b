import { describe, expect, test } from 'vitest';
import { extrairElemento, lerFixtureTexto } from '../../../test/support/fixtures.ts';
import { validarXml } from '../validate.ts';
import { montarNfeProc } from './montar-nfe-proc.ts';
import { montarProcEventoNFe } from './montar-proc-evento-nfe.ts';

const nfeProcOficial = lerFixtureTexto('nfe/nfe_layout4_com_prot_compacto.xml').trim();
const nfe = extrairElemento(nfeProcOficial, 'NFe');
const protNFe = extrairElemento(nfeProcOficial, 'protNFe');

describe('nfeProc', () => {
  test('NFe + protNFe, sem alteração, dentro de nfeProc 4.00: igual à amostra oficial autorizada', () => {
    const nfeProc = montarNfeProc(nfe, protNFe);
    expect(nfeProc).toBe(nfeProcOficial.replace(/^<\?xml[^>]*\?>/, ''));
    expect(validarXml(nfeProc, 'procNFe').erros).toEqual([]);
  });

  test('protocolo de outra chave, rejeição ou digVal de outro XML são recusados', () => {
    const outraChave = protNFe.replace(
      '43180906929383000163550010000000261000010301',
      '43180906929383000163550010000000271000010308',
    );
    expect(() => montarNfeProc(nfe, outraChave)).toThrow('não da NF-e');
    expect(() => montarNfeProc(nfe, protNFe.replace('<cStat>100</cStat>', '<cStat>204</cStat>'))).toThrow(
      'não é de autorização nem de denegação',
    );
    expect(() =>
      montarNfeProc(nfe, protNFe.replace(/<digVal>[^<]*</, '<digVal>AAAAAAAAAAAAAAAAAAAAAAAAAAA=<')),
    ).toThrow('digVal');
  });

  test('denegada (302) também tem nfeProc', () => {
    const denegada = protNFe.replace('<cStat>100</cStat>', '<cStat>302</cStat>');
    expect(montarNfeProc(nfe, denegada)).toContain('<cStat>302</cStat>');
  });
});

describe('procEventoNFe', () => {
  const evento =
    '<evento xmlns="http://www.portalfiscal.inf.br/nfe" versao="1.00"><infEvento Id="ID1101114318"><chNFe>43</chNFe>' +
    '<tpEvento>110111</tpEvento><nSeqEvento>1</nSeqEvento></infEvento></evento>';
  const retEvento = (nSeq: string) =>
    `<retEvento versao="1.00"><infEvento><cStat>135</cStat><chNFe>43</chNFe><tpEvento>110111</tpEvento><nSeqEvento>${nSeq}</nSeqEvento></infEvento></retEvento>`;

  test('evento + retEvento dentro de procEventoNFe 1.00', () => {
    expect(montarProcEventoNFe(evento, retEvento('1'))).toBe(
      `<procEventoNFe xmlns="http://www.portalfiscal.inf.br/nfe" versao="1.00">${evento}${retEvento('1')}</procEventoNFe>`,
    );
  });

  test('registro de outro evento é recusado', () => {
    expect(() => montarProcEventoNFe(evento, retEvento('2'))).toThrow('nSeqEvento diferente');
  });
});
