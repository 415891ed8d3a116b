import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { eq } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { createDb, type DbHandle } from '../../src/db/client.ts';
import { DONO_DO_ENVIO } from '../../src/modules/fiscal/dono-do-envio.ts';
import { leaseDeEnvio } from '../../src/modules/fiscal/lease-de-envio.repository.ts';
import { retomarEnvios } from '../../src/modules/fiscal/lease-de-envio.ts';
import { TEMPLATE_DB } from '../support/constants.ts';

/**
 * The sending lease on a table of its own, created here with the two columns the NF-e's and NFS-e's tables have
 * (envio_ate, envio_por): the helper is parameterised by the table, and what it guarantees is the same on any.
 */
const documentos = pgTable('documentos_com_envio', {
  id: serial('id').primaryKey(),
  situacao: text('situacao').notNull(),
  ordem: integer('ordem').notNull(),
  envioAte: timestamp('envio_ate', { withTimezone: true }),
  envioPor: text('envio_por'),
});
const lease = leaseDeEnvio(documentos);

const OUTRA_REPLICA = 'outra-replica/1/execucao';
const RESTART_DESTE_PID = `${os.hostname()}/${process.pid}/execucao-anterior`;

let servidor: string;
let nomeBanco: string;
let handle: DbHandle;

beforeAll(async () => {
  servidor = inject('pgServerUrl');
  nomeBanco = `erp_test_${randomBytes(6).toString('hex')}`;
  const m = new pg.Client({ connectionString: servidor });
  await m.connect();
  await m.query(`create database ${nomeBanco} template ${TEMPLATE_DB}`);
  await m.end();
  handle = createDb(servidor.replace(/\/[^/]+$/, `/${nomeBanco}`), 3);
  await handle.pool.query(
    `create table documentos_com_envio (id serial primary key, situacao text not null, ordem integer not null,
       envio_ate timestamptz, envio_por text)`,
  );
});

afterAll(async () => {
  await handle.close();
  const m = new pg.Client({ connectionString: servidor });
  await m.connect();
  await m.query(`drop database if exists ${nomeBanco} with (force)`);
  await m.end();
});

beforeEach(async () => {
  await handle.pool.query('truncate documentos_com_envio restart identity');
});

async function novo(situacao = 'Processando', ordem = 0) {
  const [row] = await handle.db
    .insert(documentos)
    .values({ situacao, ordem })
    .returning({ id: documentos.id });
  if (!row) throw new Error('documento não inserido');
  return row.id;
}

const dono = async (id: number) =>
  (await handle.pool.query('select envio_por from documentos_com_envio where id = $1', [id])).rows[0]
    .envio_por as string | null;

