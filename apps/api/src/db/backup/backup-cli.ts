import pg from 'pg';
import { abrirBancoParaBackup } from './banco-da-instalacao.ts';
import { fazerBackup } from './fazer-backup.ts';
import { configDoBackup } from './sistema-em-execucao.ts';

/**
 * `npm run backup`: one manual backup now, with the app running or stopped. Without DATA_DIR (or DATABASE_URL) it
 * takes the running server's data directory. Exit 0 done, 1 failed or busy.
 */
async function main() {
  const { config, origem } = await configDoBackup();
  if (origem) console.info(origem);
  const banco = await abrirBancoParaBackup(config);
  const pool = new pg.Pool({ connectionString: banco.url, max: 1 });
  try {
    const backup = await fazerBackup(pool, config, 'manual');
    if (backup.situacao === 'em-andamento') {
      console.error(
        'Já há um backup em andamento (feito pelo sistema ou por outro comando). Tente mais tarde.',
      );
      return 1;
    }
    console.info(
      `Backup criado: ${backup.arquivo}\n` +
        `  ${backup.tabelas} tabelas, ${backup.linhas} linhas, ${(backup.bytes / 1024 / 1024).toFixed(1)} MB, ` +
        `${(backup.duracaoMs / 1000).toFixed(1)} s\n` +
        (backup.hasChave
          ? `  Chave dos segredos copiada ao lado: ${backup.arquivo}.key\n`
          : `  Sem o arquivo da chave dos segredos (${config.segredos.arquivoChave}): se o sistema usa ` +
            'APP_SECRET_KEY, guarde-a junto com os backups.\n') +
        (backup.apagados ? `  ${backup.apagados} backup(s) antigo(s) apagado(s) pela rotação.\n` : ''),
    );
    return 0;
  } finally {
    await pool.end();
    await banco.fechar();
  }
}

main().then(
  (codigo) => process.exit(codigo),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
