import { type NFeLida, type OpcoesParseNFe, parseNFe } from '../parse.ts';
import { campos, criarParserSeguro, filho, lista, type No, texto } from './no-xml.ts';

/**
 * Os campos que o DANFE mostra e que parseNFe não devolve (impostos por item, todos os totais do ICMSTot,
 * transporte, cobrança, informações adicionais). O XML passa antes por parseNFe, que recusa DTD, confere o
 * tamanho, o namespace, a chave e o protocolo; aqui ele é lido de novo com as mesmas opções seguras (entidades
 * desligadas, valores como texto) só para pegar esses grupos.
 */

/** Campos de total/ICMSTot, na ordem do schema (W02 a W16). */
export const CAMPOS_ICMS_TOT = [
  'vBC',
  'vICMS',
  'vICMSDeson',
  'vFCPUFDest',
  'vICMSUFDest',
  'vICMSUFRemet',
  'vFCP',
  'vBCST',
  'vST',
  'vFCPST',
  'vFCPSTRet',
  'vProd',
  'vFrete',
  'vSeg',
  'vDesc',
  'vII',
  'vIPI',
  'vIPIDevol',
  'vPIS',
  'vCOFINS',
  'vOutro',
  'vNF',
  'vTotTrib',
] as const;

export type CampoIcmsTot = (typeof CAMPOS_ICMS_TOT)[number];

export interface ItemDanfe {
  nItem: string;
  cProd: string;
  xProd: string;
  infAdProd?: string;
  NCM: string;
  CFOP: string;
  uCom: string;
  qCom: string;
  vUnCom: string;
  vProd: string;
  /** Origem da mercadoria (N11). */
  orig?: string;
  /** CST (regime normal) ou CSOSN (Simples Nacional). */
  cst?: string;
  vBC?: string;
  pICMS?: string;
  vICMS?: string;
  vIPI?: string;
  pIPI?: string;
}

export interface TransportadorDanfe {
  CNPJ?: string;
  CPF?: string;
  xNome?: string;
  IE?: string;
  xEnder?: string;
  xMun?: string;
  UF?: string;
}

export interface VolumeDanfe {
  qVol?: string;
  esp?: string;
  marca?: string;
  nVol?: string;
  pesoL?: string;
  pesoB?: string;
}

export interface DuplicataDanfe {
  nDup?: string;
  dVenc?: string;
  vDup?: string;
}

export interface DadosDanfe {
  nota: NFeLida;
  tpEmis?: string;
  /** B28 e B29: entrada em contingência (tpEmis diferente de 1). */
  dhCont?: string;
  xJust?: string;
  dhSaiEnt?: string;
  /** IE do substituto tributário e inscrição municipal do emitente. */
  emitIEST?: string;
  emitIM?: string;
  itens: ItemDanfe[];
  icmsTot: Partial<Record<CampoIcmsTot, string>>;
  issqnTot?: { vServ?: string; vBC?: string; vISS?: string };
  /** total/IBSCBSTot (NT 2025.002) e vNFTot, quando a nota tem IBS/CBS. */
  ibsCbsTot?: {
    vBCIBSCBS?: string;
    vIBSUF?: string;
    vIBSMun?: string;
    vIBS?: string;
    vCBS?: string;
    vNFTot?: string;
  };
  transp: {
    modFrete?: string;
    transporta?: TransportadorDanfe;
    veiculo?: { placa?: string; UF?: string; RNTC?: string };
    vol: VolumeDanfe[];
  };
  cobr?: {
    fat?: { nFat?: string; vOrig?: string; vDesc?: string; vLiq?: string };
    dup: DuplicataDanfe[];
  };
  infCpl?: string;
  infAdFisco?: string;
}

// prod (já lido por parseNFe), PIS, COFINS, IBS/CBS e a assinatura não aparecem no DANFE: não montar a árvore
// deles corta metade do tempo desta segunda leitura numa nota grande.
const parser = criarParserSeguro(
  ['det', 'dup', 'vol', 'detPag', 'obsCont', 'obsFisco', 'lacres', 'reboque'],
  ['*.prod', '*.PIS', '*.PISST', '*.COFINS', '*.COFINSST', '*.IBSCBS', '*.Signature'],
);

/** O único grupo filho (ICMS00, ICMSSN102, IPITrib...) de um grupo de escolha do schema. */
function unicoFilho(no: No | undefined): No | undefined {
  if (!no) return undefined;
  for (const [nome, valor] of Object.entries(no)) {
    if (nome.startsWith('@_') || nome === '#text') continue;
    if (typeof valor === 'object' && valor !== null && !Array.isArray(valor)) return valor as No;
  }
  return undefined;
}

