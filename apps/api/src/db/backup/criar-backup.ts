import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type pg from 'pg';
import { migracoesConhecidas } from '../migrate.ts';
import {
  chaveAoLadoDe,
  FIM_DA_TABELA,
  FORMATO,
  nomeDoBackup,
  PARAMETROS_DA_SESSAO,
  PREFIXO_MANIFESTO,
  PREFIXO_TABELA,
  type TCabecalho,
  type TipoDeBackup,
  type TManifesto,
  VERSAO_DO_FORMATO,
} from './formato-do-backup.ts';
import {
  lerTabela,
  listarSequencias,
  listarTabelas,
  nomeQualificado,
  versaoDoPostgres,
} from './tabelas-do-banco.ts';

export type BackupCriado = {
  situacao: 'criado';
  arquivo: string;
  criadoEm: Date;
  bytes: number;
  tabelas: number;
  linhas: number;
  duracaoMs: number;
  /** Whether the key file of the certificate store was copied beside it. */
  hasChave: boolean;
};
/** Another process (the app's schedule, `npm run backup`) is taking one right now. */
export type BackupEmAndamento = { situacao: 'em-andamento' };

export type OpcoesDoBackup = {
  pasta: string;
  /** The secrets' key file (DATA_DIR/app-secret.key): copied beside the backup (mode 0600) when it exists. */
  arquivoDaChave?: string;
  /** The app's schedule takes 'automatico' ones, `npm run backup` 'manual' ones (the default). */
  tipo?: TipoDeBackup;
  agora?: () => Date;
};

/**
 * gzip level 6 (zlib's default): on the bench data (400 MB of COPY text) level 1 took 2.7 s for 87 MB and level 6
 * 6.2 s for 72 MB; a nightly backup kept 26 times is worth the CPU.
 */
const NIVEL_GZIP = 6;

/**
 * A consistent logical backup of the app's database into one archive (formato-do-backup.ts): every table is read
 * with COPY inside one REPEATABLE READ, READ ONLY transaction, so all of them come from the same snapshot (the
 * totals tables agree with the ledgers, an NF-e with its items) while the app keeps writing. A transaction-level
 * advisory lock lets one backup run at a time across processes. The file is written under a temporary name,
 * synced and renamed, so a backup that exists is complete.
 */
export async function criarBackup(
  pool: pg.Pool,
  opcoes: OpcoesDoBackup,
): Promise<BackupCriado | BackupEmAndamento> {
  const inicio = performance.now();
  const criadoEm = (opcoes.agora ?? (() => new Date()))();
  await fs.mkdir(opcoes.pasta, { recursive: true, mode: 0o700 });
  const arquivo = path.join(opcoes.pasta, nomeDoBackup(criadoEm, opcoes.tipo ?? 'manual'));
  const temporario = `${arquivo}.tmp`;
  const client = await pool.connect();
  let gzip: ReturnType<typeof createGzip> | undefined;
  let gravacao: Promise<void> | undefined;
  try {
    await client.query('begin isolation level repeatable read, read only');
    const { rows } = await client.query<{ ok: boolean }>(
      `select pg_try_advisory_xact_lock(hashtextextended('backup-do-banco', 0)) as ok`,
    );
    if (!rows[0]?.ok) {
      await client.query('rollback');
      return { situacao: 'em-andamento' };
    }
    for (const parametro of PARAMETROS_DA_SESSAO) await client.query(parametro);
    const cabecalho: TCabecalho = {
      formato: FORMATO,
      versao: VERSAO_DO_FORMATO,
      criado_em: criadoEm.toISOString(),
      migracao: await migracaoAplicada(client),
      postgresql: await versaoDoPostgres(client),
      chave: await verificadorDaChave(client),
    };

    const compactado = createGzip({ level: NIVEL_GZIP });
    gzip = compactado;
    gravacao = pipeline(compactado, createWriteStream(temporario, { flags: 'wx', mode: 0o600 }));
    gravacao.catch(() => {}); // awaited below; a write error also reaches escrever as gzip's 'error'
    const escrever = async (dados: Buffer | string) => {
      if (!compactado.write(dados)) await once(compactado, 'drain');
    };

    await escrever(`${JSON.stringify(cabecalho)}\n`);
    const tabelas: TManifesto['tabelas'] = [];
    for (const tabela of await listarTabelas(client)) {
      await escrever(`${PREFIXO_TABELA}${JSON.stringify({ nome: tabela.nome, colunas: tabela.colunas })}\n`);
      const lida = await lerTabela(client, tabela, escrever);
      await escrever(`${FIM_DA_TABELA}\n`);
      tabelas.push({ nome: tabela.nome, colunas: tabela.colunas, ...lida });
    }
    const manifesto: TManifesto = { ...cabecalho, tabelas, sequencias: await valoresDasSequencias(client) };
    await escrever(`${PREFIXO_MANIFESTO}${JSON.stringify(manifesto)}\n`);
    compactado.end();
    await gravacao;
    await client.query('commit');

    await sincronizar(temporario);
    const hasChave = opcoes.arquivoDaChave ? await copiarChave(opcoes.arquivoDaChave, arquivo) : false;
    await fs.rename(temporario, arquivo);
    await sincronizar(opcoes.pasta);
    return {
      situacao: 'criado',
      arquivo,
      criadoEm,
      bytes: (await fs.stat(arquivo)).size,
      tabelas: tabelas.length,
      linhas: tabelas.reduce((soma, t) => soma + t.linhas, 0),
      duracaoMs: Math.round(performance.now() - inicio),
      hasChave,
    };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    if (gzip && gravacao) {
      gzip.destroy();
      await gravacao.catch(() => {});
      await fs.rm(temporario, { force: true });
    }
    throw error;
  } finally {
    client.release();
  }
}

