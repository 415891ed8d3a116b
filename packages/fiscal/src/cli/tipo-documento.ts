import { abrirXml } from '../common/abrir-xml.ts';

/** Nome legível de cada elemento raiz aceito por validarDocumentoFiscal. */
const NOMES: Readonly<Record<string, string>> = {
  NFe: 'NF-e',
  nfeProc: 'NF-e autorizada (nfeProc)',
  enviNFe: 'Lote de NF-e (enviNFe)',
  envEvento: 'Evento da NF-e (envEvento)',
  procEventoNFe: 'Evento da NF-e registrado (procEventoNFe)',
  inutNFe: 'Inutilização de numeração (inutNFe)',
  consSitNFe: 'Consulta de situação (consSitNFe)',
  consStatServ: 'Consulta de status do serviço (consStatServ)',
  consReciNFe: 'Consulta de recibo (consReciNFe)',
  distDFeInt: 'Distribuição de DF-e (distDFeInt)',
  DPS: 'DPS da NFS-e Nacional',
  NFSe: 'NFS-e Nacional',
  pedRegEvento: 'Evento da NFS-e (pedRegEvento)',
};

/** Documentos assinados no perfil da SEFAZ (RSA-SHA1); a NFS-e vem da Sefin com RSA-SHA256. */
const PERFIL_SEFAZ = new Set(['NFe', 'nfeProc', 'enviNFe', 'envEvento', 'procEventoNFe', 'inutNFe']);

export interface TipoDocumento {
  raiz: string;
  nome: string;
  isPerfilSefaz: boolean;
}

/** O elemento raiz do documento (lança XmlInvalidoError se o XML é malformado ou tem DTD). */
export function tipoDoDocumento(xml: string): TipoDocumento {
  const doc = abrirXml(xml);
  try {
    const raiz = doc.root.name;
    return { raiz, nome: NOMES[raiz] ?? `Documento ${raiz}`, isPerfilSefaz: PERFIL_SEFAZ.has(raiz) };
  } finally {
    doc.dispose();
  }
}
