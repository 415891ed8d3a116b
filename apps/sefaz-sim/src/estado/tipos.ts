/** O que o simulador guarda: o "banco de dados da SEFAZ" de mentira. Tudo serializável em JSON. */

export interface EventoNFe {
  chNFe: string;
  tpEvento: string;
  nSeqEvento: number;
  /** CNPJ ou CPF do autor. */
  autor: string;
  nProt: string;
  dhRegEvento: string;
  /** evento assinado, como recebido (documento isolado, com xmlns). */
  eventoXml: string;
  /** retEvento devolvido, para montar o procEventoNFe. */
  retEventoXml: string;
  /**
   * Quem registrou o evento (o autorizador da UF, ou a SVC): a SVC não enxerga os eventos registrados no
   * autorizador da UF. Ausente nos eventos gravados antes deste campo e no modo em processo.
   */
  autorizador?: string;
}

export interface NotaAutorizada {
  chNFe: string;
  /** CNPJ do emitente, ou o CPF com zeros à esquerda (14 posições, como na chave). */
  cnpjEmitente: string;
  isEmitenteCpf: boolean;
  xNomeEmitente: string;
  ieEmitente: string;
  cUF: string;
  mod: string;
  serie: string;
  nNF: string;
  dhEmi: string;
  tpNF: string;
  vNF: string;
  /** CNPJ ou CPF do destinatário, quando houver. */
  destinatario: string | undefined;
  nProt: string;
  digVal: string;
  dhRecbto: string;
  /** Recibo do lote em que chegou (citado na rejeição 204). */
  nRec: string;
  /** denegada: uso denegado (302), a numeração fica usada e a nota não vale. */
  situacao: 'autorizada' | 'cancelada' | 'denegada';
  /**
   * Quem autorizou (o autorizador da UF, ou a SVC-AN/SVC-RS em contingência): a SVC só consulta as que ela
   * autorizou. Ausente nas notas de terceiros e nas gravadas antes deste campo.
   */
  autorizador?: string;
  /** NFe assinada, como recebida (documento isolado, com xmlns). */
  nfeXml: string;
  protNFeXml: string;
  eventos: EventoNFe[];
}

export interface Lote {
  nRec: string;
  cnpjTransmissor: string;
  cUF: string;
  dhRecbto: string;
  protNFeXml: string[];
  /** Quantas consultas ainda respondem 105 (lote em processamento). */
  consultasEmProcessamento: number;
}

export interface Inutilizacao {
  cnpj: string;
  cUF: string;
  ano: string;
  mod: string;
  serie: string;
  nNFIni: number;
  nNFFin: number;
  nProt: string;
  dhRecbto: string;
}

export interface DocumentoDistribuido {
  nsu: number;
  /** CNPJ (ou CPF) do interessado que recebe o documento. */
  destinatario: string;
  /** Nome do schema, como vai no atributo schema do docZip (ex.: resNFe_v1.01.xsd). */
  schema: string;
  xml: string;
  chNFe: string | undefined;
}

export interface NfseEvento {
  tipoEvento: string;
  nPedRegEvento: string;
  eventoXml: string;
  dhProc: string;
}

export interface NfseEmitida {
  chaveAcesso: string;
  idDps: string;
  cnpjPrestador: string;
  cnpjTomador: string | undefined;
  /** série + nDPS + cLocEmi + inscrição: a DPS repetida recebe E0014. */
  chaveDps: string;
  nfseXml: string;
  dhProc: string;
  situacao: 'normal' | 'cancelada';
  eventos: NfseEvento[];
}

export interface DadosEstado {
  versao: 1;
  sequencias: { nProt: number; nRec: number; nsu: number; nNFSe: number; nDFSe: number };
  notas: Record<string, NotaAutorizada>;
  lotes: Record<string, Lote>;
  inutilizacoes: Inutilizacao[];
  documentos: DocumentoDistribuido[];
  nfse: Record<string, NfseEmitida>;
}

export function estadoVazio(): DadosEstado {
  return {
    versao: 1,
    sequencias: { nProt: 0, nRec: 0, nsu: 0, nNFSe: 0, nDFSe: 0 },
    notas: {},
    lotes: {},
    inutilizacoes: [],
    documentos: [],
    nfse: {},
  };
}
