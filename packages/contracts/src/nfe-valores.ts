import type { CRT, TabelaFiscal } from '@erp/fiscal/calculo';
import {
  type ContextoItem,
  calcularItem,
  calcularTotais,
  EntradaNFeInvalidaError,
  RegraFiscalError,
  regrasPadrao,
} from '@erp/fiscal/calculo';
import { arredondarCentavos, Decimal } from '@erp/fiscal/decimal';
import { isSiglaUF, type SiglaUF } from '@erp/fiscal/documentos';

/**
 * The money of an NF-e draft, one calculation for the draft screen, the server's draft and the emitted XML: the
 * line goes through the fiscal engine's own calcularItem/calcularTotais (the functions that write vProd, vIPI and
 * vNF), so the total shown before emission is the vNF SEFAZ authorises. Our drafts have no freight, insurance,
 * discount or other expenses, so vNF = sum of vProd + sum of vIPI; ICMS, PIS and COFINS never add to it.
 */

const DECIMAL = /^[0-9]+(\.[0-9]+)?$/;
const ZERO = new Decimal(0);

/** What a line's values depend on. */
export interface LinhaValoresNfe {
  cfop: string;
  /** kg, up to 4 places. */
  quantidade: string;
  /** vUnCom per kg, up to 10 places. */
  valor_unitario: string;
  /** The product's IPI rate from the TIPI (percent); null when not informed. */
  aliquota_ipi?: string | null | undefined;
}

/**
 * The rules without the IBS/CBS group: what a line adds to vNF (vProd + vIPI) never depends on IBS, CBS, PIS or
 * COFINS, so the draft screen computes its totals without the year's table, which only the server has. The server's
 * draft passes the year's own table, and a year without one is refused there, before anything is saved.
 */
const REGRAS_SEM_IBSCBS: TabelaFiscal = {
  ...regrasPadrao,
  ibscbs: { inicio: { normal: Number.POSITIVE_INFINITY, simples: Number.POSITIVE_INFINITY }, aliquotas: {} },
};

/** The note-wide facts: the company's CRT, the emission year (IBS/CBS) and both UFs (idDest). */
export interface ContextoValoresNfe {
  crt: CRT | '1' | '2' | '3' | '4';
  ano: number;
  /** The year's tax table (the server's, from the yearly IBS/CBS rows); without it, the rules without IBS/CBS. */
  tabela?: TabelaFiscal | undefined;
  uf_emitente?: string | null | undefined;
  uf_destinatario?: string | null | undefined;
}

export interface ValoresLinhaNfe {
  /** vProd: quantity x unit value, half up to centavos. */
  valor_produtos: string;
  /** vIPI where the CFOP's rule taxes the IPI (CST 50), else "0.00". */
  valor_ipi: string;
  /** What the line adds to vNF: vProd + vIPI. */
  valor_total: string;
  /** Why the engine cannot compute the line (the same refusal the emission gives), e.g. a missing IPI rate. */
  erro?: string;
}

export interface TotaisNfe {
  valor_total_produtos: string;
  valor_ipi: string;
  /** vNF. */
  valor_total_nota: string;
  /** The engine's refusals of the lines, in line order (empty when the draft can be emitted as it is). */
  erros: string[];
}

function contextoDoItem(contexto: ContextoValoresNfe): ContextoItem {
  const emitente: SiglaUF =
    contexto.uf_emitente && isSiglaUF(contexto.uf_emitente) ? contexto.uf_emitente : 'SP';
  const destinatario: SiglaUF =
    contexto.uf_destinatario && isSiglaUF(contexto.uf_destinatario) ? contexto.uf_destinatario : emitente;
  return {
    crt: contexto.crt as CRT,
    ano: contexto.ano,
    tabela: contexto.tabela ?? REGRAS_SEM_IBSCBS,
    ufEmitente: emitente,
    ufDestinatario: destinatario,
    idDest: emitente === destinatario ? '1' : '2',
    // Our NF-e go to companies (montar-entrada-nfe never sets indFinal): the IPI stays out of the ICMS base.
    indFinal: '0',
    indIEDest: '1',
  };
}

function itemDoMotor(linha: LinhaValoresNfe) {
  return {
    cProd: 'RASCUNHO',
    xProd: 'RASCUNHO',
    NCM: '00000000',
    CFOP: linha.cfop,
    uCom: 'KG',
    qCom: linha.quantidade,
    vUnCom: linha.valor_unitario,
    ...(linha.aliquota_ipi ? { pIPI: new Decimal(linha.aliquota_ipi).toFixed() } : {}),
  };
}

