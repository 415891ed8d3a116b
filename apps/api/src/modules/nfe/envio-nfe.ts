import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { envioDaNota, findNota } from './nfe.repository.ts';

/**
 * Longer than any exchange with SEFAZ: the send (up to 40 s), six receipt polls of up to 40 s with their waits, and
 * a consultation by key come to about six and a half minutes; a lease that ran out mid-exchange would let the retry
 * job send the same note beside it. A holder that dies is not waited for: the retry job frees the leases of dead
 * holders (dono-do-envio.ts) at start-up.
 */
const DURACAO_ENVIO_SEGUNDOS = 10 * 60;

export class NotaOcupadaError extends AppError {
  constructor() {
    super('CONFLICT', 'Esta NF-e já está sendo enviada à SEFAZ. Aguarde a resposta e atualize a lista.');
  }
}

/**
 * Runs `fn` holding the note's sending lease: a second emission, a cancellation or the retry job arriving at the
 * same time gets NotaOcupadaError instead of talking to SEFAZ about the same note in parallel.
 */
export function comEnvio<T>(ctx: AppContext, id: number, fn: () => Promise<T>): Promise<T> {
  return envioDaNota.com(ctx.db, id, DURACAO_ENVIO_SEGUNDOS, fn, async () =>
    (await findNota(ctx.db, id)) ? new NotaOcupadaError() : AppError.notFound('NF-e não encontrada.'),
  );
}
