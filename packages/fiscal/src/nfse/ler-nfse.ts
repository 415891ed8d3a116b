import { XMLValidator } from 'fast-xml-parser';
import { contemDtd } from '../common/xml.ts';
import { campos, criarParserSeguro, filho, type No, texto } from '../nfe/danfe/no-xml.ts';
import { NFSE_NS } from './dps/entrada-dps.ts';

/**
 * Leitura segura da NFS-e Nacional (raiz NFSe, leiautes 1.00 e 1.01): vem da Sefin, do ADN ou de um arquivo do
 * usuário e é tratada como hostil, como em parseNFe: limite de tamanho, DOCTYPE/ENTITY recusados, entidades não
 * processadas e valores como texto. Não confere schema nem assinatura (a Sefin assina com RSA-SHA256; veja
 * verificarAssinatura).
 */

const TAMANHO_MAXIMO = 5 * 1024 * 1024;

export class NfseParseError extends Error {
  override readonly name = 'NfseParseError';

  constructor(
    message: string,
    readonly detalhe?: string,
  ) {
    super(message);
  }
}

export interface EnderecoNfse {
  cMun?: string;
  UF?: string;
  CEP?: string;
  xLgr?: string;
  nro?: string;
  xCpl?: string;
  xBairro?: string;
  /** Endereço no exterior. */
  cPais?: string;
  xCidade?: string;
}

export interface PessoaNfse {
  CNPJ?: string;
  CPF?: string;
  NIF?: string;
  IM?: string;
  xNome?: string;
  end?: EnderecoNfse;
  fone?: string;
  email?: string;
}

export interface NFSeLida {
  /** 50 dígitos, de infNFSe/@Id sem o prefixo "NFS". */
  chaveAcesso: string;
  versao: string;
  xLocEmi: string;
  xLocPrestacao: string;
  nNFSe: string;
  cLocIncid?: string;
  xLocIncid?: string;
  xTribNac: string;
  xTribMun?: string;
  xNBS?: string;
  ambGer: string;
  cStat: string;
  dhProc: string;
  emit: PessoaNfse & { xFant?: string };
  valores: {
    vCalcDR?: string;
    tpBM?: string;
    vCalcBM?: string;
    vBC?: string;
    pAliqAplic?: string;
    vISSQN?: string;
    vTotalRet?: string;
    vLiq: string;
  };
  xOutInf?: string;
  dps: {
    id: string;
    tpAmb: string;
    dhEmi: string;
    serie: string;
    nDPS: string;
    dCompet: string;
    tpEmit: string;
    cLocEmi: string;
    prest: PessoaNfse & { regTrib: { opSimpNac?: string; regApTribSN?: string; regEspTrib?: string } };
    toma?: PessoaNfse;
    interm?: PessoaNfse;
    serv: {
      cLocPrestacao?: string;
      cPaisPrestacao?: string;
      cTribNac: string;
      cTribMun?: string;
      xDescServ: string;
      cNBS?: string;
      xInfComp?: string;
    };
    valores: {
      vServ: string;
      vDescIncond?: string;
      vDescCond?: string;
      vDR?: string;
      pDR?: string;
      tribISSQN: string;
      cPaisResult?: string;
      tpImunidade?: string;
      exigSusp?: { tpSusp?: string; nProcesso?: string };
      BM?: { nBM?: string; vRedBCBM?: string; pRedBCBM?: string };
      tpRetISSQN: string;
      pAliq?: string;
      piscofins?: {
        CST?: string;
        vBCPisCofins?: string;
        pAliqPis?: string;
        pAliqCofins?: string;
        vPis?: string;
        vCofins?: string;
        tpRetPisCofins?: string;
      };
      vRetCP?: string;
      vRetIRRF?: string;
      vRetCSLL?: string;
      vTotTribFed?: string;
      vTotTribEst?: string;
      vTotTribMun?: string;
      pTotTribFed?: string;
      pTotTribEst?: string;
      pTotTribMun?: string;
      pTotTribSN?: string;
    };
  };
  /** O XML como recebido. */
  xml: string;
}

const parser = criarParserSeguro();

