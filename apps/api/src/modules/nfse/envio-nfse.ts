import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { envioDaNfse, findNotaServico } from './nfse.repository.ts';

/**
 * Longer than any exchange with the Sefin Nacional (30 s per request: send, consult the DPS, fetch the NFS-e). A
 * holder that dies is not waited for: the retry job frees the leases of dead holders (dono-do-envio.ts).
 */
export const DURACAO_ENVIO_SEGUNDOS = 5 * 60;

export class NfseOcupadaError extends AppError {
  constructor() {
    super(
      'CONFLICT',
      'Esta NFS-e já está sendo enviada à Sefin Nacional. Aguarde a resposta e atualize a lista.',
    );
  }
}

/**
 * Runs `fn` holding the NFS-e's sending lease: a second emission of the same request, a cancellation or the
 * retry job arriving at the same time gets NfseOcupadaError instead of talking to the Sefin in parallel.
 * `jaTomado` is for an emission whose row was inserted with the lease already taken.
 */
export function comEnvio<T>(ctx: AppContext, id: number, fn: () => Promise<T>, jaTomado = false): Promise<T> {
  return envioDaNfse.com(
    ctx.db,
    id,
    DURACAO_ENVIO_SEGUNDOS,
    fn,
    async () =>
      (await findNotaServico(ctx.db, id))
        ? new NfseOcupadaError()
        : AppError.notFound('NFS-e não encontrada.'),
    jaTomado,
  );
}
