import {
  CFOP_INDUSTRIALIZACAO,
  NATUREZA_RETORNO,
  NATUREZA_RETORNO_SIMBOLICO,
} from '@erp/contracts/nfe-operacao';

/**
 * SPEC §2 'Item form by case': which selectors 'Adicionar Item à Nota' shows.
 * - fifo: a return for a FIFO client; the reference product, its entry item looked up when the line is added;
 * - manual: a return for a MANUAL client, and any symbolic return (it closes the balances the user names); the
 *   incoming invoice, then the entry item with its balance;
 * - produto: any other operation; a single product select.
 */
export type CasoItem = 'fifo' | 'manual' | 'produto';

export function casoDoItem(natureza: string, tipoReferenciacao: string | undefined): CasoItem {
  if (natureza === NATUREZA_RETORNO_SIMBOLICO) return 'manual';
  if (natureza !== NATUREZA_RETORNO) return 'produto';
  return tipoReferenciacao === 'FIFO' ? 'fifo' : 'manual';
}

/** A 5124 line (6124 for a client in another UF) bills the processing: it needs the service (SPEC §4, §5). */
export function isLinhaDeServico(cfop: string): boolean {
  return cfop === CFOP_INDUSTRIALIZACAO || cfop === `6${CFOP_INDUSTRIALIZACAO.slice(1)}`;
}
