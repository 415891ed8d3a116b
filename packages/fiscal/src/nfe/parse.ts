import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { validarChave } from '../common/chave.ts';
import { type OpcoesVerificacao, type ResultadoAssinatura, verificarAssinatura } from '../common/sign-xml.ts';
import { contemDtd, decodificarEntidades } from '../common/xml.ts';

/**
 * Leitura segura de NF-e recebidas (arquivo enviado pelo usuário, e-mail, DistDFe): o XML vem de fora e é
 * tratado como hostil. Limite de tamanho antes de qualquer parse, DOCTYPE/ENTITY recusados (XXE e "billion
 * laughs"), entidades não processadas pelo parser e valores mantidos como texto (um float em qCom ou vProd
 * perderia casas; um CNPJ com zero à esquerda viraria número).
 */

const NFE_NS = 'http://www.portalfiscal.inf.br/nfe';
export const TAMANHO_MAXIMO_PADRAO = 5 * 1024 * 1024;

export type CodigoNfeParseError =
  | 'TAMANHO'
  | 'CODIFICACAO'
  | 'DTD'
  | 'NAO_E_NFE'
  | 'CHAVE_INVALIDA'
  | 'PROTOCOLO';

export class NfeParseError extends Error {
  override readonly name = 'NfeParseError';

  constructor(
    readonly codigo: CodigoNfeParseError,
    message: string,
    /** Detalhe técnico (linha, campo ausente), para log e suporte. */
    readonly detalhe?: string,
  ) {
    super(message);
  }
}

export interface EnderecoNFe {
  xLgr?: string;
  nro?: string;
  xCpl?: string;
  xBairro?: string;
  cMun?: string;
  xMun?: string;
  UF?: string;
  CEP?: string;
  cPais?: string;
  xPais?: string;
  fone?: string;
}

export interface EmitenteNFe {
  CNPJ?: string;
  CPF?: string;
  xNome: string;
  xFant?: string;
  IE?: string;
  CRT?: string;
  enderEmit?: EnderecoNFe;
}

export interface DestinatarioNFe {
  CNPJ?: string;
  CPF?: string;
  idEstrangeiro?: string;
  xNome?: string;
  IE?: string;
  enderDest?: EnderecoNFe;
}

export interface ItemNFe {
  nItem: string;
  cProd: string;
  xProd: string;
  NCM: string;
  CFOP: string;
  uCom: string;
  qCom: string;
  vUnCom: string;
  vProd: string;
  uTrib: string;
  qTrib: string;
  vUnTrib?: string;
  xPed?: string;
  nItemPed?: string;
  /** O01 IPITrib/vIPI: the IPI the buyer pays on top of the line (absent when the item has no taxed IPI). */
  vIPI?: string;
  /** I15 vFrete, I16 vSeg, I17 vDesc, I17a vOutro: the freight, insurance, discount and other costs of the line. */
  vFrete?: string;
  vSeg?: string;
  vDesc?: string;
  vOutro?: string;
}

/** Y07 dup: one instalment of the note's bill (cobr). */
export interface DuplicataNFe {
  nDup?: string;
  dVenc?: string;
  vDup: string;
}

/** YA01a detPag: one means of payment (tPag 90 is 'sem pagamento'). */
export interface PagamentoNFe {
  tPag: string;
  vPag: string;
}

export interface ProtocoloNFe {
  tpAmb?: string;
  chNFe: string;
  dhRecbto: string;
  nProt?: string;
  digVal?: string;
  cStat: string;
  xMotivo: string;
}