async function migracaoAplicada(client: pg.ClientBase): Promise<TCabecalho['migracao']> {
  const { rows } = await client.query<{ hash: string; criada_em: string }>(
    'select hash, created_at::text as criada_em from drizzle.__drizzle_migrations order by created_at desc limit 1',
  );
  const ultima = rows[0];
  if (!ultima) throw new Error('O banco de dados não tem migrações aplicadas: nada a copiar.');
  const criadaEm = Number(ultima.criada_em);
  const tag = migracoesConhecidas().find((m) => m.criadaEm === criadaEm)?.tag ?? null;
  return { tag, criada_em: criadaEm, hash: ultima.hash };
}

/** The key's verifier the database holds (lib/abrir-cofre-na-partida.ts), read in the backup's snapshot. */
async function verificadorDaChave(client: pg.ClientBase): Promise<string | null> {
  // A database not yet migrated to the table (the backup is of the database as it is) has no verifier.
  const { rows: tabela } = await client.query<{ existe: boolean }>(
    `select to_regclass('chave_dos_segredos') is not null as existe`,
  );
  if (!tabela[0]?.existe) return null;
  const { rows } = await client.query<{ verificador: string }>(
    'select verificador from chave_dos_segredos where id = 1',
  );
  return rows[0]?.verificador ?? null;
}

async function valoresDasSequencias(client: pg.ClientBase): Promise<TManifesto['sequencias']> {
  const valores: TManifesto['sequencias'] = [];
  for (const s of await listarSequencias(client)) {
    const { rows } = await client.query<{ ultimo_valor: string; chamada: boolean }>(
      `select last_value::text as ultimo_valor, is_called as chamada from ${nomeQualificado(client, s.nome)}`,
    );
    const valor = rows[0];
    if (valor) valores.push({ ...s, ...valor });
  }
  return valores;
}

/** The key beside the backup (`<backup>.key`, 0600), in place before the backup itself appears. */
async function copiarChave(arquivoDaChave: string, arquivoDoBackup: string): Promise<boolean> {
  let chave: Buffer;
  try {
    chave = await fs.readFile(arquivoDaChave);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  const destino = chaveAoLadoDe(arquivoDoBackup);
  await fs.writeFile(`${destino}.tmp`, chave, { mode: 0o600 });
  await fs.chmod(`${destino}.tmp`, 0o600);
  await sincronizar(`${destino}.tmp`);
  await fs.rename(`${destino}.tmp`, destino);
  return true;
}

/** fsync of a file or a folder (the rename into it), so a backup reported as taken survives a power cut. */
async function sincronizar(caminho: string) {
  const handle = await fs.open(caminho, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
