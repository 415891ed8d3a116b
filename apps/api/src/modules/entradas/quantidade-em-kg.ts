import { Decimal } from '@erp/fiscal/decimal';
import type { ItemNFe } from '@erp/fiscal/nfe';

const KG = new Set(['KG', 'KGS', 'KILO', 'KILOS', 'QUILO', 'QUILOS', 'KGM']);
const TONELADA = new Set(['TN', 'T', 'TON', 'TONELADA', 'TONELADAS', 'TNE']);

function emKg(unidade: string, quantidade: string): Decimal | undefined {
  const u = unidade.trim().toUpperCase();
  if (KG.has(u)) return new Decimal(quantidade);
  if (TONELADA.has(u)) return new Decimal(quantidade).times(1000);
  return undefined;
}

/**
 * Balances are kept in kg. The commercial unit is used when it is a mass (KG as is, tonnes x 1000);
 * otherwise the taxable unit when it is one (a note sold in bags often states the kg in qTrib). Undefined when
 * neither is: the user tells the kg (conversoes-da-nota.ts).
 */
export function kgInformadoNaNota(item: ItemNFe): Decimal | undefined {
  return emKg(item.uCom, item.qCom) ?? emKg(item.uTrib, item.qTrib);
}

/** The unit a conversion factor is remembered for: uCom as the client's ERP writes it, upper-case. */
export const unidadeDaConversao = (item: ItemNFe) => item.uCom.trim().toUpperCase();