function lerItem(det: No, base: NFeLida['det'][number]): ItemDanfe {
  const imposto = filho(det, 'imposto');
  const icms = unicoFilho(filho(imposto, 'ICMS'));
  const ipi = filho(imposto, 'IPI');
  const ipiTrib = filho(ipi, 'IPITrib');
  const cst = texto(icms, 'CST') ?? texto(icms, 'CSOSN');
  return {
    nItem: base.nItem,
    cProd: base.cProd,
    xProd: base.xProd,
    NCM: base.NCM,
    CFOP: base.CFOP,
    uCom: base.uCom,
    qCom: base.qCom,
    vUnCom: base.vUnCom,
    vProd: base.vProd,
    ...campos(det, ['infAdProd'] as const),
    ...campos(icms, ['orig', 'vBC', 'pICMS', 'vICMS'] as const),
    ...(cst ? { cst } : {}),
    ...campos(ipiTrib, ['vIPI', 'pIPI'] as const),
  };
}

function infNFeDe(documento: No): No {
  const raiz = filho(documento, 'nfeProc') ?? documento;
  const infNFe = filho(filho(raiz, 'NFe'), 'infNFe');
  // parseNFe já garantiu a estrutura; isto só protege contra um uso fora de ordem.
  if (!infNFe) throw new Error('infNFe não encontrada.');
  return infNFe;
}

/** Modalidade de contingência de cada tpEmis (B22), como o DANFE a nomeia; 1 (normal) não tem. */
const CONTINGENCIAS: Readonly<Record<string, string>> = {
  '2': 'FS-IA',
  '3': 'SCAN',
  '4': 'EPEC',
  '5': 'FS-DA',
  '6': 'SVC-AN',
  '7': 'SVC-RS',
  '9': 'OFF-LINE',
};

/** A modalidade de contingência em que a nota foi emitida (SVC-AN, SVC-RS...), ou undefined na emissão normal. */
export function contingenciaDaNota(dados: Pick<DadosDanfe, 'tpEmis'>): string | undefined {
  return dados.tpEmis === undefined ? undefined : CONTINGENCIAS[dados.tpEmis];
}

/** Lê uma NFe ou nfeProc (validando com parseNFe) com tudo que o DANFE mostra. */
export function lerDadosDanfe(xml: string | Uint8Array, opcoes: OpcoesParseNFe = {}): DadosDanfe {
  const nota = parseNFe(xml, opcoes);
  const infNFe = infNFeDe(parser.parse(nota.xml) as No);
  const ide = filho(infNFe, 'ide');
  const emit = filho(infNFe, 'emit');
  const total = filho(infNFe, 'total');
  const transp = filho(infNFe, 'transp');
  const cobr = filho(infNFe, 'cobr');
  const infAdic = filho(infNFe, 'infAdic');
  const dets = lista(infNFe, 'det');
  const issqnTot = filho(total, 'ISSQNtot');
  const ibsCbsTot = filho(total, 'IBSCBSTot');
  const gIBS = filho(ibsCbsTot, 'gIBS');
  const transporta = filho(transp, 'transporta');
  const veiculo = filho(transp, 'veicTransp');

  return {
    nota,
    ...campos(ide, ['tpEmis', 'dhSaiEnt', 'dhCont', 'xJust'] as const),
    ...(texto(emit, 'IEST') ? { emitIEST: texto(emit, 'IEST') } : {}),
    ...(texto(emit, 'IM') ? { emitIM: texto(emit, 'IM') } : {}),
    itens: nota.det.map((base, i) => lerItem(dets[i] ?? {}, base)),
    icmsTot: campos(filho(total, 'ICMSTot'), CAMPOS_ICMS_TOT),
    ...(issqnTot ? { issqnTot: campos(issqnTot, ['vServ', 'vBC', 'vISS'] as const) } : {}),
    ...(ibsCbsTot
      ? {
          ibsCbsTot: {
            ...campos(ibsCbsTot, ['vBCIBSCBS'] as const),
            ...campos(filho(gIBS, 'gIBSUF'), ['vIBSUF'] as const),
            ...campos(filho(gIBS, 'gIBSMun'), ['vIBSMun'] as const),
            ...campos(gIBS, ['vIBS'] as const),
            ...campos(filho(ibsCbsTot, 'gCBS'), ['vCBS'] as const),
            ...campos(total, ['vNFTot'] as const),
          },
        }
      : {}),
    transp: {
      ...campos(transp, ['modFrete'] as const),
      ...(transporta
        ? { transporta: campos(transporta, ['CNPJ', 'CPF', 'xNome', 'IE', 'xEnder', 'xMun', 'UF'] as const) }
        : {}),
      ...(veiculo ? { veiculo: campos(veiculo, ['placa', 'UF', 'RNTC'] as const) } : {}),
      vol: lista(transp, 'vol').map((vol) =>
        campos(vol, ['qVol', 'esp', 'marca', 'nVol', 'pesoL', 'pesoB'] as const),
      ),
    },
    ...(cobr
      ? {
          cobr: {
            ...(filho(cobr, 'fat')
              ? { fat: campos(filho(cobr, 'fat'), ['nFat', 'vOrig', 'vDesc', 'vLiq'] as const) }
              : {}),
            dup: lista(cobr, 'dup').map((dup) => campos(dup, ['nDup', 'dVenc', 'vDup'] as const)),
          },
        }
      : {}),
    ...campos(infAdic, ['infCpl', 'infAdFisco'] as const),
  };
}
