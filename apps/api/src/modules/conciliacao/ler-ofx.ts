import { isUtf8 } from 'node:buffer';
import { Decimal } from '@erp/fiscal/decimal';
import { AppError } from '../../lib/app-error.ts';

/** One STMTTRN: `valor` signed as the bank wrote it, with two decimals; `data` is DTPOSTED's day. */
export type TransacaoOfx = {
  fitid: string;
  tipo: string;
  data: string;
  valor: string;
  nome: string | null;
  memo: string | null;
};

export type ExtratoOfx = {
  bankId: string | null;
  acctId: string;
  dataInicio: string | null;
  dataFim: string | null;
  saldo: string | null;
  dataSaldo: string | null;
  transacoes: TransacaoOfx[];
};

/** More than this in one file is not a month's statement of a small company. */
export const MAXIMO_TRANSACOES = 200_000;
const TAMANHO_TEXTO = 255;

const invalido = (motivo: string) =>
  AppError.unprocessable(
    `O arquivo não é um extrato OFX válido: ${motivo}. Nenhuma transação foi importada.`,
  );

/**
 * Windows-1252's 0x80-0x9F (€, ‚, ƒ, „, …, the dashes and curly quotes); elsewhere it is latin-1. Decoded here
 * because Node 20's TextDecoder('windows-1252') decodes those bytes as latin-1's C1 controls.
 */
const C1_DO_1252 =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';

function decodificar1252(buffer: Buffer): string {
  return buffer
    .toString('latin1')
    .replace(/[\u0080-\u009F]/g, (c) => C1_DO_1252[c.charCodeAt(0) - 0x80] ?? c);
}

/**
 * The text of the file. OFX 1.x (SGML) says its encoding in the header (ENCODING USASCII with CHARSET 1252 is what
 * Brazilian banks send, and 1252 is not latin-1: 0x80-0x9F are letters and signs); OFX 2.x in the XML declaration.
 * A file that says UTF-8 and is not, or an unknown charset, is refused: guessing would keep wrong names.
 */
function decodificar(bytes: Uint8Array, charset: string, rotulo: string): string {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const utf8 = charset === 'UTF-8' || charset === 'UTF8';
  // A bank that labels UTF-8 bytes as 1252 (some do): valid UTF-8 with accents is UTF-8, never 1252 text.
  if (utf8 || (isUtf8(buffer) && buffer.some((b) => b >= 0x80))) {
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(buffer);
    } catch {
      throw AppError.unprocessable(
        `O arquivo diz estar em ${rotulo}, mas tem bytes inválidos nessa codificação. Exporte o extrato de novo no internet banking. Nenhuma transação foi importada.`,
      );
    }
  }
  const windows1252 = ['1252', 'WINDOWS-1252', 'CP1252', 'NONE', 'USASCII', 'US-ASCII', 'ASCII'];
  const latin1 = ['ISO-8859-1', '8859-1', 'ISO8859-1', 'LATIN1'];
  if (windows1252.includes(charset) || latin1.includes(charset)) {
    return decodificar1252(buffer);
  }
  throw AppError.unprocessable(
    `A codificação "${rotulo}" do arquivo não é suportada (use UTF-8 ou Windows-1252). Nenhuma transação foi importada.`,
  );
}

/** The text after the header, decoded; which version it is decides how the header is read. */
function corpoDoArquivo(bytes: Uint8Array): { texto: string; isXml: boolean } {
  const inicio = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 2048))
    .toString('latin1')
    .replace(/^\uFEFF|^\u00EF\u00BB\u00BF/, '')
    .trimStart();
  if (inicio.startsWith('OFXHEADER:')) {
    const cabecalho = Object.fromEntries(
      [...(inicio.split('<', 1)[0] ?? '').matchAll(/^\s*([A-Z]+):(.*?)\s*$/gm)].map((m) => [
        m[1],
        (m[2] ?? '').toUpperCase(),
      ]),
    );
    const charset = cabecalho.ENCODING === 'UTF-8' ? 'UTF-8' : (cabecalho.CHARSET ?? '1252');
    return {
      texto: decodificar(bytes, charset, cabecalho.ENCODING === 'UTF-8' ? 'UTF-8' : charset),
      isXml: false,
    };
  }
  if (inicio.startsWith('<?xml')) {
    if (!/<\?OFX\s[^>]*OFXHEADER\s*=\s*"200"/.test(inicio)) invalidoSemCabecalho();
    const declarada =
      /^<\?xml[^>]*encoding\s*=\s*["']([^"']+)["']/.exec(inicio)?.[1]?.toUpperCase() ?? 'UTF-8';
    return { texto: decodificar(bytes, declarada, declarada), isXml: true };
  }
  return invalidoSemCabecalho();
}

