import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import {
  FORMATO,
  nomeDoBackup,
  type TCabecalho,
  type TipoDeBackup,
  VERSAO_DO_FORMATO,
} from './formato-do-backup.ts';
import { aplicarRotacao, backupsAManter } from './rotacao-de-backups.ts';

const DIA = 24 * 60 * 60 * 1000;
const pastas: string[] = [];
afterEach(async () => {
  for (const p of pastas.splice(0)) await rm(p, { recursive: true, force: true });
});

/** A backup every night at 02:00 Brasília for 500 days up to 10/05/2026, and a manual one some afternoons. */
function datasSinteticas() {
  const datas: Date[] = [];
  const ultima = Date.parse('2026-05-10T05:00:00.000Z');
  for (let i = 0; i < 500; i++) {
    datas.push(new Date(ultima - i * DIA));
    if (i % 3 === 0) datas.push(new Date(ultima - i * DIA + 13 * 60 * 60 * 1000)); // 15:00 Brasília
  }
  // 22:00 of 30/04 in Brasília is already 01/05 in UTC: it is April's newest, not May's.
  datas.push(new Date('2026-05-01T01:00:00.000Z'));
  return datas;
}

describe('backup rotation', () => {
  it('keeps the newest of each of the last 14 days and of each of the last 12 months (Brasília calendar)', () => {
    const manter = [...backupsAManter(datasSinteticas().map((criadoEm) => ({ criadoEm })))]
      .map((b) => b.criadoEm.toISOString())
      .sort();
    const diarios = [
      ...[
        '2026-05-10T18',
        '2026-05-09T05',
        '2026-05-08T05',
        '2026-05-07T18',
        '2026-05-06T05',
        '2026-05-05T05',
      ],
      ...['2026-05-04T18', '2026-05-03T05', '2026-05-02T05', '2026-05-01T18'],
      '2026-05-01T01', // 30/04 in Brasília: 22:00, newer than its 02:00; also April's newest
      ...['2026-04-29T05', '2026-04-28T18', '2026-04-27T05'],
    ];
    const mensais = [
      ...['2026-03-31T05', '2026-02-28T05', '2026-01-31T18', '2025-12-31T05', '2025-11-30T05'],
      ...['2025-10-31T05', '2025-09-30T18', '2025-08-31T18', '2025-07-31T05', '2025-06-30T05'],
    ];
    expect(manter).toEqual([...diarios, ...mensais].map((h) => `${h}:00:00.000Z`).sort());
    // 14 days and 12 months, May's and April's newest being among the 14 days: 24 backups.
    expect(manter).toHaveLength(24);
  });

  it('deletes the others from the folder with the key beside each, and .tmp files a crash left', async () => {
    const pasta = await mkdtemp(path.join(os.tmpdir(), 'erp-rotacao-'));
    pastas.push(pasta);
    const datas = datasSinteticas();
    for (const data of datas) {
      await writeFile(path.join(pasta, nomeDoBackup(data)), '');
      await writeFile(path.join(pasta, `${nomeDoBackup(data)}.key`), '');
    }
    const abandonado = path.join(pasta, `${nomeDoBackup(new Date('2026-05-08T05:00:00Z'))}.tmp`);
    const emAndamento = path.join(pasta, `${nomeDoBackup(new Date('2026-05-10T05:00:00Z'))}.tmp`);
    const alheio = path.join(pasta, 'leia-me.txt');
    for (const f of [abandonado, emAndamento, alheio]) await writeFile(f, '');
    const agora = new Date('2026-05-10T05:10:00Z');
    await utimes(abandonado, new Date(agora.getTime() - 2 * DIA), new Date(agora.getTime() - 2 * DIA));
    await utimes(emAndamento, agora, agora);

    const apagados = await aplicarRotacao(pasta, agora);
    expect(apagados).toHaveLength(datas.length - 24);
    const restantes = await readdir(pasta);
    expect(restantes.filter((n) => n.endsWith('.gz'))).toHaveLength(24);
    expect(restantes.filter((n) => n.endsWith('.gz.key'))).toHaveLength(24);
    expect(restantes).toContain(path.basename(emAndamento));
    expect(restantes).toContain('leia-me.txt');
    expect(restantes).not.toContain(path.basename(abandonado));
  });
});

