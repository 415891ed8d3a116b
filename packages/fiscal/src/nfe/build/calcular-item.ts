import { arredondarCentavos, Decimal } from '../../common/decimal.ts';
import type { SiglaUF } from '../../common/uf.ts';
import { aliquotaInterestadualIcms } from '../regras/aliquota-interestadual.ts';
import { escolherRegra, type IbsCbsAplicavel, ibsCbsDaRegra } from '../regras/escolher-regra.ts';
import type { CRT, RegraFiscal, RegraIcms, RegraIpi, RegraPisCofins, TabelaFiscal } from '../regras/tipos.ts';
import { aplicarAliquota, lerDecimal } from './decimais.ts';
import { EntradaNFeInvalidaError } from './entrada-invalida.ts';
import type { ItemEntrada } from './tipos.ts';

/** O que da nota inteira o cálculo de um item precisa saber. */
export interface ContextoItem {
  crt: CRT;
  ano: number;
  tabela: TabelaFiscal;
  ufEmitente: SiglaUF;
  ufDestinatario: SiglaUF;
  idDest: '1' | '2';
  indFinal: '0' | '1';
  indIEDest: '1' | '2' | '9';
}

export type IcmsCalculado =
  | { grupo: 'ICMS00'; CST: '00'; vBC: Decimal; pICMS: Decimal; vICMS: Decimal }
  | { grupo: 'ICMS40' | 'ICMS51' | 'ICMS90'; CST: '40' | '41' | '50' | '51' | '90' }
  | { grupo: 'ICMSSN101'; CSOSN: '101'; pCredSN: Decimal; vCredICMSSN: Decimal }
  | { grupo: 'ICMSSN102' | 'ICMSSN900'; CSOSN: '102' | '103' | '300' | '400' | '900' };

export type IpiCalculado =
  | { cEnq: string; CST: '50'; vBC: Decimal; pIPI: Decimal; vIPI: Decimal }
  | { cEnq: string; CST: '51' | '52' | '53' | '54' | '55' };

export type PisCofinsCalculado =
  | {
      grupo: 'Aliq';
      CST: '01' | '02';
      vBC: Decimal;
      pPIS: Decimal;
      vPIS: Decimal;
      pCOFINS: Decimal;
      vCOFINS: Decimal;
    }
  | { grupo: 'NT'; CST: '04' | '05' | '06' | '07' | '08' | '09' }
  | { grupo: 'Outr'; CST: '49' | '99' };

export interface IbsCbsCalculado {
  CST: string;
  cClassTrib: string;
  valores?: {
    vBC: Decimal;
    pIBSUF: Decimal;
    vIBSUF: Decimal;
    pIBSMun: Decimal;
    vIBSMun: Decimal;
    vIBS: Decimal;
    pCBS: Decimal;
    vCBS: Decimal;
  };
}

export interface ItemCalculado {
  nItem: string;
  entrada: ItemEntrada;
  regra: RegraFiscal;
  orig: string;
  qCom: Decimal;
  vUnCom: Decimal;
  uTrib: string;
  qTrib: Decimal;
  vUnTrib: Decimal;
  vProd: Decimal;
  vFrete: Decimal;
  vSeg: Decimal;
  vDesc: Decimal;
  vOutro: Decimal;
  icms: IcmsCalculado;
  ipi?: IpiCalculado;
  pisCofins: PisCofinsCalculado;
  ibscbs?: IbsCbsCalculado;
  /** Quanto o item soma no vNF: vProd - vDesc + vFrete + vSeg + vOutro + vIPI. */
  vTotal: Decimal;
}

const ZERO = new Decimal(0);

