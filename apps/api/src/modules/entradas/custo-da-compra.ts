import { dataHoraBrasilia } from '@erp/fiscal/data-hora';
import { Decimal } from '@erp/fiscal/decimal';
import type { DuplicataNFe, ItemNFe, NFeLida } from '@erp/fiscal/nfe';

/**
 * What a purchased item costs the company (issue 24): vProd + vIPI + vFrete - vDesc of the item, as the note
 * apportions them (I11, O14, I15, I17); the stock's weighted average cost is built from it (estoque/custo-medio.ts).
 * vSeg and vOutro are left out, as the issue defines the cost; ICMS and PIS/COFINS credits are the accountant's.
 */
export function custoDoItem(item: ItemNFe): string {
  return new Decimal(item.vProd)
    .plus(item.vIPI ?? 0)
    .plus(item.vFrete ?? 0)
    .minus(item.vDesc ?? 0)
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
    .toFixed(2);
}

/** One payable the note creates: its instalment number (nDup), due date and amount. */
export type ParcelaDaNota = { nDup: string | null; vencimento: string; valor: string };

/** The emission's Brasília calendar day (the due date of a note paid without a bill). */
export const diaDaEmissao = (nfe: NFeLida) => dataHoraBrasilia(new Date(nfe.dhEmi)).slice(0, 10);

/**
 * The payables of a supplier's note: one per cobr/dup (nDup, dVenc, vDup; a dup without dVenc is due on the
 * emission day); without cobr, one for what pag says was paid or is to be paid (every detPag but tPag 90 'sem
 * pagamento', less vTroco), due on the emission day; nothing when that is zero.
 */
export function parcelasDaNota(nfe: NFeLida): ParcelaDaNota[] {
  const emissao = diaDaEmissao(nfe);
  const duplicatas: DuplicataNFe[] = nfe.duplicatas ?? [];
  if (duplicatas.length > 0) {
    return duplicatas
      .filter((d) => new Decimal(d.vDup).gt(0))
      .map((d) => ({
        nDup: d.nDup ?? null,
        vencimento: d.dVenc ?? emissao,
        valor: new Decimal(d.vDup).toFixed(2),
      }));
  }
  const pago = (nfe.pagamentos ?? [])
    .filter((p) => p.tPag !== '90')
    .reduce((soma, p) => soma.plus(p.vPag), new Decimal(0))
    .minus(nfe.vTroco ?? 0);
  return pago.gt(0) ? [{ nDup: null, vencimento: emissao, valor: pago.toFixed(2) }] : [];
}
