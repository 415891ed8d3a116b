import type { AppContext } from '../../app-context.ts';
import { reservarRodada } from '../../db/rodada-de-tarefa.ts';
import type { TarefaPeriodica } from '../../lib/tarefa-periodica.ts';
import { retomarEnvios } from '../fiscal/lease-de-envio.ts';
import { enviarEConcluirCancelamento } from './concluir-cancelamento-nfe.ts';
import { enviarEConcluir } from './concluir-emissao-nfe.ts';
import { comEnvio, NotaOcupadaError } from './envio-nfe.ts';
import { retomarInutilizacoesPendentes } from './inutilizar-nfe.ts';
import { cancelamentoDaNota, envioDaNota, listNotasPendentes } from './nfe.repository.ts';

/**
 * One run of the retry job. First the leases of a process that died while sending are freed (a restart finds its
 * own notes at once, not five minutes later). Then notes left 'Processando' are sent again with their stored signed
 * XML (emitirComConsulta consults by key first when it may have arrived), and cancellations left pending are
 * settled: the note is consulted and, without the cancellation there, the stored signed event is sent again,
 * whatever the note's age; voiding requests left pending are resent last. Answers how many were concluded
 * (authorised, denied, rejected, cancelled, their cancellation refused, a range voided or refused).
 */
export async function retomarNotasPendentes(ctx: AppContext) {
  const notas = await retomarEnvios(
    ctx.db,
    envioDaNota,
    (id, fn) => comEnvio(ctx, id, fn),
    (error) => error instanceof NotaOcupadaError,
    [
      {
        pendentes: listNotasPendentes,
        concluir: async (id) => {
          const nota = await enviarEConcluir(ctx, id, null);
          // A note found divergent from SEFAZ is concluded too: it leaves the job, marked for the clerk.
          return nota !== undefined && (nota.status !== 'Processando' || nota.divergenteDaSefaz);
        },
      },
      {
        pendentes: cancelamentoDaNota.pendentes,
        concluir: async (id) => {
          const { resultado } = await enviarEConcluirCancelamento(ctx, id, null, { consultarAntes: true });
          return resultado !== undefined && resultado.situacao !== 'pendente';
        },
      },
    ],
  );
  // Voiding requests SEFAZ did not conclude are resent too (their stored signed inutNFe).
  return notas + (await retomarInutilizacoesPendentes(ctx));
}

/**
 * The retry job: as soon as the app is ready (a restart resumes what was in flight) and then every
 * NFE_REENVIO_SEGUNDOS. It used to take only notes untouched for a whole period, and its own attempt touched them,
 * so a note still waiting was retried every second tick (120 s for 60); the lease is what keeps it off a note
 * a user is sending. Each run claims its period in the database: with several API processes on one database,
 * a note waiting through an outage is retried once per period between them, not once per process.
 */
export const tarefaReenvioNfe = (ctx: AppContext): TarefaPeriodica => ({
  nome: 'retomar NF-e pendentes',
  intervaloSegundos: ctx.config.nfe.reenvioSegundos,
  isNaPartida: true,
  rodar: () => retomarNotasPendentes(ctx),
  reservarRodada: (minimo, isForcada) => reservarRodada(ctx.db, 'reenvio-nfe', minimo, isForcada),
});
