import { isAutorizada } from '@erp/fiscal/sefaz';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { lerNfeEntrada } from '../entradas/ler-nfe-entrada.ts';

/**
 * Simulação only: a client's NF-e (nfeProc, authorised at its SEFAZ) enters the simulator's Ambiente Nacional,
 * which distributes its summary to the addressee, as the real one would. Without it nobody could send the
 * company a note in simulação, so 'Buscar na SEFAZ' would have nothing to show in a demo or an e2e test. It
 * writes nothing in our database: the note arrives through the normal query.
 */
export async function simularNotaRecebida(
  ctx: AppContext,
  xml: string,
): Promise<{ message: string; chave: string }> {
  if ((await ctx.fiscal.atual()).modo !== 'simulacao')
    throw AppError.notFound('Disponível apenas no modo simulação.');
  const nfe = lerNfeEntrada(Buffer.from(xml, 'utf8'));
  if (!isAutorizada(nfe.protocolo?.cStat)) {
    throw AppError.unprocessable('Envie a NF-e autorizada (nfeProc, com o protocolo de autorização).');
  }
  await ctx.fiscal.simulacao.conhecerNotaDeTerceiro(nfe.xml, nfe.chave);
  return { message: `NF-e ${Number.parseInt(nfe.nNF, 10)} enviada ao simulador da SEFAZ.`, chave: nfe.chave };
}
