import { describe, expect, it } from 'vitest';
import { traduzirErroXsd, validarComXsd } from './xsd.ts';

const NS = '{http://www.portalfiscal.inf.br/nfe}';

// Mensagens copiadas de validações reais do libxml2 (xmlschemas.c).
describe('traduzirErroXsd', () => {
  it.each([
    [
      `Element '${NS}mod': This element is not expected. Expected is ( ${NS}natOp ).\n`,
      'natOp',
      'Campo natOp obrigatório ausente ou fora de ordem (encontrado mod no lugar).',
    ],
    [
      `Element '${NS}xNome': This element is not expected. Expected is one of ( ${NS}CNPJ, ${NS}CPF ).`,
      'xNome',
      'Campo xNome fora de ordem ou campo obrigatório ausente; esperado um de: CNPJ, CPF.',
    ],
    [`Element '${NS}foo': This element is not expected.`, 'foo', 'Campo foo não é permitido nesta posição.'],
    [
      `Element '${NS}cServ': Missing child element(s). Expected is ( ${NS}cNBS ).`,
      'cNBS',
      'Campo cNBS obrigatório ausente em cServ.',
    ],
    [
      `Element '${NS}cUF': [facet 'enumeration'] The value '99' is not an element of the set {'11', '12'}.`,
      'cUF',
      "Valor '99' inválido para cUF (permitidos: 11, 12).",
    ],
    [
      `Element '${NS}xJust': [facet 'minLength'] The value has a length of '5'; this underruns the allowed minimum length of '15'.`,
      'xJust',
      'xJust deve ter no mínimo 15 caracteres (tem 5).',
    ],
    [
      `Element '${NS}CEP': [facet 'length'] The value has a length of '7'; this differs from the allowed length of '8'.`,
      'CEP',
      'CEP deve ter exatamente 8 caracteres (tem 7).',
    ],
    [
      `Element '${NS}qCom': [facet 'totalDigits'] The value '1' has more digits than are allowed ('15').`,
      'qCom',
      "Valor '1' inválido para qCom (regra totalDigits do schema).",
    ],
    [
      `Element '${NS}infNFe', attribute 'foo': The attribute 'foo' is not allowed.`,
      'infNFe/@foo',
      'O atributo foo não é permitido em infNFe.',
    ],
    [
      `Element '${NS}infNFe': The attribute 'versao' is required but missing.`,
      'infNFe/@versao',
      'Atributo versao obrigatório ausente em infNFe.',
    ],
    [
      `Element '${NS}ide': Character content other than whitespace is not allowed because the content type is 'element-only'.`,
      'ide',
      'ide não pode conter texto, só outros campos.',
    ],
    [
      `Element '${NS}cUF': Element content is not allowed, because the type definition is simple.`,
      'cUF',
      'cUF não pode conter outros campos, só um valor.',
    ],
    [
      `Element '${NS}vNF': '1,00' is not a valid value of the local atomic type.`,
      'vNF',
      "Valor '1,00' inválido para vNF.",
    ],
    [
      "Element 'NFe': No matching global declaration available for the validation root.",
      'NFe',
      'O elemento raiz NFe não é o documento esperado por este schema.',
    ],
    [`Element '${NS}x': Some future libxml2 message.`, 'x', 'x: Some future libxml2 message.'],
    ['Mensagem sem elemento', '', 'Mensagem sem elemento'],
  ])('%s', (original, campo, mensagem) => {
    expect(traduzirErroXsd(original)).toEqual({ campo, mensagem });
  });
});

describe('validarComXsd', () => {
  it('recusa schema fora da pasta de schemas', () => {
    expect(() => validarComXsd('<a/>', '../package.json')).toThrow('Schema não encontrado: ../package.json.');
  });

  it('não deixa um documento validado ler arquivos locais (XInclude/schemaLocation não são seguidos)', () => {
    const resultado = validarComXsd(
      '<consStatServ xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00" xmlns:xi="http://www.w3.org/2001/XInclude"><tpAmb>2</tpAmb><cUF>43</cUF><xServ><xi:include href="/etc/passwd" parse="text"/></xServ></consStatServ>',
      'nfe/PL_010_V1.30/consStatServ_v4.00.xsd',
    );
    expect(resultado.valido).toBe(false);
    expect(JSON.stringify(resultado)).not.toContain('root:');
  });
});