function obrigatorio(no: unknown, nome: string, grupo: string): string {
  const valor = texto(no, nome);
  if (valor === undefined)
    throw new NfseParseError('O arquivo não é um XML de NFS-e válido.', `${grupo}/${nome} ausente.`);
  return valor;
}

function endereco(end: No | undefined): EnderecoNfse | undefined {
  if (!end) return undefined;
  return {
    ...campos(filho(end, 'endNac'), ['cMun', 'CEP'] as const),
    ...campos(filho(end, 'endExt'), ['cPais', 'xCidade'] as const),
    ...campos(end, ['cMun', 'UF', 'CEP', 'xLgr', 'nro', 'xCpl', 'xBairro'] as const),
  };
}

function pessoa(no: No | undefined): PessoaNfse | undefined {
  if (!no) return undefined;
  const end = endereco(filho(no, 'end') ?? filho(no, 'enderNac'));
  return {
    ...campos(no, ['CNPJ', 'CPF', 'NIF', 'IM', 'xNome', 'fone', 'email'] as const),
    ...(end ? { end } : {}),
  };
}

function decodificar(xml: string | Uint8Array): string {
  const bytes = typeof xml === 'string' ? Buffer.byteLength(xml, 'utf8') : xml.byteLength;
  if (bytes > TAMANHO_MAXIMO) throw new NfseParseError('Arquivo de NFS-e excede o tamanho máximo de 5 MB.');
  let texto: string;
  try {
    texto = typeof xml === 'string' ? xml : new TextDecoder('utf-8', { fatal: true }).decode(xml);
  } catch {
    throw new NfseParseError('O arquivo não está em UTF-8, a codificação exigida para NFS-e.');
  }
  return texto.charCodeAt(0) === 0xfeff ? texto.slice(1) : texto;
}

