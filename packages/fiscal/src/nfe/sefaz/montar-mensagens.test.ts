import { describe, expect, test } from 'vitest';
import { extrairElemento, lerFixtureTexto, semAssinatura } from '../../../test/support/fixtures.ts';
import { validarXml } from '../validate.ts';
import { montarConsReciNFe } from './montar-cons-reci-nfe.ts';
import { montarConsSitNFe } from './montar-cons-sit-nfe.ts';
import { montarConsStatServ } from './montar-cons-stat-serv.ts';
import { montarDistDFeInt } from './montar-dist-dfe-int.ts';
import { montarEnviNFe } from './montar-envi-nfe.ts';
import { montarEnvEvento, montarEvento } from './montar-evento.ts';
import { montarInutNFe } from './montar-inut-nfe.ts';

const NS = 'xmlns="http://www.portalfiscal.inf.br/nfe"';
/** Amostra oficial indentada -> o mesmo XML sem espaços entre as tags. */
const compacto = (xml: string) => xml.replace(/>\s+</g, '><').trim();

describe('mensagens de consulta (golden)', () => {
  test('consStatServ: igual à amostra oficial e válida no schema', () => {
    const xml = montarConsStatServ({ tpAmb: '2', cUF: '43' });
    expect(xml).toBe(
      extrairElemento(compacto(lerFixtureTexto('nfe/exemplo_xml_status.xml')), 'consStatServ'),
    );
    expect(xml).toBe(
      `<consStatServ ${NS} versao="4.00"><tpAmb>2</tpAmb><cUF>43</cUF><xServ>STATUS</xServ></consStatServ>`,
    );
    expect(validarXml(xml, 'consStatServ').erros).toEqual([]);
  });

  test('consSitNFe e consReciNFe', () => {
    const consSit = montarConsSitNFe({ tpAmb: '1', chNFe: '43180906929383000163550010000000261000010301' });
    expect(consSit).toBe(
      `<consSitNFe ${NS} versao="4.00"><tpAmb>1</tpAmb><xServ>CONSULTAR</xServ>` +
        '<chNFe>43180906929383000163550010000000261000010301</chNFe></consSitNFe>',
    );
    expect(validarXml(consSit, 'consSitNFe').erros).toEqual([]);
    const consReci = montarConsReciNFe({ tpAmb: '2', nRec: '431000000000001' });
    expect(consReci).toBe(
      `<consReciNFe ${NS} versao="4.00"><tpAmb>2</tpAmb><nRec>431000000000001</nRec></consReciNFe>`,
    );
    expect(validarXml(consReci, 'consReciNFe').erros).toEqual([]);
  });

  test('distDFeInt por NSU: igual à amostra oficial; por último NSU e por chave', () => {
    const porNsu = montarDistDFeInt({
      tpAmb: '2',
      cUFAutor: '35',
      interessado: '93623057000128',
      consulta: { nsu: 200 },
    });
    expect(porNsu).toBe(
      extrairElemento(compacto(lerFixtureTexto('nfe/exemplo_xml_dist_dfe.xml')), 'distDFeInt'),
    );
    expect(
      montarDistDFeInt({ tpAmb: '1', interessado: '12345678901', consulta: { ultNSU: '000000000000042' } }),
    ).toBe(
      `<distDFeInt ${NS} versao="1.01"><tpAmb>1</tpAmb><CPF>12345678901</CPF>` +
        '<distNSU><ultNSU>000000000000042</ultNSU></distNSU></distDFeInt>',
    );
    const porChave = montarDistDFeInt({
      tpAmb: '2',
      interessado: '93623057000128',
      consulta: { chNFe: '43180906929383000163550010000000261000010301' },
    });
    expect(porChave).toContain(
      '<consChNFe><chNFe>43180906929383000163550010000000261000010301</chNFe></consChNFe>',
    );
    for (const xml of [porNsu, porChave]) expect(validarXml(xml, 'distDFeInt').erros).toEqual([]);
  });
});

