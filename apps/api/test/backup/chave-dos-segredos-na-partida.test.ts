import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TEMPLATE_DB, TEST_ADMIN } from '../support/constants.ts';
import { type ServerProcess, spawnServer } from '../support/server-process.ts';

/**
 * The key of the secrets at start-up, through the real server on a database that holds an encrypted SMTP
 * password: a lost key file or a wrong key stops the start with the file to restore, never a new key.
 */
let pasta: string;
let dataDir: string;
let arquivoChave: string;
let url: string;
let nomeBanco: string;
let banco: pg.Client;
const SAIDA_CHAVE_AUSENTE =
  'A chave dos segredos não foi encontrada: o banco de dados guarda segredos cifrados, mas APP_SECRET_KEY não ' +
  'está definida e o arquivo ';

const iniciar = (env: Record<string, string> = {}) =>
  spawnServer({ DATABASE_URL: url, DATA_DIR: dataDir, BACKUP_AUTOMATICO: 'false', ...env });

async function parar(s: ServerProcess) {
  if (s.proc.exitCode === null) {
    s.proc.kill('SIGTERM');
    await s.waitExit();
  }
}

const comoRestaurar = (arquivo: string) =>
  `Restaure o arquivo ${arquivo} do backup (cada backup traz a chave ao lado, como <backup>.gz.key) ou defina ` +
  'APP_SECRET_KEY com a chave original.';

beforeAll(async () => {
  pasta = await mkdtemp(path.join(os.tmpdir(), 'erp-chave-partida-'));
  dataDir = path.join(pasta, 'dados');
  arquivoChave = path.join(dataDir, 'app-secret.key');
  const servidor = inject('pgServerUrl');
  nomeBanco = `erp_test_${randomBytes(6).toString('hex')}`;
  const m = new pg.Client({ connectionString: servidor });
  await m.connect();
  await m.query(`create database ${nomeBanco} template ${TEMPLATE_DB}`);
  await m.end();
  url = servidor.replace(/\/[^/]+$/, `/${nomeBanco}`);
  banco = new pg.Client({ connectionString: url });
  await banco.connect();

  // The first start creates the key file; the company's SMTP password is then stored encrypted with it.
  const s = await iniciar();
  try {
    await s.waitHealthy();
    const login = await fetch(`${s.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: TEST_ADMIN.email, senha: TEST_ADMIN.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const empresa = await fetch(`${s.baseUrl}/api/preferencias/empresa`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        razao_social: 'Plásticos Transformados Ltda',
        regime_tributario: 1,
        smtp_host: 'smtp.plasttrans.com.br',
        smtp_porta: 587,
        smtp_usuario: 'nfe@plasttrans.com.br',
        smtp_senha: 'Smtp-Segredo-da-Partida-31',
        smtp_remetente: 'nfe@plasttrans.com.br',
      }),
    });
    expect(empresa.status).toBe(200);
  } finally {
    await parar(s);
  }
  expect(existsSync(arquivoChave)).toBe(true);
}, 180_000);

afterAll(async () => {
  await banco?.end();
  if (nomeBanco) {
    const m = new pg.Client({ connectionString: inject('pgServerUrl') });
    await m.connect();
    await m.query(`drop database if exists ${nomeBanco} with (force)`);
    await m.end();
  }
  if (pasta) await rm(pasta, { recursive: true, force: true });
});

describe('the key of the secrets at start-up', { timeout: 180_000 }, () => {
  it('a lost key file stops the start, naming the file and how to restore it, and no new key is made', async () => {
    const guardada = path.join(pasta, 'chave-guardada.key');
    await rename(arquivoChave, guardada);
    try {
      const s = await iniciar();
      expect(await s.waitExit()).toBe(1);
      expect(s.output()).toContain(
        `${SAIDA_CHAVE_AUSENTE}${arquivoChave} não existe. ${comoRestaurar(arquivoChave)}`,
      );
      expect(existsSync(arquivoChave)).toBe(false);
    } finally {
      await rename(guardada, arquivoChave);
    }
  });

  it('a wrong but well-formed APP_SECRET_KEY stops the start', async () => {
    const errada = randomBytes(32).toString('base64');
    const s = await iniciar({ APP_SECRET_KEY: errada });
    expect(await s.waitExit()).toBe(1);
    expect(s.output()).toContain(
      `A chave dos segredos (APP_SECRET_KEY) não é a que cifrou os segredos deste banco de dados. ${comoRestaurar(arquivoChave)}`,
    );
    expect(s.output()).not.toContain(errada);
  });

  it('a key file from elsewhere stops the start, also on a database from before the verifier', async () => {
    const certa = readFileSync(arquivoChave);
    await banco.query('delete from chave_dos_segredos');
    await writeFile(arquivoChave, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600 });
    try {
      const s = await iniciar();
      expect(await s.waitExit()).toBe(1);
      expect(s.output()).toContain(
        `A chave dos segredos (o arquivo ${arquivoChave}) não é a que cifrou os segredos deste banco de dados.`,
      );
      // Tried on the stored SMTP password, and no verifier of the wrong key was kept.
      expect((await banco.query('select count(*)::int as n from chave_dos_segredos')).rows[0].n).toBe(0);
    } finally {
      await writeFile(arquivoChave, certa, { mode: 0o600 });
    }
  });

  it('the right key file starts, and its verifier is stored again', async () => {
    const s = await iniciar();
    try {
      await s.waitHealthy();
      expect((await banco.query('select count(*)::int as n from chave_dos_segredos')).rows[0].n).toBe(1);
    } finally {
      await parar(s);
    }
  });
});
