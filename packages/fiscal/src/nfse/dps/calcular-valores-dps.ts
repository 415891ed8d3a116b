import { Decimal } from '../../common/decimal.ts';
import { DpsInvalidaError, type ProblemaDps } from './dps-invalida-error.ts';

/**
 * Valores da NFS-e calculados como a Sefin Nacional calcula (Anexo I, grupo infNFSe/valores), com decimal.js e
 * arredondamento meio para cima em 2 casas:
 *   vBC       = vServ - vDescIncond - vDR                      (ISSQN tributável; sem benefício municipal)
 *   vISSQN    = vBC x alíquota / 100
 *   vPis      = vBCPisCofins x pAliqPis / 100 (idem COFINS)
 *   vTotalRet = vRetCP + vRetIRRF + vRetCSLL + vISSQN (se retido) + vPis + vCofins (se retidos)
 *   vLiq      = vServ - vDescIncond - vDescCond - vTotalRet
 * Os valores em texto vêm do usuário ou do banco (numeric) e nunca passam por number.
 */

export type TribISSQN = '1' | '2' | '3' | '4';
export type TpRetISSQN = '1' | '2' | '3';

export interface IssEntrada {
  /** 1 operação tributável (padrão), 2 imunidade, 3 exportação, 4 não incidência. */
  tribISSQN?: TribISSQN;
  /** Tipo de imunidade (0 a 5), só com tribISSQN 2. */
  tpImunidade?: string;
  /** 1 não retido, 2 retido pelo tomador, 3 retido pelo intermediário. */
  tpRetISSQN: TpRetISSQN;
  /** Alíquota do ISS em % ("2.00"), para calcular vISSQN. */
  aliquota?: string;
  /**
   * Escrever a alíquota em pAliq. A Sefin exige ou proíbe pAliq conforme o regime e o convênio do município de
   * incidência (E0617, E0619, E0621, E0625...): não optante em município conveniado usa a alíquota parametrizada
   * e não pode informá-la; optante ME/EPP com retenção deve informá-la. Padrão: não escrever.
   */
  informarAliquota?: boolean;
}

export interface PisCofinsEntrada {
  /** CST de PIS/COFINS (00 a 09). */
  CST: string;
  vBCPisCofins?: string;
  pAliqPis?: string;
  pAliqCofins?: string;
  /** 1 PIS/COFINS retidos, 2 não retidos. */
  tpRetPisCofins?: '1' | '2';
}

export interface ValoresEntradaDps {
  vServ: string;
  vDescIncond?: string;
  vDescCond?: string;
  /** Dedução/redução da base de cálculo do ISSQN, em valor. */
  vDR?: string;
  iss: IssEntrada;
  pisCofins?: PisCofinsEntrada;
  /** Retenções federais em valor (contribuição previdenciária, IRRF, CSLL): sempre retidas quando informadas. */
  vRetCP?: string;
  vRetIRRF?: string;
  vRetCSLL?: string;
}

export interface ValoresCalculadosDps {
  vServ: string;
  vDescIncond: string;
  vDescCond: string;
  vDR: string;
  /** Base de cálculo do ISSQN; ausente sem tributação (imunidade, exportação, não incidência). */
  vBC?: string;
  pAliq?: string;
  vISSQN?: string;
  issRetido: boolean;
  vBCPisCofins?: string;
  vPis?: string;
  vCofins?: string;
  pisCofinsRetidos: boolean;
  vRetCP: string;
  vRetIRRF: string;
  vRetCSLL: string;
  vTotalRet: string;
  vLiq: string;
}

const DECIMAL = /^[0-9]+(\.[0-9]+)?$/;

function lerDecimal(valor: string | undefined, campo: string, problemas: ProblemaDps[]): Decimal | undefined {
  if (valor === undefined || valor === '') return undefined;
  if (!DECIMAL.test(valor.trim())) {
    problemas.push({
      campo,
      mensagem: `Valor inválido em ${campo}: "${valor}" (use ponto como separador decimal).`,
    });
    return undefined;
  }
  return new Decimal(valor.trim());
}

const duas = (valor: Decimal) => valor.toFixed(2, Decimal.ROUND_HALF_UP);
const percentual = (base: Decimal, aliquota: Decimal) =>
  base.times(aliquota).dividedBy(100).toDecimalPlaces(2);