function invalidoSemCabecalho(): never {
  throw invalido('falta o cabeçalho OFXHEADER (OFX 1.x) ou <?OFX OFXHEADER="200"?> (OFX 2.x)');
}

/**
 * The XML toolkit (libxml2, entities) loaded on first need: a worker that reads an SGML statement without entities,
 * the usual case, starts without it (loading it costs seconds on a busy machine).
 */
let xml: Promise<typeof import('@erp/fiscal/xml')> | undefined;
const ferramentasXml = () => {
  xml ??= import('@erp/fiscal/xml');
  return xml;
};

/**
 * OFX 2.x is XML from outside: DOCTYPE and entities refused, then libxml2 (no network, no external entities)
 * says whether it is well formed, the way the NF-e imports open theirs. Its elements are then read like 1.x's.
 */
async function conferirXml(texto: string): Promise<void> {
  const { abrirXml, contemDtd, XmlInvalidoError } = await ferramentasXml();
  if (contemDtd(texto)) throw invalido('XML com DOCTYPE ou entidades não é aceito');
  try {
    abrirXml(texto.replace(/^<\?xml[^>]*\?>/, '<?xml version="1.0" encoding="UTF-8"?>')).dispose();
  } catch (erro) {
    if (erro instanceof XmlInvalidoError) throw invalido(erro.message);
    throw erro;
  }
}

type Agregado = Record<string, string>;

/**
 * Walks the elements of the body. SGML leaves are not closed (`<TRNAMT>-10.00` ends at the next tag), XML's are,
 * aggregates are closed in both; so a tag followed by text is a leaf, any other opens an aggregate, and a closing
 * tag ends the nearest open aggregate of its name. `visitar` gets each closed aggregate with its leaves.
 */
function percorrer(
  texto: string,
  decodificar: (valor: string) => string,
  visitar: (nome: string, folhas: Agregado) => void,
): boolean {
  const pilha: { nome: string; folhas: Agregado }[] = [];
  let temOfx = false;
  const tag = /<(\/?)([A-Za-z][A-Za-z0-9._]*)\s*>([^<]*)/g;
  for (let m = tag.exec(texto); m; m = tag.exec(texto)) {
    const [, fecha, nomeLido = '', resto = ''] = m;
    const nome = nomeLido.toUpperCase();
    if (fecha) {
      const i = pilha.findLastIndex((a) => a.nome === nome);
      if (i < 0) continue;
      for (const aberto of pilha.splice(i).reverse()) visitar(aberto.nome, aberto.folhas);
      continue;
    }
    const valor = resto.trim();
    const fechaLogo = texto.startsWith(`</${nomeLido}>`, tag.lastIndex);
    if (valor !== '' || fechaLogo) {
      const topo = pilha.at(-1);
      if (topo) topo.folhas[nome] = decodificar(valor);
      continue;
    }
    if (nome === 'OFX') temOfx = true;
    pilha.push({ nome, folhas: {} });
  }
  for (const aberto of pilha.reverse()) visitar(aberto.nome, aberto.folhas);
  return temOfx;
}

/** DTPOSTED and friends: YYYYMMDD[HHMMSS[.XXX][[gmt:tz]]]; the day is what the bank booked. */
function dataOfx(valor: string | undefined, campo: string): string {
  const m = /^(\d{4})(\d{2})(\d{2})/.exec(valor ?? '');
  const iso = m ? `${m[1]}-${m[2]}-${m[3]}` : '';
  const data = new Date(`${iso}T00:00:00Z`);
  if (!m || Number.isNaN(data.getTime()) || data.toISOString().slice(0, 10) !== iso) {
    throw invalido(`a data ${campo} "${valor ?? ''}" não é uma data válida`);
  }
  return iso;
}

