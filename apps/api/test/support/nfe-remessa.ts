import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readPfx } from '@erp/fiscal/certificado';
import { Decimal } from '@erp/fiscal/decimal';
import { montarChave } from '@erp/fiscal/documentos';
import { assinarNFe } from '@erp/fiscal/nfe';
import type { TestApp } from './test-app.ts';

const certPath = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../packages/fiscal/test/fixtures/certs/cert_cnpj_06157250000116_senha_minhasenha.pfx',
);
/** The public test A1 (CNPJ 06.157.250/0001-16) signs the clients' remessas in these tests. */
export const certificadoTeste = readPfx(readFileSync(certPath), 'minhasenha', { verificarValidade: false });
export const CNPJ_EMPRESA = '11222333000181';
export const CNPJ_CLIENTE = '06157250000116';

export type ItemRemessa = {
  cProd: string;
  xProd: string;
  NCM?: string;
  uCom?: string;
  qCom: string;
  vUnCom: string;
  vProd: string;
  uTrib?: string;
  qTrib?: string;
  /** The item's CFOP (the issuer's): 5901 unless said. */
  CFOP?: string;
  /** I15 vFrete, I17 vDesc and O14 vIPI (IPITrib) of the item, as a supplier's ERP apportions them. */
  vFrete?: string;
  vDesc?: string;
  vIPI?: string;
};

/** The emitente of a note: the client (Embalagens Paulista) unless a test says otherwise. */
export type EmitenteDaNota = { CNPJ: string; xNome: string; xFant?: string };
export const EMITENTE_CLIENTE: EmitenteDaNota = {
  CNPJ: CNPJ_CLIENTE,
  xNome: 'Embalagens Paulista Ltda',
  xFant: 'Embalagens Paulista',
};
/** A resin supplier (a valid CNPJ, as the access key's check digits need). */
export const FORNECEDOR: EmitenteDaNota = { CNPJ: '60394511000167', xNome: 'Resinas Brasil Comercio Ltda' };

/**
 * A client's remessa para industrialização (CFOP 5901) as its ERP would send it: signed NFe, or nfeProc
 * with the authorisation protocol. Only what the import reads is filled in; it is not meant for SEFAZ.
 */