/** Lê uma NFS-e (raiz NFSe) com o que o DANFSe e o cadastro da nota precisam. */
export function lerNfse(xml: string | Uint8Array): NFSeLida {
  const conteudo = decodificar(xml);
  if (contemDtd(conteudo)) throw new NfseParseError('XML com DOCTYPE ou entidades não é aceito.');
  const validacao = XMLValidator.validate(conteudo);
  if (validacao !== true) {
    throw new NfseParseError(
      'O arquivo não é um XML de NFS-e válido.',
      `Linha ${validacao.err.line}: ${validacao.err.msg}`,
    );
  }
  const raiz = filho(parser.parse(conteudo), 'NFSe');
  if (!raiz || texto(raiz, '@_xmlns') !== NFSE_NS) {
    throw new NfseParseError(
      'O arquivo não é um XML de NFS-e válido.',
      `Raiz NFSe no namespace ${NFSE_NS} ausente.`,
    );
  }
  const inf = filho(raiz, 'infNFSe');
  const infDPS = filho(filho(inf, 'DPS'), 'infDPS');
  if (!inf || !infDPS)
    throw new NfseParseError('O arquivo não é um XML de NFS-e válido.', 'infNFSe ou DPS ausente.');
  const id = texto(inf, '@_Id') ?? '';
  if (!/^NFS[0-9]{50}$/.test(id))
    throw new NfseParseError(`A chave de acesso da NFS-e é inválida (${id || 'Id ausente'}).`);

  const serv = filho(infDPS, 'serv');
  const valoresDps = filho(infDPS, 'valores');
  const trib = filho(valoresDps, 'trib');
  const tribMun = filho(trib, 'tribMun');
  const tribFed = filho(trib, 'tribFed');
  const totTrib = filho(trib, 'totTrib');
  const prest = filho(infDPS, 'prest');
  const toma = pessoa(filho(infDPS, 'toma'));
  const interm = pessoa(filho(infDPS, 'interm'));
  const exigSusp = filho(tribMun, 'exigSusp');
  const bm = filho(tribMun, 'BM');
  const piscofins = filho(tribFed, 'piscofins');

  return {
    chaveAcesso: id.slice(3),
    versao: texto(raiz, '@_versao') ?? '',
    xLocEmi: obrigatorio(inf, 'xLocEmi', 'infNFSe'),
    xLocPrestacao: obrigatorio(inf, 'xLocPrestacao', 'infNFSe'),
    nNFSe: obrigatorio(inf, 'nNFSe', 'infNFSe'),
    xTribNac: obrigatorio(inf, 'xTribNac', 'infNFSe'),
    ambGer: obrigatorio(inf, 'ambGer', 'infNFSe'),
    cStat: obrigatorio(inf, 'cStat', 'infNFSe'),
    dhProc: obrigatorio(inf, 'dhProc', 'infNFSe'),
    ...campos(inf, ['cLocIncid', 'xLocIncid', 'xTribMun', 'xNBS', 'xOutInf'] as const),
    emit: { ...pessoa(filho(inf, 'emit')), ...campos(filho(inf, 'emit'), ['xFant'] as const) },
    valores: {
      vLiq: obrigatorio(filho(inf, 'valores'), 'vLiq', 'infNFSe/valores'),
      ...campos(filho(inf, 'valores'), [
        'vCalcDR',
        'tpBM',
        'vCalcBM',
        'vBC',
        'pAliqAplic',
        'vISSQN',
        'vTotalRet',
      ] as const),
    },
    dps: {
      id: obrigatorio(infDPS, '@_Id', 'infDPS'),
      tpAmb: obrigatorio(infDPS, 'tpAmb', 'infDPS'),
      dhEmi: obrigatorio(infDPS, 'dhEmi', 'infDPS'),
      serie: obrigatorio(infDPS, 'serie', 'infDPS'),
      nDPS: obrigatorio(infDPS, 'nDPS', 'infDPS'),
      dCompet: obrigatorio(infDPS, 'dCompet', 'infDPS'),
      tpEmit: obrigatorio(infDPS, 'tpEmit', 'infDPS'),
      cLocEmi: obrigatorio(infDPS, 'cLocEmi', 'infDPS'),
      prest: {
        ...pessoa(prest),
        regTrib: campos(filho(prest, 'regTrib'), ['opSimpNac', 'regApTribSN', 'regEspTrib'] as const),
      },
      ...(toma ? { toma } : {}),
      ...(interm ? { interm } : {}),
      serv: {
        cTribNac: obrigatorio(filho(serv, 'cServ'), 'cTribNac', 'serv/cServ'),
        xDescServ: obrigatorio(filho(serv, 'cServ'), 'xDescServ', 'serv/cServ'),
        ...campos(filho(serv, 'locPrest'), ['cLocPrestacao', 'cPaisPrestacao'] as const),
        ...campos(filho(serv, 'cServ'), ['cTribMun', 'cNBS'] as const),
        ...campos(filho(serv, 'infoCompl'), ['xInfComp'] as const),
      },
      valores: {
        vServ: obrigatorio(filho(valoresDps, 'vServPrest'), 'vServ', 'valores/vServPrest'),
        tribISSQN: obrigatorio(tribMun, 'tribISSQN', 'trib/tribMun'),
        tpRetISSQN: obrigatorio(tribMun, 'tpRetISSQN', 'trib/tribMun'),
        ...campos(filho(valoresDps, 'vDescCondIncond'), ['vDescIncond', 'vDescCond'] as const),
        ...campos(filho(valoresDps, 'vDedRed'), ['vDR', 'pDR'] as const),
        ...campos(tribMun, ['cPaisResult', 'tpImunidade', 'pAliq'] as const),
        ...(exigSusp ? { exigSusp: campos(exigSusp, ['tpSusp', 'nProcesso'] as const) } : {}),
        ...(bm ? { BM: campos(bm, ['nBM', 'vRedBCBM', 'pRedBCBM'] as const) } : {}),
        ...(piscofins
          ? {
              piscofins: campos(piscofins, [
                'CST',
                'vBCPisCofins',
                'pAliqPis',
                'pAliqCofins',
                'vPis',
                'vCofins',
                'tpRetPisCofins',
              ] as const),
            }
          : {}),
        ...campos(tribFed, ['vRetCP', 'vRetIRRF', 'vRetCSLL'] as const),
        ...campos(filho(totTrib, 'vTotTrib'), ['vTotTribFed', 'vTotTribEst', 'vTotTribMun'] as const),
        ...campos(filho(totTrib, 'pTotTrib'), ['pTotTribFed', 'pTotTribEst', 'pTotTribMun'] as const),
        ...campos(totTrib, ['pTotTribSN'] as const),
      },
    },
    xml: conteudo,
  };
}