describe('enviNFe', () => {
  const nfe = lerFixtureTexto('nfe/nfe_layout4_compacto.xml');

  test('a NFe entra byte a byte, sem a declaração XML, e o lote passa no schema', () => {
    const xml = montarEnviNFe({ idLote: '1', indSinc: '1', nfes: [nfe] });
    const semDeclaracao = nfe.trim().replace(/^<\?xml[^>]*\?>/, '');
    expect(xml).toBe(
      `<enviNFe ${NS} versao="4.00"><idLote>1</idLote><indSinc>1</indSinc>${semDeclaracao}</enviNFe>`,
    );
    expect(validarXml(xml, 'enviNFe').erros).toEqual([]);
  });

  test('síncrono com mais de uma nota (764) e itens que não são NFe são recusados', () => {
    expect(() => montarEnviNFe({ idLote: '1', indSinc: '1', nfes: [nfe, nfe] })).toThrow(RangeError);
    expect(() => montarEnviNFe({ idLote: '1', indSinc: '0', nfes: ['<nfeProc/>'] })).toThrow(RangeError);
    expect(() => montarEnviNFe({ idLote: '1', indSinc: '0', nfes: [] })).toThrow(RangeError);
  });
});

describe('eventos (golden contra as amostras oficiais, sem a assinatura)', () => {
  const eventoDaAmostra = (arquivo: string) =>
    extrairElemento(semAssinatura(lerFixtureTexto(`nfe/${arquivo}`)), 'evento');

  test('cancelamento 110111 e o envEvento', () => {
    const evento = montarEvento(
      {
        tpEvento: '110111',
        chNFe: '35150300822602000124550010009923461099234656',
        autor: '93623057000128',
        nProt: '123456789101234',
        xJust: 'Preenchimento incorreto dos dados',
        dhEvento: new Date('2024-02-01T17:07:05Z'),
      },
      '2',
    );
    expect(evento).toBe(eventoDaAmostra('exemplo_xml_sefazCancela.xml'));
    expect(montarEnvEvento({ idLote: '123', eventos: [evento] })).toBe(
      extrairElemento(semAssinatura(lerFixtureTexto('nfe/exemplo_xml_sefazCancela.xml')), 'envEvento'),
    );
  });

  test('carta de correção 110110, com o texto de condição de uso do schema', () => {
    const evento = montarEvento(
      {
        tpEvento: '110110',
        chNFe: '35150300822602000124550010009923461099234656',
        autor: '58716523000119',
        xCorrecao: 'Apenas um teste para ver como e montada a mensagem',
        dhEvento: new Date('2017-05-17T21:38:47Z'),
      },
      '2',
    );
    expect(evento).toBe(eventoDaAmostra('req_evento_cce.xml'));
  });

  test('ciência da operação 210210 no Ambiente Nacional (cOrgao 91)', () => {
    const evento = montarEvento(
      {
        tpEvento: '210210',
        chNFe: '29161211351930000106550010000000151000000151',
        autor: '58716523000119',
        dhEvento: new Date('2017-04-09T14:47:53Z'),
      },
      '2',
    );
    expect(evento).toBe(eventoDaAmostra('req_evento_manifesta.xml'));
  });

  test('operação não realizada 210240 exige justificativa; desconhecimento 210220 a aceita opcional', () => {
    const base = {
      chNFe: '29161211351930000106550010000000151000000151',
      autor: '58716523000119',
      nSeqEvento: 1,
      dhEvento: new Date('2017-04-09T14:47:53Z'),
    };
    const naoRealizada = montarEvento(
      { ...base, tpEvento: '210240', xJust: 'Mercadoria devolvida na portaria' },
      '1',
    );
    expect(naoRealizada).toContain(
      '<detEvento versao="1.00"><descEvento>Operacao nao Realizada</descEvento>' +
        '<xJust>Mercadoria devolvida na portaria</xJust></detEvento>',
    );
    expect(montarEvento({ ...base, tpEvento: '210220' }, '1')).toContain(
      '<detEvento versao="1.00"><descEvento>Desconhecimento da Operacao</descEvento></detEvento>',
    );
    expect(montarEvento({ ...base, tpEvento: '210200', autor: '12345678901' }, '1')).toContain(
      '<tpAmb>1</tpAmb><CPF>12345678901</CPF>',
    );
  });
});

describe('inutNFe', () => {
  test('igual à amostra oficial (que é do leiaute 3.10), exceto a versão', () => {
    const xml = montarInutNFe({
      tpAmb: '2',
      cUF: '35',
      ano: '17',
      CNPJ: '58716523000119',
      serie: 2,
      nNFIni: 234,
      nNFFin: 235,
      xJust: 'Apenas um teste de montagem',
    });
    const amostra = extrairElemento(semAssinatura(lerFixtureTexto('nfe/req_inutiliza.xml')), 'inutNFe');
    expect(xml).toBe(amostra.replace('versao="3.10"', 'versao="4.00"'));
  });
});