export interface NFeLida {
  /** 44 caracteres, de infNFe/@Id sem o prefixo "NFe". */
  chave: string;
  versao: string;
  cUF: string;
  mod: string;
  serie: string;
  nNF: string;
  dhEmi: string;
  natOp: string;
  tpNF: string;
  tpAmb: string;
  emit: EmitenteNFe;
  dest?: DestinatarioNFe;
  det: ItemNFe[];
  total: { vProd: string; vNF: string };
  /** Y07 cobr/dup: as parcelas da fatura, na ordem da nota (ausente quando a nota não tem cobr). */
  duplicatas?: DuplicataNFe[];
  /** YA01 pag/detPag e YA09 vTroco (ausentes quando a nota não tem pag). */
  pagamentos?: PagamentoNFe[];
  vTroco?: string;
  /**
   * Soma dos pesoL de transp/vol (kg, texto decimal), quando algum volume o informa: a sugestão de peso de um
   * item que não vem em kg.
   */
  pesoLiquido?: string;
  /** Presente quando o arquivo é um nfeProc (NFe + protNFe). */
  protocolo?: ProtocoloNFe;
  /**
   * A assinatura conferida com o certificado de dentro do arquivo (valida, invalida ou ausente, com o motivo).
   * Presente só quando pedida em OpcoesParseNFe.assinatura.
   */
  assinatura?: ResultadoAssinatura;
  /** O XML como recebido (texto UTF-8, sem BOM), para guardar a via original. */
  xml: string;
}

export interface OpcoesParseNFe {
  /** Tamanho máximo em bytes (padrão 5 MB). */
  tamanhoMaximo?: number;
  /**
   * Conferir também a assinatura (verificarAssinatura, independente do assinador) e devolvê-la em
   * NFeLida.assinatura: `true` aceita os algoritmos que verificarAssinatura aceita, `{ perfilSefaz: true }` exige o
   * perfil da SEFAZ. Sem isto a leitura não toca na assinatura nem paga a verificação (o xml-crypto leva alguns
   * milissegundos), e um arquivo recusado pela leitura nunca chega a ela.
   */
  assinatura?: boolean | OpcoesVerificacao;
}

type No = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  commentPropName: false,
});

const NAO_E_NFE = 'O arquivo não é um XML de NF-e válido.';

function naoENFe(detalhe: string): NfeParseError {
  return new NfeParseError('NAO_E_NFE', NAO_E_NFE, detalhe);
}

function formatarTamanho(bytes: number): string {
  const formatar = (valor: number) => valor.toLocaleString('pt-BR', { maximumFractionDigits: 2 });
  return bytes >= 1024 * 1024 ? `${formatar(bytes / (1024 * 1024))} MB` : `${formatar(bytes / 1024)} KB`;
}

