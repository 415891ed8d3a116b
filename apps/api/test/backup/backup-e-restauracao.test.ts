import { randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Config } from '../../src/config.ts';
import { criarBackup } from '../../src/db/backup/criar-backup.ts';
import { fazerBackup } from '../../src/db/backup/fazer-backup.ts';
import { BancoNaoVazioError, restaurarBackup } from '../../src/db/backup/restaurar-backup.ts';
import { restaurarInstalacao } from '../../src/db/backup/restaurar-instalacao.ts';
import { createDb } from '../../src/db/client.ts';
import { aplicarMigracoesNaTransacao, migracoesConhecidas, runMigrations } from '../../src/db/migrate.ts';
import { carregarCertificadoDaEmpresa } from '../../src/modules/fiscal/carregar-certificado-da-empresa.ts';
import { type Cenario, montarCenario, PP } from '../nfe/cenario.ts';
import { gerarA1DeTeste } from '../support/certificado-a1.ts';
import { CNPJ_EMPRESA } from '../support/nfe-remessa.ts';

const serverUrl = inject('pgServerUrl');
const urlDe = (banco: string) => serverUrl.replace(/\/[^/]+$/, `/${banco}`);
const bancosCriados: string[] = [];
const pastas: string[] = [];

async function consultar<T extends pg.QueryResultRow>(url: string, sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** An empty database on the test server, as a fresh installation's. */
async function bancoVazio() {
  const nome = `erp_test_restaurado_${randomBytes(5).toString('hex')}`;
  await consultar(serverUrl, `create database ${nome}`);
  bancosCriados.push(nome);
  return urlDe(nome);
}

/** An installation's DATA_DIR, with the secrets' key file in it (createTestApp's config points elsewhere). */
const instalacaoEm = (dir: string) => ({
  dataDir: dir,
  segredos: { chave: undefined, arquivoChave: path.join(dir, 'app-secret.key') },
});

async function pastaTemporaria() {
  const pasta = await mkdtemp(path.join(os.tmpdir(), 'erp-backup-'));
  pastas.push(pasta);
  return pasta;
}

/** Every row of every table of the app, in key order, as node-postgres reads it (numeric and bigint as text). */
async function conteudo(url: string) {
  const tabelas = await consultar<{ nome: string }>(
    url,
    `select relname::text as nome from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' order by 1`,
  );
  const linhas: Record<string, unknown[]> = {};
  for (const { nome } of tabelas) {
    // Ordered by the whole row's text: same rows, same order, whatever the physical order.
    linhas[nome] = await consultar(url, `select * from "${nome}" t order by t::text collate "C"`);
  }
  return linhas;
}

const sequencias = (url: string) =>
  consultar<{ nome: string; valor: string }>(
    url,
    `select sequencename::text as nome, last_value::text as valor from pg_sequences
      where schemaname = 'public' order by 1`,
  );

let c: Cenario;
let urlOrigem: string;
let dataDir: string;
let config: Config;
let chave: Buffer;
let idNota: number;
let idEntrada: number;
let idClienteExcluido: number;
let serieDoCertificado: string;

beforeAll(async () => {
  dataDir = await pastaTemporaria();
  // The secrets' key as the app writes it on its first start (base64 of 32 bytes), in this test's DATA_DIR.
  chave = Buffer.from(`${randomBytes(32).toString('base64')}\n`);
  await writeFile(path.join(dataDir, 'app-secret.key'), chave, { mode: 0o600 });
  // The app's own schedule is on, as with the embedded database: it takes the day's backup at start-up.
  c = await montarCenario({
    ...instalacaoEm(dataDir),
    backup: { pasta: path.join(dataDir, 'backups'), hora: 2, isAutomatico: true },
  });
  config = c.t.config;
  urlOrigem = c.t.pool.options.connectionString as string;
  // The company's A1, stored encrypted with this installation's key.
  const a1 = gerarA1DeTeste({ cnpj: CNPJ_EMPRESA });
  const form = new FormData();
  form.append('certificado', new Blob([new Uint8Array(a1.pfx)]), 'empresa.pfx');
  form.append('senha', a1.senha);
  const envio = await c.t.request('/api/preferencias/certificado', {
    method: 'POST',
    token: c.token,
    body: form,
  });
  expect(envio.status).toBe(200);
  serieDoCertificado = ((await envio.json()) as { serie: string }).serie;
  const remessa = await c.importarRemessa([
    PP,
    { ...PP, cProd: 'PP-H503', qCom: '25.5000', vProd: '204.00' },
  ]);
  idEntrada = remessa.id;
  const idCliente = await c.idClienteRemessa();
  await c.definirReferenciacao(idCliente, 'FIFO');
  const rascunho = await c.salvarRascunho({
    id_cliente: idCliente,
    natureza_operacao: 'RETORNO DE INDUSTRIALIZACAO',
    itens: [
      { id_produto: c.idPP, quantidade: '40.1234', cfop: '5902', id_item_entrada: remessa.itens[0]?.id },
      {
        id_produto: c.idPP,
        id_servico: c.idServico,
        quantidade: '40.1234',
        cfop: '5124',
        id_item_entrada: remessa.itens[0]?.id,
      },
    ],
  });
  expect(rascunho.status, JSON.stringify(rascunho.body)).toBe(200);
  idNota = rascunho.body.id;
  const emitida = await c.emitir(idNota, '2099-01-15');
  expect(emitida.body.status).toBe('Autorizada');

  const categorias = await c.api<{ id: number; tipo: string }[]>('/financeiro/categorias');
  const despesa = await c.api<{ id: number }>('/financeiro/lancamentos', 'POST', {
    tipo: 'DESPESA',
    descricao: 'Energia elétrica — maio',
    valor_original: '1234.56',
    data_vencimento: '2026-05-10',
    id_categoria: categorias.body.find((cat) => cat.tipo === 'DESPESA')?.id,
  });
  expect(despesa.status).toBe(201);
  const baixa = await c.api(`/financeiro/lancamentos/${despesa.body.id}/baixar`, 'POST', {
    valor_recebido: '1230.01',
    data_pagamento: '2026-05-09',
    valor_desconto: '4.55',
    valor_juros_multa: '0',
  });
  expect(baixa.status).toBe(200);
  // A client created and deleted: its id must not be handed out again after the restore (the audit names it).
  const excluido = await c.api<{ id: number }>('/clientes', 'POST', {
    nome_razao_social: 'Cliente de Passagem Ltda',
    cpf_cnpj: '11.222.333/0001-81',
  });
  expect(excluido.status).toBe(201);
  idClienteExcluido = excluido.body.id;
  expect((await c.api(`/clientes/${idClienteExcluido}`, 'DELETE')).status).toBe(204);
});

afterAll(async () => {
  await c?.t.close();
  for (const nome of bancosCriados)
    await consultar(serverUrl, `drop database if exists ${nome} with (force)`);
  for (const pasta of pastas) await rm(pasta, { recursive: true, force: true });
});

describe('backup and restore of the database', () => {
  let arquivo: string;

  it('the app takes the day’s backup on its own at start-up, and tells administrators when', async () => {
    const deadline = Date.now() + 15_000;
    let info = { ultimo_backup: null as string | null, pasta: '', automatico: false, hora: 0 };
    while (!info.ultimo_backup && Date.now() < deadline) {
      info = (await c.api<typeof info>('/preferencias/backup')).body;
      if (!info.ultimo_backup) await new Promise((r) => setTimeout(r, 100));
    }
    expect(info).toEqual({
      ultimo_backup: expect.any(String),
      pasta: config.backup.pasta,
      automatico: true,
      hora: 2,
    });
    expect(Date.now() - Date.parse(info.ultimo_backup ?? '')).toBeLessThan(60_000);
    expect(c.t.logs()).toContain('backup do banco de dados concluído');

    // It names a folder of the server: an Operador is refused.
    const perfis = await c.api<{ id: number; nome: string }[]>('/preferencias/perfis');
    await c.api('/usuarios', 'POST', {
      nome: 'Olívia Operadora',
      email: 'olivia@empresa.local',
      senha: 'granulado-verde-9',
      id_perfil: perfis.body.find((p) => p.nome === 'Operador')?.id,
    });
    const login = await c.t.request('/api/login', {
      method: 'POST',
      json: { email: 'olivia@empresa.local', senha: 'granulado-verde-9' },
    });
    const { token } = (await login.json()) as { token: string };
    expect((await c.t.request('/api/preferencias/backup', { token })).status).toBe(403);
  });

  it('takes a backup with the key file of the certificate store beside it, both readable by the owner only', async () => {
    const backup = await fazerBackup(c.t.pool, config, 'automatico');
    if (backup.situacao !== 'criado') throw new Error('backup não criado');
    arquivo = backup.arquivo;
    expect(path.dirname(arquivo)).toBe(config.backup.pasta);
    expect(path.basename(arquivo)).toMatch(/^erp-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z\.gz$/);
    expect(backup.hasChave).toBe(true);
    expect(readFileSync(`${arquivo}.key`).equals(chave)).toBe(true);
    expect(statSync(arquivo).mode & 0o777).toBe(0o600);
    expect(statSync(`${arquivo}.key`).mode & 0o777).toBe(0o600);
    expect(statSync(config.backup.pasta).mode & 0o777).toBe(0o700);
    // Readable without this code: zcat shows the header, each table's rows in COPY text, and the manifest.
    const texto = gunzipSync(readFileSync(arquivo)).toString('utf8');
    expect(texto.split('\n')[0]).toContain('"formato":"erp-backup"');
    expect(texto).toContain('#TABELA {"nome":"notas_fiscais"');
    expect(texto.trimEnd().split('\n').at(-1)).toMatch(/^#MANIFESTO /);
    const info = await c.api<{ ultimo_backup: string }>('/preferencias/backup');
    expect(info.body.ultimo_backup).toBe(backup.criadoEm.toISOString());
  });

  it('restores into a fresh database: every table equal, every sequence continuing, the key in DATA_DIR', async () => {
    const urlDestino = await bancoVazio();
    const dataDirDestino = await pastaTemporaria();
    const restaurado = await restaurarInstalacao(
      { ...config, ...instalacaoEm(dataDirDestino), databaseUrl: urlDestino },
      arquivo,
      { substituir: false },
    );
    expect(restaurado.chave).toBe('restaurada');
    expect((await readFile(path.join(dataDirDestino, 'app-secret.key'))).equals(chave)).toBe(true);
    expect(statSync(path.join(dataDirDestino, 'app-secret.key')).mode & 0o777).toBe(0o600);

    // Documents, balances, lançamentos, the audit, the totals and list blocks the triggers keep: all equal.
    const [origem, destino] = [await conteudo(urlOrigem), await conteudo(urlDestino)];
    expect(Object.keys(destino)).toEqual(Object.keys(origem));
    for (const tabela of Object.keys(origem)) expect(destino[tabela], tabela).toEqual(origem[tabela]);

    // Named checks of what the company would look for first.
    const [nota] = await consultar<{ xml_autorizado: string; status: string }>(
      urlDestino,
      'select xml_autorizado, status from notas_fiscais where id = $1',
      [idNota],
    );
    const [notaOrigem] = await consultar<{ xml_autorizado: string }>(
      urlOrigem,
      'select xml_autorizado from notas_fiscais where id = $1',
      [idNota],
    );
    expect(nota?.status).toBe('Autorizada');
    expect(
      Buffer.from(nota?.xml_autorizado ?? '').equals(Buffer.from(notaOrigem?.xml_autorizado ?? 'x')),
    ).toBe(true);
    const saldos = await consultar<{ saldo_kg: string }>(
      urlDestino,
      'select saldo_kg::text from nfe_entrada_itens where id_nfe_entrada = $1 order by id',
      [idEntrada],
    );
    expect(saldos.map((s) => s.saldo_kg)).toEqual(['59.8766', '25.5000']);
    const despesa = await consultar<{ valor_pago_recebido: string; valor_desconto: string }>(
      urlDestino,
      `select valor_pago_recebido::text, valor_desconto::text from lancamentos where descricao like 'Energia%'`,
    );
    expect(despesa).toEqual([{ valor_pago_recebido: '1230.01', valor_desconto: '4.55' }]);

    // The company's A1 opens with the key restored beside the backup, as the app would read it there.
    const restauradoDb = createDb(urlDestino, 1);
    try {
      const certificado = await carregarCertificadoDaEmpresa({
        db: restauradoDb.db,
        config: { ...config, ...instalacaoEm(dataDirDestino) },
      });
      expect(certificado?.serie).toBe(serieDoCertificado);
      expect(certificado?.chave.privateKeyPem).toContain('PRIVATE KEY');
    } finally {
      await restauradoDb.close();
    }

    // Sequences continue where the original stood: the deleted client's id is not handed out again.
    expect(await sequencias(urlDestino)).toEqual(await sequencias(urlOrigem));
    const [novo] = await consultar<{ id: string }>(
      urlDestino,
      `select nextval('clientes_id_seq')::text as id`,
    );
    expect(Number(novo?.id)).toBe(idClienteExcluido + 1);

    // Drizzle's bookkeeping is the app's own: the next start applies nothing.
    const migracoes = `select hash, created_at::text from drizzle.__drizzle_migrations order by created_at`;
    expect(await consultar(urlDestino, migracoes)).toEqual(await consultar(urlOrigem, migracoes));
    await runMigrations(urlDestino);
    expect(await consultar(urlDestino, migracoes)).toEqual(await consultar(urlOrigem, migracoes));
  });

  it('refuses a database that is not empty, and with --substituir replaces its content with the backup', async () => {
    const urlDestino = await bancoVazio();
    await restaurarBackup(urlDestino, arquivo, { substituir: false });
    await consultar(urlDestino, `update nfe_entrada_itens set saldo_kg = 0`);
    await expect(restaurarBackup(urlDestino, arquivo, { substituir: false })).rejects.toThrow(
      BancoNaoVazioError,
    );
    await expect(restaurarBackup(urlDestino, arquivo, { substituir: false })).rejects.toThrow(
      /não está vazio.*--substituir/,
    );
    await restaurarBackup(urlDestino, arquivo, { substituir: true });
    expect(await conteudo(urlDestino)).toEqual(await conteudo(urlOrigem));
  });

  it('restores a backup taken before the last update and brings it up to date with the newer migrations', async () => {
    // An installation one migration behind this code, with a client of its own.
    const urlAntiga = await bancoVazio();
    const penultima = migracoesConhecidas().at(-2);
    const antiga = new pg.Client({ connectionString: urlAntiga });
    await antiga.connect();
    try {
      await antiga.query('begin');
      await aplicarMigracoesNaTransacao(antiga, { ate: penultima?.criadaEm });
      await antiga.query(
        `insert into clientes (nome_razao_social, cpf_cnpj) values ('Moldados Antigos Ltda', '11444777000161')`,
      );
      await antiga.query('commit');
    } finally {
      await antiga.end();
    }
    const pool = new pg.Pool({ connectionString: urlAntiga, max: 1 });
    const backup = await criarBackup(pool, { pasta: await pastaTemporaria() }).finally(() => pool.end());
    if (backup.situacao !== 'criado') throw new Error('backup não criado');

    const urlDestino = await bancoVazio();
    const restaurado = await restaurarBackup(urlDestino, backup.arquivo, { substituir: false });
    expect(restaurado.manifesto.migracao.tag).toBe(penultima?.tag);
    expect(restaurado.migracoesPosteriores).toBe(1);
    const migracoes = `select hash, created_at::text from drizzle.__drizzle_migrations order by created_at`;
    expect(await consultar(urlDestino, migracoes)).toEqual(await consultar(urlOrigem, migracoes));
    expect(await consultar(urlDestino, 'select nome_razao_social from clientes')).toEqual([
      { nome_razao_social: 'Moldados Antigos Ltda' },
    ]);
  });

  it('refuses a backup from a newer version of the system, before touching the database', async () => {
    const texto = gunzipSync(readFileSync(arquivo)).toString('utf8');
    const futura = Date.UTC(2099, 0, 1, 12);
    const adulterado = texto
      .replace(/"criada_em":\d+/g, `"criada_em":${futura}`)
      .replace(/"tag":"[^"]*"/g, '"tag":"9999_futuro"');
    const arquivoFuturo = path.join(await pastaTemporaria(), 'futuro.gz');
    await writeFile(arquivoFuturo, gzipSync(adulterado));
    const urlDestino = await bancoVazio();
    await expect(restaurarBackup(urlDestino, arquivoFuturo, { substituir: false })).rejects.toThrow(
      /versão mais nova do sistema \(migração 9999_futuro, de 01\/01\/2099\).*Atualize o sistema/,
    );
    expect(await consultar(urlDestino, `select 1 from pg_namespace where nspname = 'drizzle'`)).toEqual([]);
  });

  it('refuses a truncated or altered archive before touching the database it would replace', async () => {
    const urlDestino = await bancoVazio();
    await restaurarBackup(urlDestino, arquivo, { substituir: false });
    const antes = await conteudo(urlDestino);
    const pasta = await pastaTemporaria();

    const truncado = path.join(pasta, 'truncado.gz');
    const bytes = readFileSync(arquivo);
    await writeFile(truncado, bytes.subarray(0, Math.floor(bytes.length * 0.8)));
    await expect(restaurarBackup(urlDestino, truncado, { substituir: true })).rejects.toThrow(
      /corrompido ou incompleto|incompleto/,
    );

    // A changed balance, recompressed (a valid gzip): the table's checksum no longer matches the manifest.
    const texto = gunzipSync(bytes).toString('utf8');
    const alterado = path.join(pasta, 'alterado.gz');
    await writeFile(alterado, gzipSync(texto.replace('59.8766', '99.8766')));
    await expect(restaurarBackup(urlDestino, alterado, { substituir: true })).rejects.toThrow(
      /corrompido: a tabela nfe_entrada_itens não confere/,
    );
    expect(await conteudo(urlDestino)).toEqual(antes);
  });

  it('refuses to restore while the app holds the data directory', async () => {
    const dataDirEmUso = await pastaTemporaria();
    // The lock file of a live process (this test's parent) stands for the running app.
    await writeFile(path.join(dataDirEmUso, 'app.lock'), `${process.ppid}\n`);
    const urlDestino = await bancoVazio();
    await expect(
      restaurarInstalacao({ ...config, ...instalacaoEm(dataDirEmUso), databaseUrl: urlDestino }, arquivo, {
        substituir: true,
      }),
    ).rejects.toThrow(/O sistema está em execução com os dados em .*Encerre-o antes de restaurar um backup/);
    expect(await consultar(urlDestino, `select 1 from pg_namespace where nspname = 'drizzle'`)).toEqual([]);
  });

  it('refuses a different key already in DATA_DIR unless --substituir, which keeps the old one aside', async () => {
    const dataDirComChave = await pastaTemporaria();
    const outra = Buffer.from(`${randomBytes(32).toString('base64')}\n`);
    await writeFile(path.join(dataDirComChave, 'app-secret.key'), outra);
    const urlDestino = await bancoVazio();
    const destino = { ...config, ...instalacaoEm(dataDirComChave), databaseUrl: urlDestino };
    await expect(restaurarInstalacao(destino, arquivo, { substituir: false })).rejects.toThrow(
      /app-secret\.key já existe e é diferente da chave que acompanha o backup/,
    );
    expect(await consultar(urlDestino, `select 1 from pg_namespace where nspname = 'drizzle'`)).toEqual([]);

    const restaurado = await restaurarInstalacao(destino, arquivo, { substituir: true });
    expect(restaurado.chave).toBe('substituida');
    expect((await readFile(path.join(dataDirComChave, 'app-secret.key'))).equals(chave)).toBe(true);
    expect((await readFile(restaurado.chaveAnterior ?? '')).equals(outra)).toBe(true);
  });

  it('takes one backup at a time across processes', async () => {
    const outro = new pg.Client({ connectionString: urlOrigem });
    await outro.connect();
    try {
      await outro.query(`select pg_advisory_lock(hashtextextended('backup-do-banco', 0))`);
      const pasta = await pastaTemporaria();
      expect(await criarBackup(c.t.pool, { pasta })).toEqual({ situacao: 'em-andamento' });
    } finally {
      await outro.end();
    }
  });
});
