import { abrirXml } from '../common/abrir-xml.ts';

/** Nome legível de cada elemento raiz aceito por validarDocumentoFiscal. */
const NOMES: Readonly<Record<string, string>> = {
  NFe: 'NF-e',
  nfeProc: 'NF-e autorizada (nfeProc)',
  enviNFe: 'Lote de NF-e (enviNFe)',
  envEvento: 'Evento da NF-e (envEvento)',
  procEventoNFe: 'Evento da NF-e registrado (procEventoNFe)',
  inutNFe: 'Inutilização de numeração (inutNFe)',
  ProcInutNFe: 'Inutilização de numeração homologada (procInutNFe)',
  consSitNFe: 'Consulta de situação (consSitNFe)',
  consStatServ: 'Consulta de status do serviço (consStatServ)',
  consReciNFe: 'Consulta de recibo (consReciNFe)',
  distDFeInt: 'Distribuição de DF-e (distDFeInt)',
  DPS: 'DPS da NFS-e Nacional',
  NFSe: 'NFS-e Nacional',
  pedRegEvento: 'Pedido de evento da NFS-e (pedRegEvento)',
  evento: 'Evento da NFS-e registrado (evento)',
};

const NS_NFSE = 'http://www.sped.fazenda.gov.br/nfse';

/** Documentos assinados no perfil da SEFAZ (RSA-SHA1); a NFS-e vem da Sefin com RSA-SHA256. */
const PERFIL_SEFAZ = new Set([
  'NFe',
  'nfeProc',
  'enviNFe',
  'envEvento',
  'procEventoNFe',
  'inutNFe',
  'ProcInutNFe',
]);

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
    // Só o evento da NFS-e tem raiz `evento`; no namespace da NF-e um evento solto não é um documento conhecido.
    const conhecido = raiz !== 'evento' || doc.root.namespaceUri === NS_NFSE;
    const nome = (conhecido ? NOMES[raiz] : undefined) ?? `Documento ${raiz}`;
    return { raiz, nome, isPerfilSefaz: PERFIL_SEFAZ.has(raiz) };
  } finally {
    doc.dispose();
  }
}
