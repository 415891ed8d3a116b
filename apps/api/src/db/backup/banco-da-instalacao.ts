import type { Config } from '../../config.ts';
import { hasEmbeddedCluster, startEmbeddedPostgres, urlDoEmbutidoEmExecucao } from '../embedded-postgres.ts';
import { acquireInstanceLock, InstanceLockedError } from '../instance-lock.ts';

export type BancoDaInstalacao = { url: string; fechar: () => Promise<void> };

const log = { info: (m: string) => console.info(m), warn: (m: string) => console.warn(m) };

/**
 * For `npm run backup`: DATABASE_URL's database; or the embedded PostgreSQL the running app started; or, with the
 * app stopped, the embedded PostgreSQL started here (holding the instance lock, so the app cannot start in the
 * middle). Nothing is created or migrated: the backup is of the database as it is.
 */
export async function abrirBancoParaBackup(config: Config): Promise<BancoDaInstalacao> {
  if (config.databaseUrl) return { url: config.databaseUrl, fechar: async () => {} };
  let liberar: () => Promise<void>;
  try {
    liberar = await acquireInstanceLock(config.dataDir);
  } catch (error) {
    if (!(error instanceof InstanceLockedError)) throw error;
    return { url: await urlDoEmbutidoEmExecucao(config.dataDir), fechar: async () => {} };
  }
  try {
    if (!hasEmbeddedCluster(config.dataDir)) {
      throw new Error(
        `Não há banco de dados em ${config.dataDir}: nada a copiar. Se o sistema guarda os dados em outra ` +
          'pasta, rode o backup com a mesma DATA_DIR do sistema (DATA_DIR=/caminho/dos/dados npm run backup), ' +
          'ou com a mesma DATABASE_URL se ele usa um PostgreSQL externo.',
      );
    }
    const embutido = await startEmbeddedPostgres(config.dataDir, log);
    return {
      url: embutido.url,
      fechar: async () => {
        await embutido.stop();
        await liberar();
      },
    };
  } catch (error) {
    await liberar();
    throw error;
  }
}

/**
 * For `npm run restore`: only into a stopped installation. The instance lock is held until `fechar`, so the app
 * cannot start while the database is being replaced. The embedded PostgreSQL is started (created, in a fresh
 * data directory) unless DATABASE_URL points elsewhere.
 */
export async function abrirBancoParaRestaurar(config: Config): Promise<BancoDaInstalacao> {
  let liberar: () => Promise<void>;
  try {
    liberar = await acquireInstanceLock(config.dataDir);
  } catch (error) {
    if (!(error instanceof InstanceLockedError)) throw error;
    throw new InstanceLockedError(
      `O sistema está em execução com os dados em ${config.dataDir}. Encerre-o antes de restaurar um backup: ` +
        'a restauração substitui o banco de dados que ele está usando.',
    );
  }
  try {
    if (config.databaseUrl) return { url: config.databaseUrl, fechar: liberar };
    const embutido = await startEmbeddedPostgres(config.dataDir, log);
    return {
      url: embutido.url,
      fechar: async () => {
        await embutido.stop();
        await liberar();
      },
    };
  } catch (error) {
    await liberar();
    throw error;
  }
}