// The encoding in the XML declaration, read before decoding (the declaration is ASCII); a UTF-8 BOM may precede it.
const DECLARACAO = /^(?:\uFEFF|\u00EF\u00BB\u00BF)?\s*<\?xml\s[^>]*?\bencoding\s*=\s*(["'])([^"']*)\1/;

/**
 * MOC 4.0 (rejeição 402): NF-e only in UTF-8. A file that declares another encoding is refused even when its
 * bytes happen to be UTF-8: libxml2 and xmlsec1 decode it as declared, so its signature would be checked over
 * other characters than the ones read here, and the two verdicts would disagree.
 */
function recusarOutraCodificacao(xml: string | Uint8Array): void {
  const inicio =
    typeof xml === 'string' ? xml.slice(0, 256) : Buffer.from(xml.subarray(0, 256)).toString('latin1');
  const declarada = DECLARACAO.exec(inicio)?.[2];
  if (declarada !== undefined && !/^utf-?8$/i.test(declarada.trim())) {
    throw new NfeParseError(
      'CODIFICACAO',
      `O XML deve estar em UTF-8, a codificação exigida para NF-e (o arquivo declara ${declarada.slice(0, 40)}).`,
    );
  }
}

function decodificar(xml: string | Uint8Array, tamanhoMaximo: number): string {
  const bytes = typeof xml === 'string' ? Buffer.byteLength(xml, 'utf8') : xml.byteLength;
  if (bytes > tamanhoMaximo) {
    throw new NfeParseError(
      'TAMANHO',
      `Arquivo excede o tamanho máximo de ${formatarTamanho(tamanhoMaximo)}.`,
    );
  }
  recusarOutraCodificacao(xml);
  let texto: string;
  if (typeof xml === 'string') {
    texto = xml;
  } else {
    try {
      texto = new TextDecoder('utf-8', { fatal: true }).decode(xml);
    } catch {
      throw new NfeParseError('CODIFICACAO', 'O arquivo não está em UTF-8, a codificação exigida para NF-e.');
    }
  }
  return texto.charCodeAt(0) === 0xfeff ? texto.slice(1) : texto;
}

function filho(no: unknown, nome: string): No | undefined {
  if (typeof no !== 'object' || no === null) return undefined;
  const valor = (no as No)[nome];
  if (Array.isArray(valor)) return typeof valor[0] === 'object' ? (valor[0] as No) : undefined;
  return typeof valor === 'object' && valor !== null ? (valor as No) : undefined;
}

function lista(no: unknown, nome: string): No[] {
  if (typeof no !== 'object' || no === null) return [];
  const valor = (no as No)[nome];
  const itens = Array.isArray(valor) ? valor : valor === undefined ? [] : [valor];
  return itens.filter((item): item is No => typeof item === 'object' && item !== null);
}

/** Texto de um elemento folha (ou atributo, com '@_'), com as entidades predefinidas resolvidas. */
function texto(no: unknown, nome: string): string | undefined {
  if (typeof no !== 'object' || no === null) return undefined;
  let valor = (no as No)[nome];
  if (Array.isArray(valor)) valor = valor[0];
  if (typeof valor === 'object' && valor !== null) valor = (valor as No)['#text'];
  return typeof valor === 'string' ? decodificarEntidades(valor) : undefined;
}

function obrigatorio(no: unknown, nome: string, grupo: string): string {
  const valor = texto(no, nome);
  if (valor === undefined || valor === '') throw naoENFe(`Campo ${grupo}/${nome} ausente.`);
  return valor;
}

function opcionais<K extends string>(no: unknown, nomes: readonly K[]): Partial<Record<K, string>> {
  const resultado: Partial<Record<K, string>> = {};
  for (const nome of nomes) {
    const valor = texto(no, nome);
    if (valor !== undefined) resultado[nome] = valor;
  }
  return resultado;
}

const CAMPOS_ENDERECO = [
  'xLgr',
  'nro',
  'xCpl',
  'xBairro',
  'cMun',
  'xMun',
  'UF',
  'CEP',
  'cPais',
  'xPais',
  'fone',
] as const;

function endereco(no: No | undefined): EnderecoNFe | undefined {
  return no ? opcionais(no, CAMPOS_ENDERECO) : undefined;
}

function lerItem(det: No): ItemNFe {
  const prod = filho(det, 'prod');
  const nItem = texto(det, '@_nItem');
  if (!prod || !nItem) throw naoENFe('Item (det) sem prod ou nItem.');
  const grupo = `det[${nItem}]/prod`;
  return {
    nItem,
    cProd: obrigatorio(prod, 'cProd', grupo),
    xProd: obrigatorio(prod, 'xProd', grupo),
    NCM: obrigatorio(prod, 'NCM', grupo),
    CFOP: obrigatorio(prod, 'CFOP', grupo),
    uCom: obrigatorio(prod, 'uCom', grupo),
    qCom: obrigatorio(prod, 'qCom', grupo),
    vUnCom: obrigatorio(prod, 'vUnCom', grupo),
    vProd: obrigatorio(prod, 'vProd', grupo),
    uTrib: obrigatorio(prod, 'uTrib', grupo),
    qTrib: obrigatorio(prod, 'qTrib', grupo),
    ...opcionais(prod, ['vUnTrib', 'xPed', 'nItemPed', 'vFrete', 'vSeg', 'vDesc', 'vOutro'] as const),
    ...opcionais(filho(filho(filho(det, 'imposto'), 'IPI'), 'IPITrib'), ['vIPI'] as const),
  };
}

function lerProtocolo(protNFe: No | undefined, chave: string): ProtocoloNFe | undefined {
  const infProt = filho(protNFe, 'infProt');
  if (!infProt) return undefined;
  const protocolo: ProtocoloNFe = {
    chNFe: obrigatorio(infProt, 'chNFe', 'protNFe/infProt'),
    dhRecbto: obrigatorio(infProt, 'dhRecbto', 'protNFe/infProt'),
    cStat: obrigatorio(infProt, 'cStat', 'protNFe/infProt'),
    xMotivo: obrigatorio(infProt, 'xMotivo', 'protNFe/infProt'),
    ...opcionais(infProt, ['tpAmb', 'nProt', 'digVal'] as const),
  };
  if (protocolo.chNFe !== chave) {
    throw new NfeParseError(
      'PROTOCOLO',
      'O protocolo de autorização do arquivo não corresponde a esta NF-e.',
      `chNFe do protocolo ${protocolo.chNFe}, chave da nota ${chave}.`,
    );
  }
  return protocolo;
}

function localizarNFe(documento: No): { nfe: No; protNFe?: No } {
  const raizes = Object.keys(documento)
    .filter((chave) => !chave.startsWith('?') && chave !== '#text')
    .flatMap((chave) =>
      Array.isArray(documento[chave]) ? (documento[chave] as unknown[]).map(() => chave) : [chave],
    );
  if (raizes.length !== 1) throw naoENFe(`Esperado um elemento raiz, encontrados ${raizes.length}.`);
  const raiz = raizes[0] as string;
  const elemento = filho(documento, raiz);
  if (!elemento) throw naoENFe(`Elemento raiz ${raiz} vazio.`);
  // Prefixos (nfe:NFe) também ficam de fora: a SEFAZ não os aceita (rejeição 404).
  if (raiz !== 'NFe' && raiz !== 'nfeProc') throw naoENFe(`Elemento raiz ${raiz} não é NFe nem nfeProc.`);
  if (texto(elemento, '@_xmlns') !== NFE_NS) throw naoENFe(`Elemento ${raiz} fora do namespace ${NFE_NS}.`);
  if (raiz === 'NFe') return { nfe: elemento };
  const nfe = filho(elemento, 'NFe');
  if (!nfe || lista(elemento, 'NFe').length !== 1) throw naoENFe('nfeProc deve conter exatamente uma NFe.');
  const protNFe = filho(elemento, 'protNFe');
  return protNFe ? { nfe, protNFe } : { nfe };
}

/**
 * Lê uma NF-e (raiz NFe) ou NF-e autorizada (raiz nfeProc) recebida. Não valida schema (veja validate.ts): confere
 * que é uma NF-e, com chave de acesso válida e, havendo protocolo, que ele é desta nota. A assinatura só é
 * conferida se pedida (opcoes.assinatura).
 */
export function parseNFe(xml: string | Uint8Array, opcoes: OpcoesParseNFe = {}): NFeLida {
  const texto = decodificar(xml, opcoes.tamanhoMaximo ?? TAMANHO_MAXIMO_PADRAO);
  if (contemDtd(texto)) throw new NfeParseError('DTD', 'XML com DOCTYPE ou entidades não é aceito.');
  const validacao = XMLValidator.validate(texto);
  if (validacao !== true) {
    throw naoENFe(`XML malformado na linha ${validacao.err.line}: ${validacao.err.msg}`);
  }
  let documento: No;
  try {
    documento = parser.parse(texto) as No;
  } catch (erro) {
    throw naoENFe(erro instanceof Error ? erro.message : String(erro));
  }
  const { nfe, protNFe } = localizarNFe(documento);
  const lida = lerNFe(nfe, protNFe, texto);
  if (opcoes.assinatura) {
    lida.assinatura = verificarAssinatura(texto, opcoes.assinatura === true ? {} : opcoes.assinatura);
  }
  return lida;
}

function lerNFe(nfe: No, protNFe: No | undefined, xml: string): NFeLida {
  const infNFe = filho(nfe, 'infNFe');
  if (!infNFe || lista(nfe, 'infNFe').length !== 1) throw naoENFe('NFe deve conter exatamente uma infNFe.');
  const id = texto(infNFe, '@_Id') ?? '';
  const chave = id.slice(3);
  const resultadoChave = validarChave(chave);
  if (!id.startsWith('NFe') || chave.length !== 44 || !resultadoChave.valida) {
    throw new NfeParseError(
      'CHAVE_INVALIDA',
      `A chave de acesso do XML é inválida (${id || 'Id ausente'}).`,
      resultadoChave.erros.join(' '),
    );
  }
  const ide = filho(infNFe, 'ide');
  const emit = filho(infNFe, 'emit');
  const icmsTot = filho(filho(infNFe, 'total'), 'ICMSTot');
  if (!ide || !emit || !icmsTot) throw naoENFe('Grupo ide, emit ou total/ICMSTot ausente.');
  const dest = filho(infNFe, 'dest');
  const det = lista(infNFe, 'det').map(lerItem);
  if (det.length === 0) throw naoENFe('NF-e sem itens (det).');
  const protocolo = lerProtocolo(protNFe, chave);
  const pesoLiquido = somaPesoLiquido(lista(filho(infNFe, 'transp'), 'vol'));
  const cobr = filho(infNFe, 'cobr');
  const duplicatas = lista(cobr, 'dup').map((dup) => ({
    ...opcionais(dup, ['nDup', 'dVenc'] as const),
    vDup: obrigatorio(dup, 'vDup', 'cobr/dup'),
  }));
  const pag = filho(infNFe, 'pag');
  const pagamentos = lista(pag, 'detPag').map((detPag) => ({
    tPag: obrigatorio(detPag, 'tPag', 'pag/detPag'),
    vPag: obrigatorio(detPag, 'vPag', 'pag/detPag'),
  }));
  const vTroco = texto(pag, 'vTroco');

  return {
    chave,
    versao: obrigatorio(infNFe, '@_versao', 'infNFe'),
    cUF: obrigatorio(ide, 'cUF', 'ide'),
    mod: obrigatorio(ide, 'mod', 'ide'),
    serie: obrigatorio(ide, 'serie', 'ide'),
    nNF: obrigatorio(ide, 'nNF', 'ide'),
    dhEmi: obrigatorio(ide, 'dhEmi', 'ide'),
    natOp: obrigatorio(ide, 'natOp', 'ide'),
    tpNF: obrigatorio(ide, 'tpNF', 'ide'),
    tpAmb: obrigatorio(ide, 'tpAmb', 'ide'),
    emit: {
      xNome: obrigatorio(emit, 'xNome', 'emit'),
      ...opcionais(emit, ['CNPJ', 'CPF', 'xFant', 'IE', 'CRT'] as const),
      ...(filho(emit, 'enderEmit') ? { enderEmit: endereco(filho(emit, 'enderEmit')) } : {}),
    },
    ...(dest
      ? {
          dest: {
            ...opcionais(dest, ['CNPJ', 'CPF', 'idEstrangeiro', 'xNome', 'IE'] as const),
            ...(filho(dest, 'enderDest') ? { enderDest: endereco(filho(dest, 'enderDest')) } : {}),
          },
        }
      : {}),
    det,
    total: { vProd: obrigatorio(icmsTot, 'vProd', 'ICMSTot'), vNF: obrigatorio(icmsTot, 'vNF', 'ICMSTot') },
    ...(cobr ? { duplicatas } : {}),
    ...(pag ? { pagamentos } : {}),
    ...(vTroco ? { vTroco } : {}),
    ...(pesoLiquido ? { pesoLiquido } : {}),
    ...(protocolo ? { protocolo } : {}),
    xml,
  };
}

/** pesoL of each volume added exactly (decimal text, up to 3 places in the schema); undefined when none has one. */
function somaPesoLiquido(volumes: No[]): string | undefined {
  const pesos = volumes.map((v) => texto(v, 'pesoL')).filter((p): p is string => p !== undefined);
  if (pesos.length === 0 || !pesos.every((p) => /^\d{1,12}(\.\d{1,3})?$/.test(p))) return undefined;
  // Integers in thousandths: pesoL has at most 3 decimal places, so the sum is exact.
  const milesimos = pesos.reduce((soma, p) => {
    const [inteiro = '0', fracao = ''] = p.split('.');
    return soma + BigInt(inteiro) * 1000n + BigInt(fracao.padEnd(3, '0'));
  }, 0n);
  const inteiro = milesimos / 1000n;
  const fracao = (milesimos % 1000n).toString().padStart(3, '0');
  return `${inteiro}.${fracao}`;
}
