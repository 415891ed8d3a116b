import { describe, expect, it } from 'vitest';
import { extrairElemento, lerFixture, lerFixtureTexto, semAssinatura } from '../../test/support/fixtures.ts';
import { calcularDvChave } from '../common/chave.ts';
import { verificarAssinatura } from '../common/sign-xml.ts';
import { NfeParseError, parseNFe } from './parse.ts';

const nfe = lerFixtureTexto('nfe/nfe_layout4.xml');
const nfeProc = lerFixtureTexto('nfe/nfe_layout4_com_prot.xml');
const CHAVE = '43180906929383000163550010000000261000010301';

function erroDe(entrada: string | Uint8Array, opcoes?: Parameters<typeof parseNFe>[1]): NfeParseError {
  try {
    parseNFe(entrada, opcoes);
  } catch (erro) {
    if (erro instanceof NfeParseError) return erro;
    throw erro;
  }
  throw new Error('esperava NfeParseError');
}

describe('parseNFe com as amostras oficiais', () => {
  it('lê a NF-e assinada (raiz NFe), com valores como texto exatamente como no XML', () => {
    const lida = parseNFe(nfe);
    expect(lida).toMatchObject({
      chave: CHAVE,
      versao: '4.00',
      cUF: '43',
      mod: '55',
      serie: '1',
      nNF: '26',
      dhEmi: '2018-09-25T00:00:00-03:00',
      natOp: 'Venda de producao do estabelecimento',
      tpNF: '1',
      tpAmb: '2',
      emit: {
        CNPJ: '06929383000163',
        xNome: 'UMA RAZAO SOCIAL DE TESTE QUALQUER',
        IE: '0018000762',
        CRT: '1',
        enderEmit: { xLgr: 'Rua dos Testes', nro: '1020', cMun: '4319901', UF: 'RS', CEP: '93800000' },
      },
      dest: {
        CNPJ: '58716523000119',
        xNome: 'NF-E EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL',
        IE: '112006603110',
        enderDest: { cMun: '3550308', UF: 'SP', CEP: '04207040' },
      },
      total: { vProd: '500.00', vNF: '500.00' },
    });
    expect(lida.det).toEqual([
      {
        nItem: '1',
        cProd: '11007',
        xProd: 'UM PRODUTO TESTE QUALQUER',
        NCM: '64011000',
        CFOP: '6101',
        uCom: 'UN',
        qCom: '10.0000',
        vUnCom: '50',
        vProd: '500.00',
        uTrib: 'UN',
        qTrib: '10.0000',
        vUnTrib: '50.0000',
      },
    ]);
    expect(lida.emit.xFant).toBeUndefined();
    expect(lida.protocolo).toBeUndefined();
    expect(lida.xml).toBe(nfe);
  });

  it('lê a NF-e autorizada (nfeProc) com o protocolo', () => {
    const lida = parseNFe(nfeProc);
    expect(lida.chave).toBe(CHAVE);
    expect(lida.protocolo).toEqual({
      tpAmb: '2',
      chNFe: CHAVE,
      dhRecbto: '2018-09-25T16:21:05-03:00',
      nProt: '143180006932433',
      digVal: 'Hwr3X8T6PR7EUzdSHZYeHpn14e4=',
      cStat: '100',
      xMotivo: 'Autorizado o uso da NF-e',
    });
  });

  it('aceita Buffer UTF-8 com BOM e devolve o XML sem o BOM', () => {
    const comBom = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      lerFixture('nfe/nfe_layout4_compacto.xml'),
    ]);
    const lida = parseNFe(comBom);
    expect(lida.chave).toBe(CHAVE);
    expect(lida.xml).toBe(lerFixtureTexto('nfe/nfe_layout4_compacto.xml'));
  });

  it('resolve entidades predefinidas e acentos, mantendo zeros e casas decimais', () => {
    const alterada = nfe
      .replace(
        '<xProd>UM PRODUTO TESTE QUALQUER</xProd>',
        '<xProd>TUBO PVC &amp; CONEXÃO &lt;20mm&gt; &#233;</xProd>',
      )
      .replace('<cProd>11007</cProd>', '<cProd>0011007</cProd>');
    const [item] = parseNFe(alterada).det;
    expect(item?.xProd).toBe('TUBO PVC & CONEXÃO <20mm> é');
    expect(item?.cProd).toBe('0011007');
  });

  it('soma o peso líquido (transp/vol/pesoL) dos volumes, exatamente; sem pesoL não há peso', () => {
    expect(parseNFe(nfe).pesoLiquido).toBeUndefined();
    const volumes =
      '<modFrete>9</modFrete><vol><qVol>3</qVol><esp>SACO</esp><pesoL>75.125</pesoL><pesoB>76.000</pesoB></vol>' +
      '<vol><qVol>1</qVol><pesoL>0.875</pesoL></vol><vol><qVol>2</qVol></vol>';
    const comVolumes = nfe.replace(/<modFrete>9<\/modFrete>/, volumes);
    expect(parseNFe(comVolumes).pesoLiquido).toBe('76.000');
  });

  it('lê vários itens, em ordem', () => {
    const det = extrairElemento(nfe, 'det');
    const segundo = det
      .replace('nItem="1"', 'nItem="2"')
      .replace('<cProd>11007</cProd>', '<cProd>22</cProd>');
    const lida = parseNFe(nfe.replace(det, det + segundo));
    expect(lida.det.map((item) => [item.nItem, item.cProd])).toEqual([
      ['1', '11007'],
      ['2', '22'],
    ]);
  });
});

