import type { ItemNFe } from '@erp/fiscal/nfe/parse';
import Decimal from 'decimal.js';
import { AppError } from '../../lib/app-error.ts';

const KG = new Set(['KG', 'KGS', 'KILO', 'KILOS', 'QUILO', 'QUILOS', 'KGM']);
const TONELADA = new Set(['TN', 'T', 'TON', 'TONELADA', 'TONELADAS', 'TNE']);

/**
 * Balances are kept in kg. The commercial unit is used when it is a mass (KG as is, tonnes x 1000);
 * otherwise the taxable unit when it is KG (a note sold in bags still states the kg in qTrib).
 */
export function quantidadeEmKg(item: ItemNFe): Decimal {
  const uCom = item.uCom.trim().toUpperCase();
  if (KG.has(uCom)) return new Decimal(item.qCom);
  if (TONELADA.has(uCom)) return new Decimal(item.qCom).times(1000);
  if (KG.has(item.uTrib.trim().toUpperCase())) return new Decimal(item.qTrib);
  throw AppError.unprocessable(
    `O item ${item.nItem} (${item.xProd}) está em "${item.uCom}" e não informa o peso em kg (nem na unidade tributável). ` +
      'Não é possível controlar o saldo em kg desta nota.',
  );
}
