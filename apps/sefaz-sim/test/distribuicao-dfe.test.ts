import { gunzipSync } from 'node:zlib';
import { validarComXsd } from '@erp/fiscal/xml';
import { describe, expect, test } from 'vitest';
import { controle, lerXmlDeTeste, soap, type Xml } from './support/cliente.ts';
import { detalheCiencia, envEvento, enviNFe, montarNFe } from './support/documentos.ts';
import { CNPJ_A1_TESTE } from './support/fixtures.ts';
import { type Ambiente, usarSimulador } from './support/simulador.ts';

const NS = 'xmlns="http://www.portalfiscal.inf.br/nfe"';
const porUltNSU = (ultNSU: number, cnpj = CNPJ_A1_TESTE) =>
  `<distDFeInt ${NS} versao="1.01"><tpAmb>2</tpAmb><cUFAutor>43</cUFAutor><CNPJ>${cnpj}</CNPJ><distNSU><ultNSU>${String(ultNSU).padStart(15, '0')}</ultNSU></distNSU></distDFeInt>`;

function documentos(ret: Xml): { nsu: string; schema: string; xml: string }[] {
  const lote = ret.loteDistDFeInt?.docZip;
  const lista = lote === undefined ? [] : Array.isArray(lote) ? lote : [lote];
  return lista.map((doc: Xml) => ({
    nsu: doc['@_NSU'],
    schema: doc['@_schema'],
    xml: gunzipSync(Buffer.from(doc['#text'], 'base64')).toString('utf8'),
  }));
}

/** Nota de um fornecedor para nós, autorizada no simulador e devolvida como nfeProc. */
async function notaDoFornecedor(a: Ambiente, nNF: number) {
  const fornecedor = a.sim.emitirCertificadoCliente({ cnpj: '11222333000181', razaoSocial: 'FORNECEDOR' });
  const nfe = montarNFe(
    { cnpjEmitente: '11222333000181', nNF, cnpjDestinatario: CNPJ_A1_TESTE },
    { privateKeyPem: fornecedor.keyPem, certificatePem: fornecedor.certPem },
  );
  const r = await soap(
    a.sim,
    { certPem: fornecedor.certPem, keyPem: fornecedor.keyPem },
    'NFeAutorizacao4',
    enviNFe([nfe.xml], '1'),
  );
  return {
    chave: nfe.chave,
    nfeProc: `<nfeProc ${NS} versao="4.00">${nfe.xml}${/<protNFe[\s\S]*<\/protNFe>/.exec(r.retornoXml)?.[0]}</nfeProc>`,
  };
}

