import { readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { type Config, loadConfig } from '../../config.ts';
import { isAlive } from '../../lib/process.ts';

/** This installation: `npm run backup` only follows a server started from the same folder. */
const INSTALACAO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

/**
 * Where the running server says which data it uses, in the home of the user it runs as: the server of a systemd
 * unit has DATA_DIR (and maybe BACKUP_DIR) in its unit, not in the shell where someone types `npm run backup`.
 */
const arquivoDoRegistro = () => path.join(os.homedir(), '.erp-sistema-em-execucao.json');

const ZRegistro = z.object({
  pid: z.number().int().positive(),
  instalacao: z.string(),
  dataDir: z.string(),
  pastaDeBackups: z.string(),
  isDatabaseUrl: z.boolean(),
});

/** Written once the server listens (mode 0600); the returned function removes it at shutdown. */
export async function registrarSistemaEmExecucao(config: Config): Promise<() => Promise<void>> {
  const registro: z.infer<typeof ZRegistro> = {
    pid: process.pid,
    instalacao: INSTALACAO,
    dataDir: config.dataDir,
    pastaDeBackups: config.backup.pasta,
    isDatabaseUrl: config.databaseUrl !== undefined,
  };
  const arquivo = arquivoDoRegistro();
  try {
    await writeFile(arquivo, `${JSON.stringify(registro)}\n`, { mode: 0o600 });
  } catch {
    return async () => {}; // a home without write access: `npm run backup` then asks for DATA_DIR
  }
  return async () => {
    const atual = await lerRegistro();
    if (atual?.pid === process.pid) await rm(arquivo, { force: true });
  };
}

async function lerRegistro(): Promise<z.infer<typeof ZRegistro> | undefined> {
  try {
    const lido = ZRegistro.safeParse(JSON.parse(await readFile(arquivoDoRegistro(), 'utf8')));
    return lido.success ? lido.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The configuration `npm run backup` works with: the environment's when it names the data (DATA_DIR or
 * DATABASE_URL); otherwise the running server's data directory and backups folder, when a server of this
 * installation runs. `origem` says which, for the console.
 */
export async function configDoBackup(
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ config: Config; origem: string | undefined }> {
  const isDefinido = (nome: string) => (env[nome] ?? '').trim() !== '';
  if (isDefinido('DATA_DIR') || isDefinido('DATABASE_URL'))
    return { config: loadConfig(env), origem: undefined };
  const registro = await lerRegistro();
  if (!registro || registro.instalacao !== INSTALACAO || !isAlive(registro.pid)) {
    return { config: loadConfig(env), origem: undefined };
  }
  if (registro.isDatabaseUrl) {
    throw new Error(
      'O sistema em execução usa DATABASE_URL: rode o backup com a mesma variável ' +
        '(DATABASE_URL=postgres://... npm run backup).',
    );
  }
  const config = loadConfig({
    ...env,
    DATA_DIR: registro.dataDir,
    ...(isDefinido('BACKUP_DIR') ? {} : { BACKUP_DIR: registro.pastaDeBackups }),
  });
  return {
    config,
    origem: `Usando a pasta de dados do sistema em execução (processo ${registro.pid}): ${registro.dataDir}`,
  };
}
