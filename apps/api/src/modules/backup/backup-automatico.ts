import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { AppContext } from '../../app-context.ts';
import { fazerBackup } from '../../db/backup/fazer-backup.ts';
import { ultimoBackup } from '../../db/backup/listar-backups.ts';
import type { TarefaPeriodica } from '../../lib/tarefa-periodica.ts';
import { isBackupDeEncerramentoDevido, isBackupDiarioDevido } from './horario-do-backup.ts';

/** How often the schedule looks at the backups folder: the daily backup starts at most this late. */
const TIQUE_SEGUNDOS = 5 * 60;

async function backupComLog(ctx: AppContext, pool: pg.Pool, log: FastifyBaseLogger, motivo: string) {
  const backup = await fazerBackup(pool, ctx.config, 'automatico');
  if (backup.situacao === 'em-andamento') {
    log.info({ motivo }, 'backup do banco de dados já em andamento em outro processo');
    return;
  }
  const { arquivo, bytes, linhas, duracaoMs, hasChave, apagados } = backup;
  log.info(
    { motivo, arquivo, bytes, linhas, duracaoMs, hasChave, apagados },
    'backup do banco de dados concluído',
  );
}

/**
 * Backups of the embedded database taken by the app itself (config.backup.isAutomatico: never with DATABASE_URL,
 * where they are the database operator's job): the daily one at BACKUP_HORA Brasília time, or at the first look
 * after it (at start-up, then every five minutes), and one at shutdown when the last is more than a day old. A
 * failure is logged and never stops the app; an advisory lock keeps `npm run backup` from running at the same time.
 */
export function tarefaBackupAutomatico(ctx: AppContext): TarefaPeriodica | undefined {
  if (!ctx.config.backup.isAutomatico) return undefined;
  // Drizzle's node-postgres database carries its pool: COPY needs a client of its own for the whole backup.
  const pool = (ctx.db as unknown as { $client: pg.Pool }).$client;
  const { pasta, hora } = ctx.config.backup;
  return {
    nome: 'backup diário do banco de dados',
    intervaloSegundos: TIQUE_SEGUNDOS,
    isNaPartida: true,
    rodar: async ({ log }) => {
      const ultimo = await ultimoBackup(pasta, 'automatico');
      if (isBackupDiarioDevido(ultimo?.criadoEm, new Date(), hora)) {
        await backupComLog(ctx, pool, log, 'diário');
      }
    },
    // After the daily run in progress, if any: the two never write the folder at once.
    aoEncerrar: async (log) => {
      try {
        const ultimo = await ultimoBackup(pasta, 'automatico');
        if (isBackupDeEncerramentoDevido(ultimo?.criadoEm, new Date())) {
          log.info('fazendo o backup do banco de dados antes de encerrar...');
          await backupComLog(ctx, pool, log, 'encerramento');
        }
      } catch (error) {
        log.error({ err: error }, 'falha no backup do banco de dados ao encerrar');
      }
    },
  };
}