function calcularIcms(
  regra: RegraIcms,
  item: ItemEntrada,
  campo: string,
  vOperacao: Decimal,
  vIPI: Decimal,
  contexto: ContextoItem,
): IcmsCalculado {
  if ('CSOSN' in regra) {
    if (contexto.crt === '3') {
      throw new EntradaNFeInvalidaError(campo, `CSOSN ${regra.CSOSN} é do Simples Nacional, mas o CRT é 3.`);
    }
    if (regra.CSOSN === '101') {
      const pCredSN = lerDecimal(`${campo}.pCredSN`, regra.pCredSN, 4);
      return { grupo: 'ICMSSN101', CSOSN: '101', pCredSN, vCredICMSSN: aplicarAliquota(vOperacao, pCredSN) };
    }
    return { grupo: regra.CSOSN === '900' ? 'ICMSSN900' : 'ICMSSN102', CSOSN: regra.CSOSN };
  }
  if (contexto.crt !== '3') {
    throw new EntradaNFeInvalidaError(
      campo,
      `CST ${regra.CST} do ICMS é do regime normal, mas o CRT é ${contexto.crt}.`,
    );
  }
  if (regra.CST !== '00') {
    return {
      grupo: regra.CST === '51' ? 'ICMS51' : regra.CST === '90' ? 'ICMS90' : 'ICMS40',
      CST: regra.CST,
    };
  }
  if (contexto.idDest === '2' && contexto.indFinal === '1' && contexto.indIEDest === '9') {
    // EC 87/2015: a venda interestadual a não contribuinte leva o grupo ICMSUFDest (DIFAL), que este montador não faz.
    throw new EntradaNFeInvalidaError(
      campo,
      'Operação interestadual tributada para consumidor final não contribuinte exige o DIFAL (ICMSUFDest), ainda não suportado.',
    );
  }
  let textoAliquota = item.pICMS ?? regra.pICMS;
  if (textoAliquota === undefined) {
    if (contexto.idDest !== '2') {
      throw new EntradaNFeInvalidaError(
        `${campo}.pICMS`,
        `Informe a alíquota do ICMS (pICMS) do item ${campo}.`,
      );
    }
    textoAliquota = aliquotaInterestadualIcms(contexto.ufEmitente, contexto.ufDestinatario, item.orig ?? '0');
  }
  const pICMS = lerDecimal(`${campo}.pICMS`, textoAliquota, 4);
  // CF, art. 155, § 2º, XI: o IPI integra a base do ICMS quando o produto vai para consumo final.
  const vBC = contexto.indFinal === '1' ? vOperacao.plus(vIPI) : vOperacao;
  return { grupo: 'ICMS00', CST: '00', vBC, pICMS, vICMS: aplicarAliquota(vBC, pICMS) };
}

function calcularIpi(regra: RegraIpi | undefined, item: ItemEntrada, campo: string, vOperacao: Decimal) {
  if (!regra) return undefined;
  if (regra.CST !== '50') return { cEnq: regra.cEnq, CST: regra.CST } satisfies IpiCalculado;
  const textoAliquota = item.pIPI ?? regra.pIPI;
  if (textoAliquota === undefined) {
    throw new EntradaNFeInvalidaError(
      `${campo}.pIPI`,
      `Informe a alíquota do IPI da TIPI (pIPI) do item ${campo}.`,
    );
  }
  const pIPI = lerDecimal(`${campo}.pIPI`, textoAliquota, 4);
  // Produto com alíquota zero na TIPI: CST 51 (saída tributável com alíquota zero), sem valores.
  if (pIPI.isZero()) return { cEnq: regra.cEnq, CST: '51' } satisfies IpiCalculado;
  return {
    cEnq: regra.cEnq,
    CST: '50',
    vBC: vOperacao,
    pIPI,
    vIPI: aplicarAliquota(vOperacao, pIPI),
  } satisfies IpiCalculado;
}

function calcularPisCofins(regra: RegraPisCofins, campo: string, vOperacao: Decimal, vICMS: Decimal) {
  if (regra.CST === '01' || regra.CST === '02') {
    const vBC = regra.excluirIcmsDaBase ? vOperacao.minus(vICMS) : vOperacao;
    const pPIS = lerDecimal(`${campo}.pPIS`, regra.pPIS, 4);
    const pCOFINS = lerDecimal(`${campo}.pCOFINS`, regra.pCOFINS, 4);
    return {
      grupo: 'Aliq',
      CST: regra.CST,
      vBC,
      pPIS,
      vPIS: aplicarAliquota(vBC, pPIS),
      pCOFINS,
      vCOFINS: aplicarAliquota(vBC, pCOFINS),
    } satisfies PisCofinsCalculado;
  }
  if (regra.CST === '49' || regra.CST === '99')
    return { grupo: 'Outr', CST: regra.CST } satisfies PisCofinsCalculado;
  return { grupo: 'NT', CST: regra.CST } satisfies PisCofinsCalculado;
}

/**
 * NT 2025.002, UB16: vBC = vProd + vServ + vFrete + vSeg + vOutro + vII - vDesc - vPIS - vCOFINS - vICMS
 * - vICMSUFDest - vFCP - vFCPUFDest - vICMSMono - vISSQN (+ vIS). Aqui sem serviço, importação, FCP nem monofásico.
 */