/** A backup file whose header names the key (its verifier) it was taken under; only the header is read. */
async function backupDe(pasta: string, criadoEm: Date, tipo: TipoDeBackup, chave: string | null) {
  const cabecalho: TCabecalho = {
    formato: FORMATO,
    versao: VERSAO_DO_FORMATO,
    criado_em: criadoEm.toISOString(),
    migracao: { tag: '0054_chave_dos_segredos_e_sessoes_avisadas', criada_em: 1, hash: 'h' },
    postgresql: '16',
    chave,
  };
  const nome = nomeDoBackup(criadoEm, tipo);
  await writeFile(path.join(pasta, nome), gzipSync(`${JSON.stringify(cabecalho)}\n`));
  await writeFile(path.join(pasta, `${nome}.key`), '');
  return nome;
}

describe('backup rotation by kind and by key', () => {
  it('keeps the manual and the automatic backups apart: a manual one never replaces the morning’s automatic', async () => {
    const pasta = await mkdtemp(path.join(os.tmpdir(), 'erp-rotacao-'));
    pastas.push(pasta);
    const automatico = await backupDe(pasta, new Date('2026-05-10T05:00:00Z'), 'automatico', 'K');
    const manualDaTarde = await backupDe(pasta, new Date('2026-05-10T18:00:00Z'), 'manual', 'K');
    const manualDaNoite = await backupDe(pasta, new Date('2026-05-10T23:00:00Z'), 'manual', 'K');
    expect(automatico).toBe('erp-backup-2026-05-10T05-00-00.000Z.gz');
    expect(manualDaNoite).toBe('erp-backup-2026-05-10T23-00-00.000Z-manual.gz');

    const apagados = await aplicarRotacao(pasta, new Date('2026-05-10T23:05:00Z'));
    expect(apagados.map((b) => path.basename(b.arquivo))).toEqual([manualDaTarde]);
    expect((await readdir(pasta)).sort()).toEqual(
      [automatico, `${automatico}.key`, manualDaNoite, `${manualDaNoite}.key`].sort(),
    );
  });

  it('never deletes the newest backup a key still opens, whatever the calendar says', async () => {
    const pasta = await mkdtemp(path.join(os.tmpdir(), 'erp-rotacao-'));
    pastas.push(pasta);
    // The 1st's 02:00 backup was the last under the old key; a new key from 03:00 on, then a backup every day.
    const ultimoDaChaveAntiga = await backupDe(
      pasta,
      new Date('2026-05-01T05:00:00Z'),
      'automatico',
      'ANTIGA',
    );
    const antesDele = await backupDe(pasta, new Date('2026-04-30T05:00:00Z'), 'automatico', 'ANTIGA');
    const primeiroDaNova = await backupDe(pasta, new Date('2026-05-01T06:00:00Z'), 'automatico', 'NOVA');
    const novos: string[] = [];
    for (let dia = 2; dia <= 20; dia++) {
      const data = new Date(`2026-05-${String(dia).padStart(2, '0')}T05:00:00Z`);
      novos.push(await backupDe(pasta, data, 'automatico', 'NOVA'));
    }
    const apagados = (await aplicarRotacao(pasta, new Date('2026-05-20T06:00:00Z'))).map((b) =>
      path.basename(b.arquivo),
    );
    // The calendar alone keeps 07/05-20/05 and April's newest (30/04): 01/05's two would both go.
    expect(apagados.sort()).toEqual([primeiroDaNova, ...novos.slice(0, 5)].sort());
    const restantes = await readdir(pasta);
    expect(restantes).toContain(ultimoDaChaveAntiga);
    expect(restantes).toContain(`${ultimoDaChaveAntiga}.key`);
    expect(restantes).toContain(antesDele);
  });
});
