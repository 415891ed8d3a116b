import { gzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { buscarDocumentosNovos } from './buscar-documentos-novos.ts';
import { criarClienteSefaz } from './cliente-sefaz.ts';
import { criarTransporteGravado } from './transporte-gravado.ts';

const nsu15 = (n: number) => String(n).padStart(15, '0');

function resposta(cStat: string, ultNSU: number, maxNSU: number, nsus: number[] = []): string {
  const docs = nsus
    .map((nsu) => {
      const xml = `<resNFe xmlns="http://www.portalfiscal.inf.br/nfe" versao="1.01"><nsu>${nsu}</nsu></resNFe>`;
      return `<docZip NSU="${nsu15(nsu)}" schema="resNFe_v1.01.xsd">${gzipSync(xml).toString('base64')}</docZip>`;
    })
    .join('');
  return (
    '<soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope"><soap:Body>' +
    '<nfeDistDFeInteresseResponse xmlns="http://www.portalfiscal.inf.br/nfe/wsdl/NFeDistribuicaoDFe">' +
    '<nfeDistDFeInteresseResult><retDistDFeInt xmlns="http://www.portalfiscal.inf.br/nfe" versao="1.01">' +
    `<tpAmb>2</tpAmb><verAplic>AN</verAplic><cStat>${cStat}</cStat><xMotivo>x</xMotivo>` +
    `<dhResp>2026-01-01T10:00:00-03:00</dhResp><ultNSU>${nsu15(ultNSU)}</ultNSU><maxNSU>${nsu15(maxNSU)}</maxNSU>` +
    `${docs ? `<loteDistDFeInt>${docs}</loteDistDFeInt>` : ''}</retDistDFeInt></nfeDistDFeInteresseResult>` +
    '</nfeDistDFeInteresseResponse></soap:Body></soap:Envelope>'
  );
}

function cliente(respostas: string[]) {
  const transporte = criarTransporteGravado(respostas);
  const c = criarClienteSefaz({
    uf: 'SP',
    tpAmb: '2',
    certificado: { privateKeyPem: 'nao usado', certificatePem: 'nao usado' },
    transporte,
  });
  return { c, transporte };
}

describe('buscarDocumentosNovos', () => {
  test('repete a partir do ultNSU devolvido até ultNSU == maxNSU, no Ambiente Nacional', async () => {
    const { c, transporte } = cliente([resposta('138', 2, 3, [1, 2]), resposta('138', 3, 3, [3])]);
    const r = await buscarDocumentosNovos(c, { interessado: '06157250000116', ultNSU: '0' });
    expect(r.documentos.map((d) => [d.nsu, d.xml.includes(`<nsu>${Number(d.nsu)}</nsu>`)])).toEqual([
      ['000000000000001', true],
      ['000000000000002', true],
      ['000000000000003', true],
    ]);
    expect(r).toMatchObject({ cStat: '138', ultNSU: '000000000000003', temMais: false });
    expect(transporte.pedidos.map((p) => /<ultNSU>(\d+)<\/ultNSU>/.exec(p.envelope)?.[1])).toEqual([
      '000000000000000',
      '000000000000002',
    ]);
    expect(transporte.pedidos[0]?.url).toBe(
      'https://hom1.nfe.fazenda.gov.br/NFeDistribuicaoDFe/NFeDistribuicaoDFe.asmx',
    );
  });

  test('137 encerra sem documentos; o teto de consultas devolve temMais', async () => {
    const emDia = cliente([resposta('137', 5, 5)]);
    expect(
      await buscarDocumentosNovos(emDia.c, { interessado: '06157250000116', ultNSU: '5' }),
    ).toMatchObject({
      cStat: '137',
      ultNSU: '000000000000005',
      documentos: [],
      temMais: false,
    });
    const muitos = cliente([resposta('138', 1, 9, [1])]);
    const r = await buscarDocumentosNovos(muitos.c, {
      interessado: '06157250000116',
      ultNSU: '0',
      maximoConsultas: 1,
    });
    expect(r).toMatchObject({ ultNSU: '000000000000001', maxNSU: '000000000000009', temMais: true });
  });

  test('656 (consumo indevido) para a busca e mantém o ultNSU guardado', async () => {
    const { c } = cliente([resposta('656', 0, 0)]);
    expect(
      await buscarDocumentosNovos(c, { interessado: '06157250000116', ultNSU: '000000000000007' }),
    ).toMatchObject({ cStat: '656', ultNSU: '000000000000007', temMais: false });
  });

  test('aoReceber vê cada resposta com o ultNSU a guardar, e um erro nele para a busca', async () => {
    const { c, transporte } = cliente([resposta('138', 2, 5, [1, 2]), resposta('138', 5, 5, [3, 4, 5])]);
    const vistos: Array<[string, string[]]> = [];
    await buscarDocumentosNovos(c, {
      interessado: '06157250000116',
      ultNSU: '0',
      aoReceber: async (r) => {
        vistos.push([r.ultNSUGuardar, r.documentos.map((d) => d.nsu.slice(-1))]);
      },
    });
    expect(vistos).toEqual([
      ['000000000000002', ['1', '2']],
      ['000000000000005', ['3', '4', '5']],
    ]);

    const falha = cliente([resposta('138', 2, 5, [1, 2]), resposta('138', 5, 5, [3])]);
    await expect(
      buscarDocumentosNovos(falha.c, {
        interessado: '06157250000116',
        ultNSU: '0',
        aoReceber: () => Promise.reject(new Error('banco fora')),
      }),
    ).rejects.toThrow('banco fora');
    expect(falha.transporte.pedidos).toHaveLength(1);
    expect(transporte.pedidos).toHaveLength(2);
  });
});