/** TRNAMT/BALAMT: a dot or (some banks) a comma as the decimal separator, at most two places. */
function valorOfx(valor: string | undefined, campo: string): string {
  const texto = (valor ?? '').replace(/\s/g, '');
  const normalizado = texto.includes('.') ? texto : texto.replace(',', '.');
  if (!/^[+-]?\d{1,13}(\.\d+)?$/.test(normalizado))
    throw invalido(`o valor ${campo} "${texto}" não é um número`);
  const numero = new Decimal(normalizado);
  if (numero.decimalPlaces() > 2) throw invalido(`o valor ${campo} "${texto}" tem mais de dois decimais`);
  return numero.toFixed(2);
}

const texto255 = (v: string | undefined) => (v ? v.slice(0, TAMANHO_TEXTO) : null);

/**
 * Reads an OFX 1.x (SGML) or 2.x (XML) bank statement. Anything that is not one (binary, another format, a
 * transaction without FITID, date or amount) is refused whole with a message saying why: the import keeps all of
 * a file or nothing. Transactions of amount zero (informative lines) are left out.
 */
export async function lerOfx(bytes: Uint8Array): Promise<ExtratoOfx> {
  if (bytes.includes(0)) throw invalido('é um arquivo binário');
  const { texto, isXml } = corpoDoArquivo(bytes);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the refusal of control characters is the point.
  if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(texto))
    throw invalido('tem caracteres de controle');
  if (isXml) await conferirXml(texto);
  const decodificar = texto.includes('&') ? (await ferramentasXml()).decodificarEntidades : (v: string) => v;
  let conta: Agregado | undefined;
  let lista: Agregado | undefined;
  let saldo: Agregado | undefined;
  const transacoes: TransacaoOfx[] = [];
  const temOfx = percorrer(texto, decodificar, (nome, folhas) => {
    if (nome === 'STMTTRN') {
      if (transacoes.length >= MAXIMO_TRANSACOES)
        throw invalido(`tem mais de ${MAXIMO_TRANSACOES} transações`);
      const n = transacoes.length + 1;
      if (!folhas.FITID) throw invalido(`a transação ${n} não tem FITID`);
      const valor = valorOfx(folhas.TRNAMT, `TRNAMT da transação ${n}`);
      if (new Decimal(valor).isZero()) return;
      transacoes.push({
        fitid: folhas.FITID.slice(0, TAMANHO_TEXTO),
        tipo: (folhas.TRNTYPE ?? 'OTHER').slice(0, 20),
        data: dataOfx(folhas.DTPOSTED, `DTPOSTED da transação ${n}`),
        valor,
        nome: texto255(folhas.NAME),
        memo: texto255(folhas.MEMO),
      });
    } else if (nome === 'BANKACCTFROM' || nome === 'CCACCTFROM') {
      if (conta && conta.ACCTID !== folhas.ACCTID) throw invalido('traz extratos de mais de uma conta');
      conta = folhas;
    } else if (nome === 'BANKTRANLIST') lista = folhas;
    else if (nome === 'LEDGERBAL') saldo = folhas;
  });
  if (!temOfx) throw invalido('falta o elemento <OFX>');
  if (!conta?.ACCTID) throw invalido('não diz de que conta é (BANKACCTFROM/ACCTID)');
  return {
    bankId: conta.BANKID ?? null,
    acctId: conta.ACCTID,
    dataInicio: lista?.DTSTART ? dataOfx(lista.DTSTART, 'DTSTART') : null,
    dataFim: lista?.DTEND ? dataOfx(lista.DTEND, 'DTEND') : null,
    saldo: saldo?.BALAMT ? valorOfx(saldo.BALAMT, 'BALAMT') : null,
    dataSaldo: saldo?.DTASOF ? dataOfx(saldo.DTASOF, 'DTASOF') : null,
    transacoes,
  };
}