export function calcularValoresDps(entrada: ValoresEntradaDps): ValoresCalculadosDps {
  const problemas: ProblemaDps[] = [];
  const zero = new Decimal(0);
  const vServ = lerDecimal(entrada.vServ, 'valores.vServ', problemas) ?? zero;
  const vDescIncond = lerDecimal(entrada.vDescIncond, 'valores.vDescIncond', problemas) ?? zero;
  const vDescCond = lerDecimal(entrada.vDescCond, 'valores.vDescCond', problemas) ?? zero;
  const vDR = lerDecimal(entrada.vDR, 'valores.vDR', problemas) ?? zero;
  const aliquota = lerDecimal(entrada.iss.aliquota, 'valores.iss.aliquota', problemas);
  const vRetCP = lerDecimal(entrada.vRetCP, 'valores.vRetCP', problemas) ?? zero;
  const vRetIRRF = lerDecimal(entrada.vRetIRRF, 'valores.vRetIRRF', problemas) ?? zero;
  const vRetCSLL = lerDecimal(entrada.vRetCSLL, 'valores.vRetCSLL', problemas) ?? zero;
  const pc = entrada.pisCofins;
  const vBCPisCofinsInformada = lerDecimal(pc?.vBCPisCofins, 'valores.pisCofins.vBCPisCofins', problemas);
  const pAliqPis = lerDecimal(pc?.pAliqPis, 'valores.pisCofins.pAliqPis', problemas);
  const pAliqCofins = lerDecimal(pc?.pAliqCofins, 'valores.pisCofins.pAliqCofins', problemas);
  if (problemas.length > 0) throw new DpsInvalidaError(problemas);

  const tributavel = (entrada.iss.tribISSQN ?? '1') === '1';
  const vBC = tributavel ? vServ.minus(vDescIncond).minus(vDR) : undefined;
  const vISSQN = vBC && aliquota ? percentual(vBC, aliquota) : undefined;
  const issRetido = entrada.iss.tpRetISSQN !== '1';

  // Sem base informada, PIS/COFINS incidem sobre o valor do serviço menos o desconto incondicionado.
  const temAliquotaPisCofins = pAliqPis !== undefined || pAliqCofins !== undefined;
  const vBCPisCofins =
    vBCPisCofinsInformada ?? (pc && temAliquotaPisCofins ? vServ.minus(vDescIncond) : undefined);
  const vPis = vBCPisCofins && pAliqPis ? percentual(vBCPisCofins, pAliqPis) : undefined;
  const vCofins = vBCPisCofins && pAliqCofins ? percentual(vBCPisCofins, pAliqCofins) : undefined;
  const pisCofinsRetidos = pc?.tpRetPisCofins === '1';

  let vTotalRet = vRetCP.plus(vRetIRRF).plus(vRetCSLL);
  if (issRetido && vISSQN) vTotalRet = vTotalRet.plus(vISSQN);
  if (pisCofinsRetidos) vTotalRet = vTotalRet.plus(vPis ?? zero).plus(vCofins ?? zero);
  const vLiq = vServ.minus(vDescIncond).minus(vDescCond).minus(vTotalRet);

  return {
    vServ: duas(vServ),
    vDescIncond: duas(vDescIncond),
    vDescCond: duas(vDescCond),
    vDR: duas(vDR),
    ...(vBC ? { vBC: duas(vBC) } : {}),
    ...(aliquota ? { pAliq: duas(aliquota) } : {}),
    ...(vISSQN ? { vISSQN: duas(vISSQN) } : {}),
    issRetido,
    ...(vBCPisCofins ? { vBCPisCofins: duas(vBCPisCofins) } : {}),
    ...(vPis ? { vPis: duas(vPis) } : {}),
    ...(vCofins ? { vCofins: duas(vCofins) } : {}),
    pisCofinsRetidos,
    vRetCP: duas(vRetCP),
    vRetIRRF: duas(vRetIRRF),
    vRetCSLL: duas(vRetCSLL),
    vTotalRet: duas(vTotalRet),
    vLiq: duas(vLiq),
  };
}