export function remessaXml(opts: {
  nNF: number;
  itens: ItemRemessa[];
  dest?: string;
  dhEmi?: string;
  comProtocolo?: boolean;
  assinar?: boolean;
  /** B24 tpAmb of the client's note: 2 (homologação) unless said; a real remessa carries 1. */
  tpAmb?: '1' | '2';
  /** transp/vol, as a supplier's ERP writes the volumes (pesoL in kg, up to 3 places). */
  volumes?: { qVol: number; esp?: string; pesoL?: string }[];
  emitente?: EmitenteDaNota;
  natOp?: string;
  /** Y07 cobr/dup: the bill's instalments. */
  duplicatas?: { nDup: string; dVenc: string; vDup: string }[];
  /** YA01 pag/detPag (absent unless given). */
  pagamentos?: { tPag: string; vPag: string }[];
}) {
  const emitente = opts.emitente ?? EMITENTE_CLIENTE;
  const chave = montarChave({
    cUF: 35,
    aamm: '2611',
    cnpj: emitente.CNPJ,
    mod: 55,
    serie: 1,
    nNF: opts.nNF,
    tpEmis: 1,
    cNF: 10000000 + opts.nNF,
  });
  const det = opts.itens
    .map(
      (i, n) =>
        `<det nItem="${n + 1}"><prod><cProd>${i.cProd}</cProd><cEAN>SEM GTIN</cEAN><xProd>${i.xProd}</xProd><NCM>${i.NCM ?? '39021020'}</NCM><CFOP>${i.CFOP ?? '5901'}</CFOP><uCom>${i.uCom ?? 'KG'}</uCom><qCom>${i.qCom}</qCom><vUnCom>${i.vUnCom}</vUnCom><vProd>${i.vProd}</vProd><cEANTrib>SEM GTIN</cEANTrib><uTrib>${i.uTrib ?? i.uCom ?? 'KG'}</uTrib><qTrib>${i.qTrib ?? i.qCom}</qTrib><vUnTrib>${i.vUnCom}</vUnTrib>${i.vFrete ? `<vFrete>${i.vFrete}</vFrete>` : ''}${i.vDesc ? `<vDesc>${i.vDesc}</vDesc>` : ''}<indTot>1</indTot></prod>${i.vIPI ? `<imposto><IPI><cEnq>999</cEnq><IPITrib><CST>50</CST><vBC>${i.vProd}</vBC><pIPI>0</pIPI><vIPI>${i.vIPI}</vIPI></IPITrib></IPI></imposto>` : ''}</det>`,
    )
    .join('');
  const transp = opts.volumes
    ? `<transp><modFrete>9</modFrete>${opts.volumes
        .map(
          (v) =>
            `<vol><qVol>${v.qVol}</qVol>${v.esp ? `<esp>${v.esp}</esp>` : ''}${v.pesoL ? `<pesoL>${v.pesoL}</pesoL>` : ''}</vol>`,
        )
        .join('')}</transp>`
    : '';
  const vNF = opts.itens
    .reduce(
      (s, i) =>
        s
          .plus(i.vProd)
          .plus(i.vIPI ?? 0)
          .plus(i.vFrete ?? 0)
          .minus(i.vDesc ?? 0),
      new Decimal(0),
    )
    .toFixed(2);
  const cobr = opts.duplicatas
    ? `<cobr>${opts.duplicatas.map((d) => `<dup><nDup>${d.nDup}</nDup><dVenc>${d.dVenc}</dVenc><vDup>${d.vDup}</vDup></dup>`).join('')}</cobr>`
    : '';
  const pag = opts.pagamentos
    ? `<pag>${opts.pagamentos.map((p) => `<detPag><tPag>${p.tPag}</tPag><vPag>${p.vPag}</vPag></detPag>`).join('')}</pag>`
    : '';
  const nfe =
    `<NFe xmlns="http://www.portalfiscal.inf.br/nfe"><infNFe versao="4.00" Id="NFe${chave}"><ide><cUF>35</cUF><cNF>${chave.slice(35, 43)}</cNF><natOp>${opts.natOp ?? 'REMESSA PARA INDUSTRIALIZACAO'}</natOp><mod>55</mod><serie>1</serie><nNF>${opts.nNF}</nNF><dhEmi>${opts.dhEmi ?? '2026-11-20T10:00:00-03:00'}</dhEmi><tpNF>1</tpNF><idDest>1</idDest><cMunFG>3509502</cMunFG><tpImp>1</tpImp><tpEmis>1</tpEmis><cDV>${chave.slice(43)}</cDV><tpAmb>${opts.tpAmb ?? '2'}</tpAmb><finNFe>1</finNFe><indFinal>0</indFinal><indPres>9</indPres><procEmi>0</procEmi><verProc>ERP-CLIENTE</verProc></ide>` +
    `<emit><CNPJ>${emitente.CNPJ}</CNPJ><xNome>${emitente.xNome}</xNome>${emitente.xFant ? `<xFant>${emitente.xFant}</xFant>` : ''}<enderEmit><xLgr>Rua das Indústrias</xLgr><nro>1200</nro><xBairro>Distrito Industrial</xBairro><cMun>3509502</cMun><xMun>Campinas</xMun><UF>SP</UF><CEP>13054000</CEP><fone>1933334444</fone></enderEmit><IE>110042490114</IE><CRT>3</CRT></emit>` +
    `<dest><CNPJ>${opts.dest ?? CNPJ_EMPRESA}</CNPJ><xNome>Plasticos Transformacao Ltda</xNome><indIEDest>1</indIEDest><IE>123456789</IE></dest>` +
    `${det}<total><ICMSTot><vProd>${vNF}</vProd><vNF>${vNF}</vNF></ICMSTot></total>${transp}${cobr}${pag}</infNFe></NFe>`;
  const assinada = opts.assinar === false ? nfe : assinarNFe(nfe, certificadoTeste);
  const xml = opts.comProtocolo
    ? `<nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00">${assinada}<protNFe versao="4.00"><infProt><tpAmb>${opts.tpAmb ?? '2'}</tpAmb><verAplic>SP_NFE_PL009_V4</verAplic><chNFe>${chave}</chNFe><dhRecbto>2026-11-20T10:01:00-03:00</dhRecbto><nProt>135260000000001</nProt><digVal>x</digVal><cStat>100</cStat><xMotivo>Autorizado o uso da NF-e</xMotivo></infProt></protNFe></nfeProc>`
    : assinada;
  return { chave, xml: `<?xml version="1.0" encoding="UTF-8"?>${xml}` };
}

/**
 * A supplier's sale to the company (issue 24): CFOP 5101 unless an item says otherwise, from FORNECEDOR, with the
 * bill's duplicatas and the pag the test gives.
 */
export function compraXml(opts: Parameters<typeof remessaXml>[0]) {
  return remessaXml({
    natOp: 'VENDA DE PRODUCAO DO ESTABELECIMENTO',
    emitente: FORNECEDOR,
    ...opts,
    itens: opts.itens.map((i) => ({ CFOP: '5101', ...i })),
  });
}

/**
 * multipart/form-data with the file in field `xmlfile`, as the screen sends it, and the import's answers
 * (`conversoes`, `vinculos`, `ignorar`) as JSON text fields.
 */
export function formComXml(xml: string | Buffer, nome = 'nota.xml', campos: Record<string, unknown> = {}) {
  const form = new FormData();
  for (const [campo, valor] of Object.entries(campos)) {
    form.append(campo, typeof valor === 'string' ? valor : JSON.stringify(valor));
  }
  form.append('xmlfile', new Blob([xml], { type: 'text/xml' }), nome);
  return form;
}

/**
 * What the entradas tests start from: the company the remessas are addressed to (its CNPJ; UF and city when the
 * test talks to SEFAZ) and the product PP-H503 they carry.
 */
export async function prepararEmpresaDaRemessa(
  t: Pick<TestApp, 'request'>,
  token: string,
  endereco: { uf?: string; cidade?: string } = {},
) {
  await t.request('/api/preferencias/empresa', {
    method: 'PUT',
    token,
    json: { razao_social: 'Plásticos Transformação Ltda', cnpj: CNPJ_EMPRESA, ...endereco },
  });
  await t.request('/api/produtos', {
    method: 'POST',
    token,
    json: { nome: 'Polipropileno H503', codigo_interno: 'PP-H503', ncm: '39021020' },
  });
}
