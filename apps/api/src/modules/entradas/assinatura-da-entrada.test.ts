import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readPfx } from '@erp/fiscal/certificado';
import { assinarNFe } from '@erp/fiscal/nfe';
import { verificarAssinatura } from '@erp/fiscal/xml';
import { describe, expect, it } from 'vitest';
import { remessaXml } from '../../../test/support/nfe-remessa.ts';
import { situacaoDaAssinatura } from './assinatura-da-entrada.ts';

const fixtures = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../packages/fiscal/test/fixtures',
);
const fixture = (nome: string) => readFileSync(path.join(fixtures, nome), 'utf8');
const outroCertificado = readPfx(readFileSync(path.join(fixtures, 'certs/moderno-aes.pfx')), 'teste1234', {
  verificarValidade: false,
});

const itens = Array.from({ length: 40 }, (_, k) => ({
  cProd: `PP-${k}`,
  xProd: `Polipropileno ${k} &amp; aditivo &lt;azul&gt; &#233;`,
  qCom: `${100 + k}.5000`,
  vUnCom: '8.00',
  vProd: `${(100 + k) * 8 + 4}.00`,
}));
const nfe = remessaXml({ nNF: 1, itens }).xml;
const nfeProc = remessaXml({ nNF: 2, itens, comProtocolo: true }).xml;
const semAssinatura = remessaXml({ nNF: 3, itens, assinar: false }).xml;
const idDaNfeProc = /Id="(NFe\d{44})"/.exec(nfeProc)?.[1] ?? '';

const casos: [string, string][] = [
  ['NF-e assinada', nfe],
  ['nfeProc assinada', nfeProc],
  // Integrity only: whether the certificate belongs to the emitente is not what this checks.
  ['assinada por outro titular', assinarNFe(semAssinatura, outroCertificado)],
  ['amostra oficial compacta', fixture('nfe/nfe_layout4_compacto.xml')],
  ['amostra oficial compacta com protocolo', fixture('nfe/nfe_layout4_com_prot_compacto.xml')],
  ['amostra oficial formatada depois de assinada', fixture('nfe/nfe_layout4.xml')],
  ['sem assinatura', semAssinatura],
  ['quantidade alterada depois de assinar', nfe.replace('<qCom>100.5000</qCom>', '<qCom>900.5000</qCom>')],
  [
    'SignatureValue trocado',
    nfe.replace(/<SignatureValue>(.)/, (_m, c) => `<SignatureValue>${c === 'A' ? 'B' : 'A'}`),
  ],
  [
    'certificado de outro titular',
    nfe.replace(
      /<X509Certificate>[^<]*</,
      `<X509Certificate>${outroCertificado.certificatePem.replace(/-----[^-]+-----|\s/g, '')}<`,
    ),
  ],
  [
    'Id repetido noutro elemento (signature wrapping)',
    nfeProc.replace('<infProt>', `<infProt Id="${idDaNfeProc}">`),
  ],
  [
    'digest SHA-256, fora do perfil da SEFAZ',
    nfe.replace(
      'Algorithm="http://www.w3.org/2000/09/xmldsig#sha1"',
      'Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"',
    ),
  ],
  [
    'Signature com prefixo',
    nfe
      .replace('<Signature xmlns=', '<ds:Signature xmlns:ds="http://www.w3.org/2000/09/xmldsig#" xmlns=')
      .replace('</Signature>', '</ds:Signature>'),
  ],
];

describe('signature of an incoming NF-e', () => {
  it.each(casos)('%s: the same verdict and reason as verificarAssinatura (xml-crypto)', (_nome, xml) => {
    expect(situacaoDaAssinatura(xml)).toEqual(verificarAssinatura(xml, { perfilSefaz: true }));
  });

  it('finds the valid ones valid and every altered or unconforming one invalid', () => {
    const validas = casos.filter(([, xml]) => situacaoDaAssinatura(xml).valida).map(([nome]) => nome);
    expect(validas).toEqual([
      'NF-e assinada',
      'nfeProc assinada',
      'assinada por outro titular',
      'amostra oficial compacta',
      'amostra oficial compacta com protocolo',
    ]);
  });
});