describe('NFeDistribuicaoDFe', () => {
  const a = usarSimulador();
  const consultar = (ultNSU: number, cnpj?: string) =>
    soap(a.sim, a.credencial, 'NFeDistribuicaoDFe', porUltNSU(ultNSU, cnpj));

  test('nada para o CNPJ: 137 com ultNSU = maxNSU = 0, no envelope do Ambiente Nacional', async () => {
    const r = await consultar(0);
    expect(r.corpo).toContain(
      '<nfeDistDFeInteresseResponse xmlns="http://www.portalfiscal.inf.br/nfe/wsdl/NFeDistribuicaoDFe">',
    );
    expect(r.ret.cStat).toBe('137');
    expect(r.ret.xMotivo).toBe('Nenhum documento localizado');
    expect(r.ret.ultNSU).toBe('000000000000000');
    expect(r.ret.maxNSU).toBe('000000000000000');
    expect(validarComXsd(r.retornoXml, 'nfe/PL_010_V1.30/retDistDFeInt_v1.01.xsd').erros).toEqual([]);
  });

  test('nota emitida para nós: resNFe; depois da ciência, o procNFe; depois, 137', async () => {
    const { chave } = await notaDoFornecedor(a, 1);
    const primeira = await consultar(0);
    expect(primeira.ret.cStat).toBe('138');
    expect(primeira.ret.xMotivo).toBe('Documento localizado');
    const [resumo] = documentos(primeira.ret);
    expect(resumo?.schema).toBe('resNFe_v1.01.xsd');
    expect(resumo?.nsu).toBe('000000000000001');
    expect(lerXmlDeTeste(resumo?.xml ?? '').resNFe.chNFe).toBe(chave);
    expect(validarComXsd(resumo?.xml ?? '', 'nfe/PL_010_V1.30/resNFe_v1.01.xsd').erros).toEqual([]);
    expect(validarComXsd(primeira.retornoXml, 'nfe/PL_010_V1.30/retDistDFeInt_v1.01.xsd').erros).toEqual([]);

    const ciencia = envEvento(
      [{ tpEvento: '210210', chNFe: chave, cnpj: CNPJ_A1_TESTE, cOrgao: '91', detalhe: detalheCiencia }],
      a.chave,
    );
    await soap(a.sim, a.credencial, 'NFeRecepcaoEvento4', ciencia);
    const segunda = await consultar(Number(primeira.ret.ultNSU));
    const [completa] = documentos(segunda.ret);
    expect(completa?.schema).toBe('procNFe_v4.00.xsd');
    expect(validarComXsd(completa?.xml ?? '', 'nfe/PL_010_V1.30/procNFe_v4.00.xsd').erros).toEqual([]);
    expect(segunda.ret.ultNSU).toBe('000000000000002');

    const terceira = await consultar(2);
    expect(terceira.ret.cStat).toBe('137');
    expect(terceira.ret.ultNSU).toBe('000000000000002');
    expect(terceira.ret.maxNSU).toBe('000000000000002');
  });

  test('documentos registrados pela API de controle, em páginas de 50 até ultNSU == maxNSU', async () => {
    const { nfeProc } = await notaDoFornecedor(a, 2);
    a.sim.reset();
    for (let i = 0; i < 51; i++) {
      const r = await controle(a.sim, a.credencial, 'POST', 'dfe', { xml: nfeProc, completo: i % 2 === 0 });
      expect(r.status).toBe(201);
    }
    const pagina1 = await consultar(0);
    expect(documentos(pagina1.ret)).toHaveLength(50);
    expect(pagina1.ret.ultNSU).toBe('000000000000050');
    expect(pagina1.ret.maxNSU).toBe('000000000000051');
    const pagina2 = await consultar(50);
    expect(documentos(pagina2.ret).map((d) => d.schema)).toEqual(['procNFe_v4.00.xsd']);
    expect(pagina2.ret.ultNSU).toBe('000000000000051');
  });

  test('consulta por chave e por NSU; NSU além do maior: 589', async () => {
    const { chave } = await notaDoFornecedor(a, 3);
    const porChave = await soap(
      a.sim,
      a.credencial,
      'NFeDistribuicaoDFe',
      `<distDFeInt ${NS} versao="1.01"><tpAmb>2</tpAmb><CNPJ>${CNPJ_A1_TESTE}</CNPJ><consChNFe><chNFe>${chave}</chNFe></consChNFe></distDFeInt>`,
    );
    expect(porChave.ret.cStat).toBe('138');
    expect(documentos(porChave.ret).map((d) => d.schema)).toEqual(['resNFe_v1.01.xsd']);
    const porNsu = (nsu: number) =>
      soap(
        a.sim,
        a.credencial,
        'NFeDistribuicaoDFe',
        `<distDFeInt ${NS} versao="1.01"><tpAmb>2</tpAmb><CNPJ>${CNPJ_A1_TESTE}</CNPJ><consNSU><NSU>${String(nsu).padStart(15, '0')}</NSU></consNSU></distDFeInt>`,
      );
    expect(documentos((await porNsu(1)).ret).map((d) => d.nsu)).toEqual(['000000000000001']);
    const alem = await porNsu(2);
    expect(alem.ret.cStat).toBe('589');
    expect(alem.ret.xMotivo).toBe(
      'Rejeição: Número do NSU informado superior ao maior NSU da base de dados da SEFAZ',
    );
  });

  test('CNPJ consultado diferente do certificado: 593', async () => {
    const r = await consultar(0, '11222333000181');
    expect(r.ret.cStat).toBe('593');
    expect(r.ret.xMotivo).toBe('Rejeição: CNPJ-Base consultado difere do CNPJ-Base do Certificado Digital');
  });
});