/**
 * One line's vProd, vIPI and share of vNF. `indice` (from 0) only names the line in the engine's messages.
 * Quantity and unit value must be decimal texts (RangeError otherwise); a line the engine refuses keeps its vProd,
 * no IPI, and the refusal in `erro`.
 */
export function calcularLinhaNfe(
  linha: LinhaValoresNfe,
  contexto: ContextoValoresNfe,
  indice = 0,
): ValoresLinhaNfe {
  if (!DECIMAL.test(linha.quantidade) || !DECIMAL.test(linha.valor_unitario)) {
    throw new RangeError(
      `Quantidade ou valor unitário inválido: ${linha.quantidade} x ${linha.valor_unitario}`,
    );
  }
  const vProd = arredondarCentavos(new Decimal(linha.quantidade).times(linha.valor_unitario));
  try {
    const item = calcularItem(itemDoMotor(linha), indice, contextoDoItem(contexto));
    const vIPI = item.ipi?.CST === '50' ? item.ipi.vIPI : ZERO;
    return {
      valor_produtos: item.vProd.toFixed(2),
      valor_ipi: vIPI.toFixed(2),
      valor_total: item.vTotal.toFixed(2),
    };
  } catch (error) {
    if (!(error instanceof EntradaNFeInvalidaError) && !(error instanceof RegraFiscalError)) throw error;
    return {
      valor_produtos: vProd.toFixed(2),
      valor_ipi: '0.00',
      valor_total: vProd.toFixed(2),
      erro: error.message,
    };
  }
}

/** The draft's totals: vProd, vIPI and vNF summed as the engine's calcularTotais sums them. */
export function totalDoRascunho(linhas: readonly LinhaValoresNfe[], contexto: ContextoValoresNfe): TotaisNfe {
  const ctx = contextoDoItem(contexto);
  const calculados = [];
  const erros: string[] = [];
  let vProdRecusadas = ZERO;
  for (const [i, linha] of linhas.entries()) {
    try {
      calculados.push(calcularItem(itemDoMotor(linha), i, ctx));
    } catch (error) {
      if (!(error instanceof EntradaNFeInvalidaError) && !(error instanceof RegraFiscalError)) throw error;
      const valores = calcularLinhaNfe(linha, contexto, i);
      vProdRecusadas = vProdRecusadas.plus(valores.valor_produtos);
      erros.push(error.message);
    }
  }
  const totais = calcularTotais(calculados);
  return {
    valor_total_produtos: totais.vProd.plus(vProdRecusadas).toFixed(2),
    valor_ipi: totais.vIPI.toFixed(2),
    valor_total_nota: totais.vNF.plus(vProdRecusadas).toFixed(2),
    erros,
  };
}

/**
 * The value per kg a return of the client's material takes from the entry item it references (the remessa's
 * vUnCom): when the remessa was in KG, its vUnCom exactly; in another unit (bags, tonnes, a unit with the kg in
 * qTrib), the item's vProd over its kg, half up to the 10 places vUnCom allows. Dividing vProd rather than
 * converting vUnCom keeps the returned value equal to what the client declared for those kg, whatever the unit.
 */
export function valorPorKgDaEntrada(item: {
  unidade: string;
  valor_unitario: string;
  valor_total: string;
  quantidade_kg: string;
}): string {
  if (item.unidade.trim().toUpperCase() === 'KG') return new Decimal(item.valor_unitario).toFixed();
  const kg = new Decimal(item.quantidade_kg);
  if (kg.isZero()) return '0';
  return new Decimal(item.valor_total).dividedBy(kg).toDecimalPlaces(10, Decimal.ROUND_HALF_UP).toFixed();
}

/**
 * The exact sum of decimal texts as the API sends them ("1750.50", "-3.5"), e.g. a report's total row: the result
 * has the largest scale of the inputs, at least 2 (["0.10", "0.20"] -> "0.30", never 0.30000000000000004).
 */
export function somarValores(valores: readonly string[]): string {
  let escala = 2;
  const total = valores.reduce((soma, valor) => {
    const texto = valor.trim();
    if (!/^[+-]?[0-9]+(\.[0-9]+)?$/.test(texto)) throw new RangeError(`Valor decimal inválido: ${valor}`);
    escala = Math.max(escala, texto.split('.')[1]?.length ?? 0);
    return soma.plus(texto);
  }, ZERO);
  return total.toFixed(escala);
}
