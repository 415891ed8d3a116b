import { describe, expect, it } from 'vitest';
import {
  extrairElemento,
  lerFixture,
  lerFixtureTexto,
  SENHA_PFX_TESTE,
  semAssinatura,
} from '../../test/support/fixtures.ts';
import { readPfx } from '../cert/read-pfx.ts';
import { escaparTexto } from '../common/xml.ts';
import { obterValidadorXsd } from '../common/xsd.ts';
import { assinarDPS } from '../nfse/sign.ts';
import { assinarNFe } from './sign.ts';
import {
  precarregarSchemas,
  SCHEMAS_FISCAIS,
  validarDocumentoFiscal,
  validarEvento,
  validarNFe,
  validarXml,
} from './validate.ts';

const VALIDO = { valido: true, erros: [] };
const nfe = lerFixtureTexto('nfe/nfe_layout4_compacto.xml');

describe('amostras oficiais', () => {
  it.each([
    ['nfe/nfe_layout4.xml'],
    ['nfe/nfe_layout4_compacto.xml'],
    ['nfe/nfe_layout4_com_prot.xml'],
    ['nfse/ExemploPisZeradoCofinsSobreFaturamentoPreenchido.xml'],
    ['nfse/pedRegEvento_cancelamento.xml'],
  ])('%s é válido', (arquivo) => {
    expect(validarDocumentoFiscal(lerFixtureTexto(arquivo))).toEqual(VALIDO);
  });

  it.each([
    ['nfe/req_evento_cancela.xml', 'envEvento'],
    ['nfe/req_evento_cce.xml', 'envEvento'],
    ['nfe/req_evento_manifesta.xml', 'envEvento'],
    ['nfe/exemplo_xml_sefazCancela.xml', 'envEvento'],
    ['nfe/exemplo_xml_status.xml', 'consStatServ'],
    ['nfe/exemplo_xml_dist_dfe.xml', 'distDFeInt'],
  ])('%s (%s, extraído do envelope) é válido', (arquivo, raiz) => {
    expect(validarDocumentoFiscal(extrairElemento(lerFixtureTexto(arquivo), raiz))).toEqual(VALIDO);
  });

  it('NF-e e DPS assinadas por nós continuam válidas (a Signature está onde o schema pede)', () => {
    const cert = readPfx(lerFixture('certs/moderno-aes.pfx'), SENHA_PFX_TESTE);
    expect(validarNFe(assinarNFe(semAssinatura(nfe), cert))).toEqual(VALIDO);
    const dps = lerFixtureTexto('nfse/ExemploPisZeradoCofinsSobreFaturamentoPreenchido.xml');
    expect(validarXml(assinarDPS(dps, cert), 'dps')).toEqual(VALIDO);
  });

  it('amostras de leiautes antigos são recusadas pela versão, com o campo nomeado', () => {
    expect(
      validarDocumentoFiscal(extrairElemento(lerFixtureTexto('nfe/req_inutiliza.xml'), 'inutNFe')),
    ).toEqual({
      valido: false,
      erros: [
        {
          campo: 'inutNFe/@versao',
          mensagem: "Valor '3.10' inválido para o atributo versao de inutNFe (formato exigido: 4\\.00).",
          linha: 1,
          caminho: 'inutNFe',
        },
      ],
    });
    expect(validarDocumentoFiscal(lerFixtureTexto('nfse/dps_example.xml')).erros).toEqual([
      {
        campo: 'DPS/@versao',
        mensagem: "Valor '1.00' inválido para o atributo versao de DPS (formato exigido: 1\\.01).",
        linha: 2,
        caminho: 'DPS',
      },
      {
        campo: 'cNBS',
        mensagem: 'Campo cNBS obrigatório ausente em cServ.',
        linha: 40,
        caminho: 'DPS/infDPS/serv/cServ',
      },
    ]);
  });
});