function calcularIbsCbs(aplicavel: IbsCbsAplicavel | undefined, vOperacao: Decimal, deducoes: Decimal) {
  if (!aplicavel) return undefined;
  const { CST, cClassTrib, aliquotas } = aplicavel;
  if (!aliquotas) return { CST, cClassTrib } satisfies IbsCbsCalculado;
  const vBC = vOperacao.minus(deducoes);
  const campo = 'tabela.ibscbs.aliquotas';
  const pIBSUF = lerDecimal(`${campo}.pIBSUF`, aliquotas.pIBSUF, 4);
  const pIBSMun = lerDecimal(`${campo}.pIBSMun`, aliquotas.pIBSMun, 4);
  const pCBS = lerDecimal(`${campo}.pCBS`, aliquotas.pCBS, 4);
  const vIBSUF = aplicarAliquota(vBC, pIBSUF);
  const vIBSMun = aplicarAliquota(vBC, pIBSMun);
  return {
    CST,
    cClassTrib,
    valores: {
      vBC,
      pIBSUF,
      vIBSUF,
      pIBSMun,
      vIBSMun,
      vIBS: vIBSUF.plus(vIBSMun),
      pCBS,
      vCBS: aplicarAliquota(vBC, pCBS),
    },
  } satisfies IbsCbsCalculado;
}

/** Valores e tributos de um item (nItem a partir de 1), tudo em Decimal e arredondado meio para cima. */
export function calcularItem(item: ItemEntrada, indice: number, contexto: ContextoItem): ItemCalculado {
  const campo = `det[${indice}]`;
  const { regra, ibscbs } = item.regra
    ? { regra: item.regra, ibscbs: ibsCbsDaRegra(item.regra, contexto.crt, contexto.ano, contexto.tabela) }
    : escolherRegra(item.CFOP, contexto.crt, contexto.ano, contexto.tabela);
  if (regra.cfop !== item.CFOP) {
    throw new EntradaNFeInvalidaError(
      `${campo}.regra`,
      `A regra do item é do CFOP ${regra.cfop}, e o item é ${item.CFOP}.`,
    );
  }
  const qCom = lerDecimal(`${campo}.qCom`, item.qCom, 4);
  const vUnCom = lerDecimal(`${campo}.vUnCom`, item.vUnCom, 10);
  if (qCom.isZero())
    throw new EntradaNFeInvalidaError(`${campo}.qCom`, `A quantidade do item ${indice + 1} é zero.`);
  const vProd = arredondarCentavos(qCom.times(vUnCom));
  const qTrib = lerDecimal(`${campo}.qTrib`, item.qTrib, 4, item.qCom);
  if (qTrib.isZero())
    throw new EntradaNFeInvalidaError(`${campo}.qTrib`, `qTrib do item ${indice + 1} é zero.`);
  const vUnTrib =
    item.vUnTrib !== undefined
      ? lerDecimal(`${campo}.vUnTrib`, item.vUnTrib, 10)
      : item.qTrib === undefined
        ? vUnCom
        : vProd.dividedBy(qTrib).toDecimalPlaces(10, Decimal.ROUND_HALF_UP);
  const vFrete = lerDecimal(`${campo}.vFrete`, item.vFrete, 2, '0');
  const vSeg = lerDecimal(`${campo}.vSeg`, item.vSeg, 2, '0');
  const vDesc = lerDecimal(`${campo}.vDesc`, item.vDesc, 2, '0');
  const vOutro = lerDecimal(`${campo}.vOutro`, item.vOutro, 2, '0');
  const vOperacao = vProd.plus(vFrete).plus(vSeg).plus(vOutro).minus(vDesc);
  if (vOperacao.isNegative()) {
    throw new EntradaNFeInvalidaError(
      `${campo}.vDesc`,
      `O desconto do item ${indice + 1} é maior que o valor do item.`,
    );
  }

  const ipi = calcularIpi(regra.ipi, item, campo, vOperacao);
  const vIPI = ipi && ipi.CST === '50' ? ipi.vIPI : ZERO;
  const icms = calcularIcms(regra.icms, item, campo, vOperacao, vIPI, contexto);
  const vICMS = icms.grupo === 'ICMS00' ? icms.vICMS : ZERO;
  const pisCofins = calcularPisCofins(regra.pisCofins, campo, vOperacao, vICMS);
  const vPisCofins = pisCofins.grupo === 'Aliq' ? pisCofins.vPIS.plus(pisCofins.vCOFINS) : ZERO;
  return {
    nItem: String(indice + 1),
    entrada: item,
    regra,
    orig: item.orig ?? '0',
    qCom,
    vUnCom,
    uTrib: item.uTrib ?? item.uCom,
    qTrib,
    vUnTrib,
    vProd,
    vFrete,
    vSeg,
    vDesc,
    vOutro,
    icms,
    ...(ipi ? { ipi } : {}),
    pisCofins,
    ...(ibscbs ? { ibscbs: calcularIbsCbs(ibscbs, vOperacao, vICMS.plus(vPisCofins)) } : {}),
    vTotal: vOperacao.plus(vIPI),
  };
}
