import { Decimal } from '@erp/fiscal/decimal';
import type { ItemNota } from './item-nota';

/** A return of the client's material (5902/6902, 5903/6903): the lines that take kg from its balance. */
export function consomeSaldo(cfop: string): boolean {
  return /^[56]90[23]$/.test(cfop);
}

/**
 * What is left of the client's kg of a product for the next FIFO line: its balance minus what the draft's return
 * lines of that product already take (they are not emitted yet, so the balance still counts them). Exact decimals.
 */
export function kgLivre(saldoKg: string, idProduto: number, itens: readonly ItemNota[]): Decimal {
  const naNota = itens
    .filter((i) => i.id_produto === idProduto && consomeSaldo(i.cfop))
    .reduce((soma, i) => soma.plus(i.quantidade), new Decimal(0));
  return Decimal.max(new Decimal(saldoKg).minus(naNota), 0);
}

/** True when `quantidade` (the API's decimal text) is more than `livre`; an unreadable quantity is left to validation. */
export function passaDoLivre(quantidade: string, livre: Decimal): boolean {
  if (!/^\d+(\.\d+)?$/.test(quantidade.trim())) return false;
  return new Decimal(quantidade.trim()).gt(livre);
}