describe('erros que nomeiam o campo', () => {
  it('campo obrigatório removido (natOp), com a linha do arquivo indentado', () => {
    const semNatOp = lerFixtureTexto('nfe/nfe_layout4.xml').replace(/\s*<natOp>[^<]*<\/natOp>/, '');
    expect(validarNFe(semNatOp)).toEqual({
      valido: false,
      erros: [
        {
          campo: 'natOp',
          mensagem: 'Campo natOp obrigatório ausente ou fora de ordem (encontrado mod no lugar).',
          linha: 7,
          caminho: 'NFe/infNFe/ide/mod',
        },
      ],
    });
  });

  it('campo obrigatório no fim de um grupo', () => {
    expect(validarNFe(nfe.replace(/<Signature[\s\S]*<\/Signature>/, '')).erros).toEqual([
      {
        campo: 'NFe',
        mensagem: 'Falta um campo obrigatório em NFe; esperado um de: infNFeSupl, Signature.',
        linha: 1,
        caminho: 'NFe',
      },
    ]);
  });

  it('valor fora do padrão (CFOP)', () => {
    expect(validarNFe(nfe.replace('<CFOP>6101</CFOP>', '<CFOP>61X1</CFOP>')).erros).toEqual([
      {
        campo: 'CFOP',
        mensagem: "Valor '61X1' inválido para CFOP (formato exigido: [1,2,3,5,6,7]{1}[0-9]{3}).",
        linha: 1,
        caminho: 'NFe/infNFe/det/prod/CFOP',
      },
    ]);
  });

  it('valor com casas decimais demais (vNF), fora da lista (tpAmb) e longo demais (xNome)', () => {
    const erros = validarNFe(
      nfe
        .replace('<vNF>500.00</vNF>', '<vNF>500.001</vNF>')
        .replace('<tpAmb>2</tpAmb>', '<tpAmb>3</tpAmb>')
        .replace(
          '<xNome>NF-E EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL</xNome>',
          `<xNome>${'A'.repeat(70)}</xNome>`,
        ),
    ).erros;
    expect(erros.map((e) => [e.campo, e.mensagem, e.caminho])).toEqual([
      ['tpAmb', "Valor '3' inválido para tpAmb (permitidos: 1, 2).", 'NFe/infNFe/ide/tpAmb'],
      ['xNome', 'xNome deve ter no máximo 60 caracteres (tem 70).', 'NFe/infNFe/dest/xNome'],
      [
        'vNF',
        "Valor '500.001' inválido para vNF (formato exigido: 0|0\\.[0-9]{2}|[1-9]{1}[0-9]{0,12}(\\.[0-9]{2})?).",
        'NFe/infNFe/total/ICMSTot/vNF',
      ],
    ]);
  });

  it('o item com erro aparece no caminho quando há vários det', () => {
    const det = extrairElemento(nfe, 'det');
    const segundo = det.replace('nItem="1"', 'nItem="2"').replace('<NCM>64011000</NCM>', '<NCM>6401</NCM>');
    const erros = validarNFe(nfe.replace(det, det + segundo)).erros;
    expect(erros.map((e) => [e.campo, e.caminho])).toEqual([['NCM', 'NFe/infNFe/det[2]/prod/NCM']]);
  });

  it('detEvento validado pelo schema do tipo do evento (e110111: xJust com no mínimo 15 caracteres)', () => {
    const envEvento = extrairElemento(lerFixtureTexto('nfe/req_evento_cancela.xml'), 'envEvento');
    const curta = envEvento.replace(/<xJust>[^<]*<\/xJust>/, '<xJust>curta</xJust>');
    expect(validarEvento(curta)).toEqual({
      valido: false,
      erros: [
        {
          campo: 'xJust',
          mensagem: 'xJust deve ter no mínimo 15 caracteres (tem 5).',
          linha: 1,
          caminho: 'envEvento/evento/infEvento/detEvento/xJust',
        },
      ],
    });
    const outroTipo = envEvento.replace('<tpEvento>110111</tpEvento>', '<tpEvento>110112</tpEvento>');
    expect(validarEvento(outroTipo).erros).toEqual([
      { campo: 'tpEvento', mensagem: 'Evento 110112 não é suportado.', linha: 1 },
    ]);
  });

  it('XML malformado, com DOCTYPE ou de raiz desconhecida', () => {
    expect(validarNFe(nfe.slice(0, 300))).toEqual({
      valido: false,
      erros: [{ campo: '', mensagem: expect.stringMatching(/^XML malformado: /), linha: 1 }],
    });
    expect(validarNFe(`<!DOCTYPE NFe [<!ENTITY x "y">]>${nfe.slice(38)}`).erros[0]?.mensagem).toBe(
      'XML com DOCTYPE ou entidades não é aceito.',
    );
    expect(validarDocumentoFiscal('<pedido/>').erros).toEqual([
      { campo: 'pedido', mensagem: 'Documento pedido não é um documento fiscal conhecido.', linha: 1 },
    ]);
    expect(validarNFe('<NFe><infNFe/></NFe>').erros[0]?.mensagem).toBe(
      'O elemento raiz NFe não é o documento esperado por este schema.',
    );
  });
});

describe('schemas compilados', () => {
  it('compila cada schema de entrada uma vez e reaproveita o validador', () => {
    precarregarSchemas(['nfe', 'dps']);
    expect(obterValidadorXsd(SCHEMAS_FISCAIS.nfe)).toBe(obterValidadorXsd(SCHEMAS_FISCAIS.nfe));
  });

  it.each(Object.keys(SCHEMAS_FISCAIS) as (keyof typeof SCHEMAS_FISCAIS)[])(
    'o schema %s compila com os includes resolvidos',
    (schema) => {
      expect(obterValidadorXsd(SCHEMAS_FISCAIS[schema])).toBeDefined();
    },
  );
});

describe('faceta corrigida da série da DPS (schemas/README.md)', () => {
  // O padrão oficial, lido como a Sefin pretendia: 1 a 5 dígitos, não todos zero.
  const ORIGINAL = /^(?!0{1,5}$)\d{1,5}$/;
  const dps = lerFixtureTexto('nfse/ExemploPisZeradoCofinsSobreFaturamentoPreenchido.xml');
  const comSerie = (serie: string) =>
    dps.replace('<serie>333</serie>', `<serie>${escaparTexto(serie)}</serie>`);

  function todasAsCadeias(alfabeto: string[], tamanhoMaximo: number): string[] {
    let nivel = [''];
    const todas = [''];
    for (let tamanho = 1; tamanho <= tamanhoMaximo; tamanho++) {
      nivel = nivel.flatMap((prefixo) => alfabeto.map((c) => prefixo + c));
      todas.push(...nivel);
    }
    return todas;
  }

  it('aceita e recusa exatamente o que o padrão original pretendia', () => {
    const candidatos = [
      ...todasAsCadeias(['0', '1', 'a'], 6), // 1093 cadeias, de '' a 'aaaaaa'
      '99999',
      '10000',
      '00009',
      '123456',
      ' 1',
      '1 ',
      '+1',
      '-1',
      '1.0',
      '٣', // dígito arábico-índico: fora de [0-9]
    ];
    const divergentes = candidatos.filter(
      (serie) => validarXml(comSerie(serie), 'dps').valido !== ORIGINAL.test(serie),
    );
    expect(divergentes).toEqual([]);
    expect(validarXml(comSerie('00000'), 'dps').erros.map((e) => e.campo)).toEqual(['serie']);
    expect(validarXml(comSerie('00001'), 'dps')).toEqual(VALIDO);
  });
});