describe('leaseDeEnvio', () => {
  it('one holder at a time; only the holder frees it; an expired lease goes to whoever asks', async () => {
    const { db } = handle;
    const id = await novo();
    expect(await lease.tomar(db, id, 600)).toBe(true);
    expect(await lease.tomar(db, id, 600, OUTRA_REPLICA)).toBe(false);
    await lease.liberar(db, id, OUTRA_REPLICA);
    expect(await dono(id)).toBe(DONO_DO_ENVIO);
    await lease.liberar(db, id);
    expect(await dono(id)).toBe(null);

    expect(await lease.tomar(db, id, 600, OUTRA_REPLICA)).toBe(true);
    await handle.pool.query("update documentos_com_envio set envio_ate = now() - interval '1 second'");
    expect(await lease.tomar(db, id, 600)).toBe(true);
    expect(await dono(id)).toBe(DONO_DO_ENVIO);
  });

  it('frees the leases of a dead holder (an earlier run of this pid), never those of another host', async () => {
    const { db } = handle;
    const [morto, replica, meu] = [await novo(), await novo(), await novo()];
    await lease.tomar(db, morto, 600, RESTART_DESTE_PID);
    await lease.tomar(db, replica, 600, OUTRA_REPLICA);
    await lease.tomar(db, meu, 600);
    expect((await lease.listarDonos(db)).sort()).toEqual(
      [DONO_DO_ENVIO, OUTRA_REPLICA, RESTART_DESTE_PID].sort(),
    );
    expect(await lease.liberarDonosMortos(db)).toBe(1);
    expect([await dono(morto), await dono(replica), await dono(meu)]).toEqual([
      null,
      OUTRA_REPLICA,
      DONO_DO_ENVIO,
    ]);
  });

  it('pendentes: the rows of the condition nobody holds, oldest first, at most 50 a run', async () => {
    const { db } = handle;
    const ids: number[] = [];
    for (let i = 0; i < 55; i++) ids.push(await novo('Processando', 100 - i));
    const autorizada = await novo('Autorizada', -1);
    const [retido] = ids.slice(-1);
    if (retido === undefined) throw new Error('sem documentos');
    await lease.tomar(db, retido, 600, OUTRA_REPLICA);
    const pendentes = await lease.pendentes(db, eq(documentos.situacao, 'Processando'), documentos.ordem);
    // ordem 100 - i: the last inserted is the oldest; the held one (i = 54) and the authorised one are left out.
    expect(pendentes).toEqual(ids.slice(4, 54).reverse());
    expect(pendentes).not.toContain(autorizada);
  });

  it('com: holds the lease while fn runs and frees it even when fn fails; a held row answers the refusal', async () => {
    const { db } = handle;
    const id = await novo();
    const recusa = async () => new Error('Este documento já está sendo enviado.');
    const dentro = await lease.com(db, id, 600, async () => lease.tomar(db, id, 600, OUTRA_REPLICA), recusa);
    expect(dentro).toBe(false);
    expect(await dono(id)).toBe(null);
    await expect(
      lease.com(db, id, 600, async () => Promise.reject(new Error('SEFAZ fora do ar')), recusa),
    ).rejects.toThrow('SEFAZ fora do ar');
    expect(await dono(id)).toBe(null);
    await lease.tomar(db, id, 600, OUTRA_REPLICA);
    await expect(lease.com(db, id, 600, async () => 'enviado', recusa)).rejects.toThrow(
      'Este documento já está sendo enviado.',
    );
    expect(await dono(id)).toBe(OUTRA_REPLICA);
  });
});

describe('retomarEnvios', () => {
  it('frees dead holders first, skips a row someone holds, counts the concluded, and stops on another error', async () => {
    const { db } = handle;
    const [a, b, c] = [
      await novo('Processando', 1),
      await novo('Processando', 2),
      await novo('Processando', 3),
    ];
    await lease.tomar(db, a, 600, RESTART_DESTE_PID);
    class Ocupado extends Error {}
    const comEnvio = <R>(id: number, fn: () => Promise<R>) =>
      lease.com(db, id, 600, fn, async () => new Ocupado());
    const vistos: number[] = [];
    const etapa = {
      pendentes: (d: typeof db) =>
        lease.pendentes(d, eq(documentos.situacao, 'Processando'), documentos.ordem),
      concluir: async (id: number) => {
        vistos.push(id);
        // A user's emission takes c while the job is busy with b.
        if (id === b) await lease.tomar(db, c, 600, OUTRA_REPLICA);
        return id === a;
      },
    };
    const concluidas = await retomarEnvios(db, lease, comEnvio, (e) => e instanceof Ocupado, [etapa]);
    expect(concluidas).toBe(1);
    expect(vistos).toEqual([a, b]);

    await lease.liberar(db, c, OUTRA_REPLICA);
    const falha = retomarEnvios(db, lease, comEnvio, (e) => e instanceof Ocupado, [
      {
        ...etapa,
        concluir: async () => {
          throw new Error('banco de dados fora do ar');
        },
      },
    ]);
    await expect(falha).rejects.toThrow('banco de dados fora do ar');
    expect([await dono(a), await dono(b), await dono(c)]).toEqual([null, null, null]);
  });
});
