import { Decimal } from '../../common/decimal.ts';
import type { ItemCalculado } from './calcular-item.ts';
import { soma } from './decimais.ts';

export interface TotaisCalculados {
  vBC: Decimal;
  vICMS: Decimal;
  vProd: Decimal;
  vFrete: Decimal;
  vSeg: Decimal;
  vDesc: Decimal;
  vIPI: Decimal;
  vPIS: Decimal;
  vCOFINS: Decimal;
  vOutro: Decimal;
  vNF: Decimal;
  /** Soma do que as linhas que geram cobrança valem (vTotal de cada uma). */
  vCobravel: Decimal;
  ibscbs?: {
    vBCIBSCBS: Decimal;
    vIBSUF: Decimal;
    vIBSMun: Decimal;
    vIBS: Decimal;
    vCBS: Decimal;
    /** Algum item levou gIBSCBS: os grupos gIBS e gCBS do total vão junto. */
    hasValores: boolean;
  };
}

const ZERO = new Decimal(0);

/**
 * W01 total, somando os valores já arredondados de cada item (a SEFAZ confere cada total com a soma dos itens,
 * rejeições 531 a 535 e 564; arredondar o total à parte daria um centavo de diferença).
 * vNF = vProd - vDesc - vICMSDeson + vST + vFCPST + vFrete + vSeg + vOutro + vII + vIPI + vIPIDevol (W16).
 */
export function calcularTotais(itens: readonly ItemCalculado[]): TotaisCalculados {
  const de = (valor: (item: ItemCalculado) => Decimal) => soma(itens.map(valor));
  const vProd = de((i) => i.vProd);
  const vFrete = de((i) => i.vFrete);
  const vSeg = de((i) => i.vSeg);
  const vDesc = de((i) => i.vDesc);
  const vOutro = de((i) => i.vOutro);
  const vIPI = de((i) => (i.ipi?.CST === '50' ? i.ipi.vIPI : ZERO));
  const comIbsCbs = itens.filter((i) => i.ibscbs !== undefined);
  const valores = comIbsCbs.flatMap((i) => (i.ibscbs?.valores ? [i.ibscbs.valores] : []));
  return {
    vBC: de((i) => (i.icms.grupo === 'ICMS00' ? i.icms.vBC : ZERO)),
    vICMS: de((i) => (i.icms.grupo === 'ICMS00' ? i.icms.vICMS : ZERO)),
    vProd,
    vFrete,
    vSeg,
    vDesc,
    vIPI,
    vPIS: de((i) => (i.pisCofins.grupo === 'Aliq' ? i.pisCofins.vPIS : ZERO)),
    vCOFINS: de((i) => (i.pisCofins.grupo === 'Aliq' ? i.pisCofins.vCOFINS : ZERO)),
    vOutro,
    vNF: vProd.minus(vDesc).plus(vFrete).plus(vSeg).plus(vOutro).plus(vIPI),
    vCobravel: de((i) => (i.regra.geraCobranca ? i.vTotal : ZERO)),
    ...(comIbsCbs.length > 0
      ? {
          ibscbs: {
            vBCIBSCBS: soma(valores.map((v) => v.vBC)),
            vIBSUF: soma(valores.map((v) => v.vIBSUF)),
            vIBSMun: soma(valores.map((v) => v.vIBSMun)),
            vIBS: soma(valores.map((v) => v.vIBS)),
            vCBS: soma(valores.map((v) => v.vCBS)),
            hasValores: valores.length > 0,
          },
        }
      : {}),
  };
}
