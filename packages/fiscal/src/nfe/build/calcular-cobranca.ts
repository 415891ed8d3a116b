import { Decimal } from '../../common/decimal.ts';
import { lerDecimal, soma } from './decimais.ts';
import { EntradaNFeInvalidaError } from './entrada-invalida.ts';
import type { CobrancaEntrada, DetPagEntrada, PagamentoEntrada } from './tipos.ts';

export interface CobrancaCalculada {
  nFat: string;
  vOrig: Decimal;
  vDesc: Decimal;
  vLiq: Decimal;
  dup: { nDup: string; dVenc: string; vDup: Decimal }[];
}

export interface PagamentoCalculado {
  detPag: (Omit<DetPagEntrada, 'vPag'> & { vPag: Decimal })[];
  vTroco?: Decimal;
}

const DATA = /^(20[0-9]{2})-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/;

/** Divide em n parcelas de centavos inteiros; a diferença do arredondamento fica na primeira. */
function dividir(total: Decimal, partes: number): Decimal[] {
  const parcela = total.dividedBy(partes).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  const primeira = total.minus(parcela.times(partes - 1));
  return Array.from({ length: partes }, (_, i) => (i === 0 ? primeira : parcela));
}

/**
 * Y01 cobr: a fatura vale o que as linhas que geram cobrança somam (numa nota com 5124 e 5902, só a 5124: o
 * material do cliente que volta não é cobrado). Vencimentos em ordem, a partir da data de emissão.
 */
export function calcularCobranca(
  cobr: CobrancaEntrada | undefined,
  vCobravel: Decimal,
  nNF: string,
  dataEmissao: string,
): CobrancaCalculada | undefined {
  if (!cobr) return undefined;
  if (vCobravel.isZero()) {
    throw new EntradaNFeInvalidaError(
      'cobr',
      'Nenhum item da nota gera cobrança (só remessas ou retornos); retire a cobrança.',
    );
  }
  const vDesc = lerDecimal('cobr.vDesc', cobr.vDesc, 2, '0');
  const vLiq = vCobravel.minus(vDesc);
  if (vLiq.isNegative())
    throw new EntradaNFeInvalidaError('cobr.vDesc', 'O desconto da fatura é maior que o valor cobrado.');
  if (cobr.dup.length === 0) throw new EntradaNFeInvalidaError('cobr.dup', 'Informe ao menos uma duplicata.');
  if (cobr.dup.length > 120)
    throw new EntradaNFeInvalidaError('cobr.dup', 'A NF-e admite no máximo 120 duplicatas.');
  const informados = cobr.dup.filter((d) => d.vDup !== undefined).length;
  if (informados !== 0 && informados !== cobr.dup.length) {
    throw new EntradaNFeInvalidaError('cobr.dup', 'Informe o valor de todas as duplicatas ou de nenhuma.');
  }
  const valores =
    informados === 0
      ? dividir(vLiq, cobr.dup.length)
      : cobr.dup.map((d, i) => lerDecimal(`cobr.dup[${i}].vDup`, d.vDup, 2));
  if (!soma(valores).equals(vLiq)) {
    throw new EntradaNFeInvalidaError(
      'cobr.dup',
      `As duplicatas somam ${soma(valores).toFixed(2)}, mas o líquido da fatura é ${vLiq.toFixed(2)}.`,
    );
  }
  let anterior = dataEmissao;
  const dup = cobr.dup.map((d, i) => {
    if (!DATA.test(d.dVenc)) {
      throw new EntradaNFeInvalidaError(
        `cobr.dup[${i}].dVenc`,
        `Vencimento inválido: "${d.dVenc}" (use AAAA-MM-DD).`,
      );
    }
    // Rejeição 898/899 (NT 2016.002): vencimentos não anteriores à emissão e em ordem crescente.
    if (d.dVenc < anterior) {
      throw new EntradaNFeInvalidaError(
        `cobr.dup[${i}].dVenc`,
        i === 0
          ? `O vencimento ${d.dVenc} é anterior à emissão (${dataEmissao}).`
          : `Os vencimentos devem estar em ordem crescente (${d.dVenc} depois de ${anterior}).`,
      );
    }
    anterior = d.dVenc;
    return { nDup: d.nDup ?? String(i + 1).padStart(3, '0'), dVenc: d.dVenc, vDup: valores[i] as Decimal };
  });
  return { nFat: cobr.nFat ?? nNF, vOrig: vCobravel, vDesc, vLiq, dup };
}

/**
 * YA01 pag. Sem pag informado: boleto (15) a prazo no líquido da fatura quando há cobrança; 90 (sem pagamento)
 * com valor zero quando nada é cobrado, como num retorno puro de material.
 */
export function calcularPagamento(
  pag: PagamentoEntrada | undefined,
  cobranca: CobrancaCalculada | undefined,
  vCobravel: Decimal,
): PagamentoCalculado {
  if (pag) {
    if (pag.detPag.length === 0)
      throw new EntradaNFeInvalidaError('pag.detPag', 'Informe ao menos uma forma de pagamento.');
    return {
      detPag: pag.detPag.map((d, i) => {
        const vPag = lerDecimal(`pag.detPag[${i}].vPag`, d.vPag, 2);
        // Rejeição 871 (NT 2020.006): tPag 90 (sem pagamento) só com valor zero.
        if (d.tPag === '90' && !vPag.isZero()) {
          throw new EntradaNFeInvalidaError(
            `pag.detPag[${i}].vPag`,
            'Sem pagamento (tPag 90) exige vPag zero.',
          );
        }
        return { ...d, vPag };
      }),
      ...(pag.vTroco !== undefined ? { vTroco: lerDecimal('pag.vTroco', pag.vTroco, 2) } : {}),
    };
  }
  if (cobranca) return { detPag: [{ indPag: '1', tPag: '15', vPag: cobranca.vLiq }] };
  if (vCobravel.isZero()) return { detPag: [{ tPag: '90', vPag: new Decimal(0) }] };
  throw new EntradaNFeInvalidaError('pag', 'Informe o pagamento (pag) ou a cobrança (cobr) da nota.');
}
