import type {
  TIPOS_DOCUMENTO_DISTRIBUIDO,
  TStatusDocumentoDistribuido,
} from '@erp/contracts/distribuicao-dfe';
import type { DocumentoDFe } from '@erp/fiscal/sefaz';
import { atributo, filho, lerXmlRetorno, type NoXml, situacaoDoProtocolo, texto } from '@erp/fiscal/sefaz';

export type TipoDocumentoDistribuido = (typeof TIPOS_DOCUMENTO_DISTRIBUIDO)[number];

/** What the list shows of a distributed document, and the status it starts with. */
export type DocumentoLido = {
  nsu: string;
  schema: string;
  tipo: TipoDocumentoDistribuido;
  chaveAcesso: string | null;
  emitenteCpfCnpj: string | null;
  emitenteNome: string | null;
  valorTotal: string | null;
  dataEmissao: Date | null;
  situacao: string | null;
  /** Of an event: its tpEvento (110111 is the issuer's cancellation). */
  tpEvento: string | null;
  status: TStatusDocumentoDistribuido;
  observacao: string | null;
  xml: string;
};

// resNFe cSitNFe: 1 autorizada, 2 denegada, 3 cancelada (NT 2014.002).
const SITUACAO_RESUMO: Readonly<Record<string, string>> = {
  '1': 'Autorizada',
  '2': 'Denegada',
  '3': 'Cancelada',
};

function tipoDoSchema(schema: string): TipoDocumentoDistribuido {
  for (const tipo of ['resNFe', 'procNFe', 'resEvento', 'procEventoNFe'] as const) {
    if (schema.startsWith(`${tipo}_`)) return tipo;
  }
  return 'outro';
}

const nsu15 = (nsu: string) => nsu.padStart(15, '0');

const data = (valor: string | undefined) => {
  const instante = valor ? Date.parse(valor) : Number.NaN;
  return Number.isNaN(instante) ? null : new Date(instante);
};

const valor = (v: string | undefined) => (v && /^\d{1,13}(\.\d{1,2})?$/.test(v) ? v : null);

type Campos = Omit<DocumentoLido, 'nsu' | 'schema' | 'tipo' | 'xml' | 'status' | 'observacao'> & {
  observacao?: string | null;
};

function camposDoResumo(raiz: NoXml | undefined): Campos {
  const cSit = texto(raiz, 'cSitNFe') ?? '';
  return {
    chaveAcesso: texto(raiz, 'chNFe') ?? null,
    emitenteCpfCnpj: texto(raiz, 'CNPJ') ?? texto(raiz, 'CPF') ?? null,
    emitenteNome: texto(raiz, 'xNome') ?? null,
    valorTotal: valor(texto(raiz, 'vNF')),
    dataEmissao: data(texto(raiz, 'dhEmi')),
    situacao: SITUACAO_RESUMO[cSit] ?? null,
    tpEvento: null,
  };
}

function camposDaNota(proc: NoXml | undefined): Campos {
  const inf = filho(proc, 'NFe/infNFe');
  const cStat = texto(proc, 'protNFe/infProt/cStat');
  return {
    chaveAcesso: texto(proc, 'protNFe/infProt/chNFe') ?? atributo(inf, 'Id')?.replace(/^NFe/, '') ?? null,
    emitenteCpfCnpj: texto(inf, 'emit/CNPJ') ?? texto(inf, 'emit/CPF') ?? null,
    emitenteNome: texto(inf, 'emit/xNome') ?? null,
    valorTotal: valor(texto(inf, 'total/ICMSTot/vNF')),
    dataEmissao: data(texto(inf, 'ide/dhEmi')),
    situacao: situacaoDoProtocolo(cStat),
    tpEvento: null,
  };
}

function camposDoEvento(inf: NoXml | undefined, descricao: string | undefined): Campos {
  return {
    chaveAcesso: texto(inf, 'chNFe') ?? null,
    emitenteCpfCnpj: texto(inf, 'CNPJ') ?? texto(inf, 'CPF') ?? null,
    emitenteNome: texto(inf, 'xNome') ?? null,
    valorTotal: null,
    dataEmissao: data(texto(inf, 'dhEvento')),
    situacao: null,
    tpEvento: texto(inf, 'tpEvento') ?? null,
    observacao: descricao ?? null,
  };
}

const STATUS_INICIAL: Readonly<Record<TipoDocumentoDistribuido, TStatusDocumentoDistribuido>> = {
  resNFe: 'Resumo',
  procNFe: 'XML disponível',
  resEvento: 'Evento',
  procEventoNFe: 'Evento',
  outro: 'Falha',
};

/**
 * Reads what the list needs from a docZip already decompressed: a resNFe (the summary before the ciência), a
 * procNFe (the full note), or an event on a note (resEvento / procEventoNFe). It is a third party's XML, read
 * with the same untrusting parser as SEFAZ's answers; one that cannot be read is kept as 'Falha' with the
 * reason, so the NSU is still stored and never asked for again.
 */
export function lerDocumentoDistribuido(documento: DocumentoDFe): DocumentoLido {
  const tipo = tipoDoSchema(documento.schema);
  const base = { nsu: nsu15(documento.nsu), schema: documento.schema, tipo, xml: documento.xml };
  const vazio: Campos = {
    chaveAcesso: null,
    emitenteCpfCnpj: null,
    emitenteNome: null,
    valorTotal: null,
    dataEmissao: null,
    situacao: null,
    tpEvento: null,
  };
  if (documento.erro) {
    return { ...base, ...vazio, status: 'Falha', observacao: `Documento ilegível: ${documento.erro}.` };
  }
  if (tipo === 'outro') {
    return { ...base, ...vazio, status: 'Falha', observacao: `Documento não tratado (${documento.schema}).` };
  }
  let raiz: NoXml;
  try {
    raiz = lerXmlRetorno(documento.xml);
  } catch (erro) {
    const motivo = erro instanceof Error ? erro.message : String(erro);
    return { ...base, ...vazio, status: 'Falha', observacao: `Documento ilegível: ${motivo}` };
  }
  const campos =
    tipo === 'resNFe'
      ? camposDoResumo(filho(raiz, 'resNFe'))
      : tipo === 'procNFe'
        ? camposDaNota(filho(raiz, 'nfeProc'))
        : tipo === 'resEvento'
          ? camposDoEvento(filho(raiz, 'resEvento'), texto(raiz, 'resEvento/xEvento'))
          : camposDoEvento(
              filho(raiz, 'procEventoNFe/evento/infEvento'),
              texto(raiz, 'procEventoNFe/evento/infEvento/detEvento/descEvento'),
            );
  return {
    ...base,
    ...campos,
    status: STATUS_INICIAL[tipo],
    observacao: campos.observacao ?? null,
  };
}
