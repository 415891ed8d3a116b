import path from 'node:path';
import { FUSO_DA_EMPRESA } from '@erp/fiscal/data-hora';
import { loadConfig } from '../../config.ts';
import { restaurarInstalacao } from './restaurar-instalacao.ts';

const USO =
  'Uso: npm run restore -- ARQUIVO [--substituir]\n' +
  '  Restaura um backup (erp-backup-*.gz) com o sistema parado, no banco embutido de DATA_DIR\n' +
  '  (ou no de DATABASE_URL). --substituir apaga o conteúdo atual do banco antes.';

/** `npm run restore -- FILE [--substituir]`. Exit 0 restored, 1 refused or failed (nothing changed), 2 bad use. */
async function main(args: string[]) {
  const substituir = args.includes('--substituir');
  const arquivos = args.filter((a) => a !== '--substituir');
  if (arquivos.length !== 1 || arquivos[0]?.startsWith('-')) {
    console.error(USO);
    return 2;
  }
  // npm runs the script in apps/api; a relative path is the user's, from where npm was called.
  const arquivo = path.resolve(process.env.INIT_CWD ?? process.cwd(), arquivos[0] ?? '');
  const config = loadConfig();
  console.info(`Restaurando ${arquivo}...`);
  const r = await restaurarInstalacao(config, arquivo, { substituir });
  const linhas = r.manifesto.tabelas.reduce((soma, t) => soma + t.linhas, 0);
  console.info(
    `Backup de ${new Date(r.manifesto.criado_em).toLocaleString('pt-BR', { timeZone: FUSO_DA_EMPRESA })} ` +
      `restaurado e conferido: ${r.manifesto.tabelas.length} tabelas, ${linhas} linhas, ` +
      `${(r.duracaoMs / 1000).toFixed(1)} s.`,
  );
  if (r.migracoesPosteriores) {
    console.info(`  ${r.migracoesPosteriores} migração(ões) posterior(es) ao backup aplicada(s).`);
  }
  const chave = {
    restaurada: `  Chave dos segredos (app-secret.key) restaurada em ${config.segredos.arquivoChave}.`,
    igual: `  A chave dos segredos em ${config.segredos.arquivoChave} já era a do backup.`,
    substituida: `  Chave dos segredos substituída pela do backup; a anterior foi guardada em ${r.chaveAnterior}.`,
    'sem-chave-no-backup':
      '  Atenção: não há chave (.key) ao lado do backup. O certificado A1 e as senhas guardadas só poderão ser ' +
      'lidos com a chave original (APP_SECRET_KEY ou o arquivo app-secret.key da instalação de origem).',
  }[r.chave];
  console.info(chave);
  return 0;
}

main(process.argv.slice(2)).then(
  (codigo) => process.exit(codigo),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