describe('parseNFe com a assinatura conferida (opcoes.assinatura)', () => {
  const compacta = lerFixtureTexto('nfe/nfe_layout4_compacto.xml');
  const SEFAZ = { perfilSefaz: true };

  it('sem pedir, não há assinatura no resultado', () => {
    expect(parseNFe(compacta)).not.toHaveProperty('assinatura');
    expect(parseNFe(compacta, { assinatura: false })).not.toHaveProperty('assinatura');
  });

  it('válida: a amostra assinada por um e-CNPJ ICP-Brasil, também em nfeProc e em Buffer com BOM', () => {
    const valida = { valida: true, situacao: 'valida' };
    expect(parseNFe(compacta, { assinatura: SEFAZ }).assinatura).toEqual(valida);
    expect(parseNFe(compacta, { assinatura: true }).assinatura).toEqual(valida);
    const nfeProcCompacto = lerFixtureTexto('nfe/nfe_layout4_com_prot_compacto.xml');
    expect(parseNFe(nfeProcCompacto, { assinatura: SEFAZ }).assinatura).toEqual(valida);
    const comBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(compacta)]);
    expect(parseNFe(comBom, { assinatura: SEFAZ }).assinatura).toEqual(valida);
  });

  it('inválida (indentada depois de assinada, valor alterado) e ausente, com o motivo de verificarAssinatura', () => {
    for (const [xml, situacao] of [
      [nfe, 'invalida'],
      [compacta.replace('<vNF>500.00</vNF>', '<vNF>5000.00</vNF>'), 'invalida'],
      [semAssinatura(compacta), 'ausente'],
    ] as const) {
      const lida = parseNFe(xml, { assinatura: SEFAZ });
      expect(lida.assinatura?.situacao).toBe(situacao);
      expect(lida.assinatura).toEqual(verificarAssinatura(lida.xml, SEFAZ));
      expect(lida.assinatura?.motivo).toBeTruthy();
    }
  });

  it('o que a leitura recusa não chega à assinatura', () => {
    expect(erroDe(`<!DOCTYPE NFe []>${compacta}`, { assinatura: SEFAZ }).codigo).toBe('DTD');
  });
});

