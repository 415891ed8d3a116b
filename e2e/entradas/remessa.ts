import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../support/app';

/**
 * The clients' remessas of the API tests (apps/api/test/support/nfe-remessa.ts, signed with the public test A1),
 * loaded at run time: that file's FormData helper does not type-check under the DOM typings of this package
 * (Buffer is not a BlobPart there), and a static import would make tsc check it. Only what these specs use
 * is typed here.
 */
export type ItemRemessa = {
  cProd: string;
  xProd: string;
  NCM?: string;
  uCom?: string;
  qCom: string;
  vUnCom: string;
  vProd: string;
  /** The issuer's CFOP (5901 in a remessa, 5101 in a purchase unless said), and a purchase's IPI and freight. */
  CFOP?: string;
  vIPI?: string;
  vFrete?: string;
};

export type Remessa = {
  nNF: number;
  itens: ItemRemessa[];
  /** The recipient's CNPJ; the company's by default. */
  dest?: string;
  /** ISO instant with offset; 2026-11-20T10:00:00-03:00 by default. */
  dhEmi?: string;
  /** nfeProc with the authorisation protocol (cStat 100), as the client's ERP hands it over. */
  comProtocolo?: boolean;
  assinar?: boolean;
  /** transp/vol, with the net weight (pesoL, kg) a supplier's ERP may write. */
  volumes?: { qVol: number; esp?: string; pesoL?: string }[];
  /** Another emitente than the client (a supplier of a purchase, issue 24). */
  emitente?: { CNPJ: string; xNome: string };
  duplicatas?: { nDup: string; dVenc: string; vDup: string }[];
  pagamentos?: { tPag: string; vPag: string }[];
};

type RemessaModule = {
  CNPJ_EMPRESA: string;
  remessaXml: (remessa: Remessa) => { chave: string; xml: string };
  compraXml: (remessa: Remessa) => { chave: string; xml: string };
};

const modulo = (await import(
  pathToFileURL(path.join(repoRoot, 'apps/api/test/support/nfe-remessa.ts')).href
)) as RemessaModule;

export const CNPJ_EMPRESA = modulo.CNPJ_EMPRESA;
export const remessaXml = modulo.remessaXml;
/** A supplier's sale to the company (issue 24): CFOP 5101 unless an item says otherwise. */
export const compraXml = modulo.compraXml;

/** A file of an archive for buildZip (apps/api/test/support/zip.ts); a name ending in '/' is a folder. */
export type ArquivoDoZip = { name: string; content?: string };

type ZipModule = { buildZip: (arquivos: ArquivoDoZip[]) => Buffer };

const zip = (await import(
  pathToFileURL(path.join(repoRoot, 'apps/api/test/support/zip.ts')).href
)) as ZipModule;

/** The .zip the API tests build by hand, loaded the same way as the remessas. */
export const buildZip = zip.buildZip;

/** multipart/form-data with the file in field `xmlfile`, as the screen sends it. */
export function formComXml(conteudo: string, nome = 'nota.xml'): FormData {
  const form = new FormData();
  form.append('xmlfile', new Blob([conteudo], { type: 'text/xml' }), nome);
  return form;
}
