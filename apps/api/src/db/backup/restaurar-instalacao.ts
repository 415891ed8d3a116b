import fs from 'node:fs/promises';
import type { Config } from '../../config.ts';
import { abrirBancoParaRestaurar } from './banco-da-instalacao.ts';
import { chaveAoLadoDe } from './formato-do-backup.ts';
import { lerCabecalhoDoBackup } from './ler-arquivo-de-backup.ts';
import { type BackupRestaurado, conferirMigracao, restaurarBackup } from './restaurar-backup.ts';

/**
 * What became of the certificate store's key: copied into DATA_DIR, already there, put in place of a different
 * one (kept as `chaveAnterior`), or absent beside the backup (the installation used APP_SECRET_KEY, or the key
 * file was lost).
 */
export type ChaveRestaurada = 'restaurada' | 'igual' | 'substituida' | 'sem-chave-no-backup';

export type InstalacaoRestaurada = BackupRestaurado & { chave: ChaveRestaurada; chaveAnterior?: string };

const ler = (arquivo: string) =>
  fs.readFile(arquivo).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });

/**
 * `npm run restore`: a backup into a stopped installation (DATA_DIR's embedded database, or DATABASE_URL's), and
 * its key file into DATA_DIR. A different key already in DATA_DIR is refused before the database is touched
 * unless `substituir` (then it is kept aside, never deleted): the certificate and passwords in the restored
 * database open only with the backup's key.
 */
export async function restaurarInstalacao(
  config: Config,
  arquivo: string,
  opcoes: { substituir: boolean },
): Promise<InstalacaoRestaurada> {
  // A wrong path or a backup of a newer version is answered before a database is started (or created).
  conferirMigracao((await lerCabecalhoDoBackup(arquivo)).migracao);
  const banco = await abrirBancoParaRestaurar(config);
  try {
    const chaveDoBackup = await ler(chaveAoLadoDe(arquivo));
    const arquivoDaChave = config.segredos.arquivoChave;
    const chaveAtual = await ler(arquivoDaChave);
    const isChaveDiferente = chaveDoBackup && chaveAtual && !chaveDoBackup.equals(chaveAtual);
    if (isChaveDiferente && !opcoes.substituir) {
      throw new Error(
        `${arquivoDaChave} já existe e é diferente da chave que acompanha o backup. Para restaurar o backup ` +
          'e a sua chave, use --substituir (a chave atual será guardada ao lado, não apagada).',
      );
    }

    const restaurado = await restaurarBackup(banco.url, arquivo, opcoes);

    if (!chaveDoBackup) return { ...restaurado, chave: 'sem-chave-no-backup' };
    if (chaveAtual && !isChaveDiferente) return { ...restaurado, chave: 'igual' };
    let chaveAnterior: string | undefined;
    if (chaveAtual) {
      chaveAnterior = `${arquivoDaChave}.anterior-${new Date().toISOString().replace(/:/g, '-')}`;
      await fs.rename(arquivoDaChave, chaveAnterior);
    }
    await fs.writeFile(`${arquivoDaChave}.tmp`, chaveDoBackup, { mode: 0o600 });
    await fs.chmod(`${arquivoDaChave}.tmp`, 0o600);
    await fs.rename(`${arquivoDaChave}.tmp`, arquivoDaChave);
    return chaveAnterior
      ? { ...restaurado, chave: 'substituida', chaveAnterior }
      : { ...restaurado, chave: 'restaurada' };
  } finally {
    await banco.fechar();
  }
}