describe('parseNFe recusa entradas perigosas ou que não são NF-e', () => {
  it('billion laughs', () => {
    const bomba =
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">' +
      '<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]><NFe>&lol3;</NFe>';
    const erro = erroDe(bomba);
    expect(erro.codigo).toBe('DTD');
    expect(erro.message).toBe('XML com DOCTYPE ou entidades não é aceito.');
  });

  it('entidade externa (XXE) e DOCTYPE sem entidades', () => {
    expect(erroDe(`<!DOCTYPE NFe [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${nfe.slice(39)}`).codigo).toBe(
      'DTD',
    );
    expect(erroDe(nfe.replace('<NFe ', '<!DOCTYPE NFe><NFe ')).message).toBe(
      'XML com DOCTYPE ou entidades não é aceito.',
    );
  });

  it('tamanho acima do limite, antes de qualquer parse', () => {
    const grande = `${nfe}${' '.repeat(5 * 1024 * 1024)}`;
    expect(erroDe(grande).message).toBe('Arquivo excede o tamanho máximo de 5 MB.');
    expect(erroDe(Buffer.from(nfe), { tamanhoMaximo: 1024 }).message).toBe(
      'Arquivo excede o tamanho máximo de 1 KB.',
    );
    // O limite é inclusivo e conta bytes UTF-8, não caracteres.
    expect(parseNFe(nfe, { tamanhoMaximo: Buffer.byteLength(nfe) }).chave).toBe(CHAVE);
    const acentuada = nfe.replace('Centro', 'Centro Ação');
    expect(erroDe(acentuada, { tamanhoMaximo: acentuada.length }).codigo).toBe('TAMANHO');
  });

  it.each([
    ['XML truncado', nfe.slice(0, nfe.length / 2), /^XML malformado na linha \d+: /],
    ['texto qualquer', 'isto não é xml', /^XML malformado/],
    ['vazio', '', /^XML malformado/],
    [
      'raiz errada',
      '<?xml version="1.0"?><CTe xmlns="http://www.portalfiscal.inf.br/cte"><infCte/></CTe>',
      /^Elemento raiz CTe não é NFe nem nfeProc\.$/,
    ],
    [
      'evento no lugar da nota',
      extrairElemento(lerFixtureTexto('nfe/req_evento_cancela.xml'), 'envEvento'),
      /^Elemento raiz envEvento não é NFe nem nfeProc\.$/,
    ],
    ['duas raízes', '<NFe/><NFe/>', /^Esperado um elemento raiz, encontrados 2\.$/],
    [
      'NFe sem o namespace',
      nfe.replace(' xmlns="http://www.portalfiscal.inf.br/nfe"', ''),
      /^Elemento NFe fora do namespace/,
    ],
    [
      'NFe com prefixo',
      '<nfe:NFe xmlns:nfe="http://www.portalfiscal.inf.br/nfe"><nfe:infNFe/></nfe:NFe>',
      /^Elemento raiz nfe:NFe não é NFe nem nfeProc\.$/,
    ],
    ['sem natOp', nfe.replace(/<natOp>[^<]*<\/natOp>/, ''), /^Campo ide\/natOp ausente\.$/],
    ['sem itens', nfe.replace(/<det nItem="1">[\s\S]*<\/det>/, ''), /^NF-e sem itens \(det\)\.$/],
    [
      'duas infNFe',
      nfe.replace('</NFe>', `${extrairElemento(nfe, 'infNFe')}</NFe>`),
      /^NFe deve conter exatamente uma infNFe\.$/,
    ],
  ])('%s', (_caso, entrada, detalhe) => {
    const erro = erroDe(entrada);
    expect(erro.codigo).toBe('NAO_E_NFE');
    expect(erro.message).toBe('O arquivo não é um XML de NF-e válido.');
    expect(erro.detalhe).toMatch(detalhe);
  });

  it('arquivo que não está em UTF-8', () => {
    const latin1 = Buffer.from(nfe.replace('Centro', 'Centro Ação'), 'latin1');
    expect(erroDe(latin1).message).toBe('O arquivo não está em UTF-8, a codificação exigida para NF-e.');
  });

  // Bytes UTF-8 sob uma declaração ISO-8859-1: o libxml2 e o xmlsec1 leriam outros caracteres (rejeição 402).
  it.each([
    ['ISO-8859-1', nfe.replace('encoding="UTF-8"', 'encoding="ISO-8859-1"')],
    ['windows-1252', `\uFEFF${nfe.replace('encoding="UTF-8"', "encoding='windows-1252'")}`],
  ])('declaração %s, mesmo com bytes UTF-8, em texto ou Buffer', (declarada, xml) => {
    for (const entrada of [xml, Buffer.from(xml, 'utf8')]) {
      const erro = erroDe(entrada);
      expect(erro.codigo).toBe('CODIFICACAO');
      expect(erro.message).toBe(
        `O XML deve estar em UTF-8, a codificação exigida para NF-e (o arquivo declara ${declarada}).`,
      );
    }
  });

  it('aceita a declaração utf-8 em minúsculas e a ausência de declaração', () => {
    expect(parseNFe(nfe.replace('encoding="UTF-8"', 'encoding="utf-8"')).chave).toBe(CHAVE);
    expect(parseNFe(nfe.replace(/^<\?xml[^>]*\?>/, '')).chave).toBe(CHAVE);
  });

  it('chave de acesso com DV errado', () => {
    const errada = nfe.replace(`Id="NFe${CHAVE}"`, `Id="NFe${CHAVE.slice(0, 43)}2"`);
    const erro = erroDe(errada);
    expect(erro.codigo).toBe('CHAVE_INVALIDA');
    expect(erro.message).toBe(`A chave de acesso do XML é inválida (NFe${CHAVE.slice(0, 43)}2).`);
    expect(erro.detalhe).toBe('Dígito verificador incorreto: esperado 1, informado 2.');
  });

  it('protocolo de outra nota', () => {
    const outraChave43 = `${CHAVE.slice(0, 34)}200001030`;
    const outra = outraChave43 + calcularDvChave(outraChave43);
    const trocado = nfeProc.replace(`<chNFe>${CHAVE}</chNFe>`, `<chNFe>${outra}</chNFe>`);
    const erro = erroDe(trocado);
    expect(erro.codigo).toBe('PROTOCOLO');
    expect(erro.message).toBe('O protocolo de autorização do arquivo não corresponde a esta NF-e.');
  });
});
