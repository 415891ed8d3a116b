import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { isAlive } from '../lib/process.ts';

export class InstanceLockedError extends Error {}

/**
 * One app per data directory. The lock file is created atomically (link fails if it exists); a lock whose
 * process is gone (the app was killed) is taken over.
 */
export async function acquireInstanceLock(dataDir: string): Promise<() => Promise<void>> {
  await fs.mkdir(dataDir, { recursive: true, mode: 0o755 });
  const lockFile = path.join(dataDir, 'app.lock');
  const tmp = path.join(dataDir, `.app.lock.${process.pid}.${randomBytes(4).toString('hex')}`);
  await fs.writeFile(tmp, `${process.pid}\n`);
  try {
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        await fs.link(tmp, lockFile);
        return async () => {
          await fs.rm(lockFile, { force: true });
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const holder = Number.parseInt(await fs.readFile(lockFile, 'utf8').catch(() => ''), 10);
        if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
          throw new InstanceLockedError(
            `Outra instância do sistema já está em execução com os dados em ${dataDir} (processo ${holder}). ` +
              'Encerre-a antes de iniciar outra.',
          );
        }
        await fs.rm(lockFile, { force: true });
      }
    }
    throw new InstanceLockedError(`Não foi possível obter o bloqueio de ${lockFile}.`);
  } finally {
    await fs.rm(tmp, { force: true });
  }
}
