import type { AppContext, Caller } from '../../app-context.ts';
import { manifestarDocumentoDistribuido } from './manifestar-documento-distribuido.ts';

/**
 * 'Enviar Ciência' (event 210210) on a summary (resNFe) addressed to the company: the Ambiente Nacional then
 * distributes the full NF-e (procNFe) on the next query. It states only that the company knows of the operation;
 * a conclusive manifestação stays a separate, deliberate step. A 573 (SEFAZ already had it) counts as sent.
 */
export function enviarCienciaDaOperacao(
  ctx: AppContext,
  id: number,
  caller: Caller,
): Promise<{ message: string }> {
  return manifestarDocumentoDistribuido(ctx, id, { evento: 'ciencia' }, caller);
}
