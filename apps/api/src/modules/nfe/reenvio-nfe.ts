import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { reservarRodada } from '../../db/rodada-de-tarefa.ts';
import { agendarTarefa } from '../../lib/tarefa-periodica.ts';
import { liberarEnviosDeDonosMortos } from '../fiscal/dono-do-envio.ts';
import { enviarEConcluirCancelamento } from './concluir-cancelamento-nfe.ts';
import { enviarEConcluir } from './concluir-emissao-nfe.ts';
import { comEnvio, NotaOcupadaError } from './envio-nfe.ts';
import {
  liberarEnviosDe,
  listCancelamentosPendentes,
  listDonosDeEnvio,
  listNotasPendentes,
} from './nfe.repository.ts';

/** Runs `fn` on the note unless someone holds it right now (a user's emission or cancellation): next period. */
async function seLivre<T>(ctx: AppContext, id: number, fn: () => Promise<T>) {
  try {
    return await comEnvio(ctx, id, fn);
  } catch (error) {
    if (error instanceof NotaOcupadaError) return undefined;
    throw error;
  }
}

/**
 * One run of the retry job. First the leases of a process that died while sending are freed (a restart finds its
 * own notes at once, not five minutes later). Then notes left 'Processando' are sent again with their stored signed
 * XML (emitirComConsulta consults by key first when it may have arrived), and cancellations left pending are
 * settled: the note is consulted and, without the cancellation there, the stored signed event is sent again,
 * whatever the note's age. Answers how many notes were concluded (authorised, denied, rejected, cancelled, or
 * their cancellation refused).
 */
export async function retomarNotasPendentes(ctx: AppContext) {
  await liberarEnviosDeDonosMortos({
    listarDonos: () => listDonosDeEnvio(ctx.db),
    liberar: (donos) => liberarEnviosDe(ctx.db, donos),
  });
  let concluidas = 0;
  for (const id of await listNotasPendentes(ctx.db)) {
    const nota = await seLivre(ctx, id, () => enviarEConcluir(ctx, id, null));
    if (nota && nota.status !== 'Processando') concluidas++;
  }
  for (const id of await listCancelamentosPendentes(ctx.db)) {
    const concluido = await seLivre(ctx, id, () =>
      enviarEConcluirCancelamento(ctx, id, null, { consultarAntes: true }),
    );
    if (concluido?.resultado && concluido.resultado.situacao !== 'pendente') concluidas++;
  }
  return concluidas;
}

/**
 * The retry job: as soon as the app is ready (a restart resumes what was in flight) and then every
 * NFE_REENVIO_SEGUNDOS. It used to take only notes untouched for a whole period, and its own attempt touched them,
 * so a note still waiting was retried every second tick (120 s for 60); the lease is what keeps it off a note
 * a user is sending. Each run claims its period in the database: with several API processes on one database,
 * a note waiting through an outage is retried once per period between them, not once per process.
 */
export const reenvioNfePlugin: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  agendarTarefa(app, {
    nome: 'retomar NF-e pendentes',
    intervaloSegundos: ctx.config.nfe.reenvioSegundos,
    isNaPartida: true,
    rodar: () => retomarNotasPendentes(ctx),
    reservarRodada: (minimo, isForcada) => reservarRodada(ctx.db, 'reenvio-nfe', minimo, isForcada),
  });
};
