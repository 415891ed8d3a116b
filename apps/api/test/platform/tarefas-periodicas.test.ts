import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb, type DbHandle } from '../../src/db/client.ts';
import { reservarRodada } from '../../src/db/rodada-de-tarefa.ts';
import { agendarTarefa } from '../../src/lib/tarefa-periodica.ts';
import { TEMPLATE_DB } from '../support/constants.ts';

/**
 * Two API instances on one database, each with its own pool and its own timer for the same job, as two replicas
 * behind a load balancer: the job must run once per period between them, never twice at once.
 */

const INTERVALO_SEGUNDOS = 1;
const DURACAO_DA_RODADA_MS = 300;

let servidor: string;
let nomeBanco: string;
const handles: DbHandle[] = [];

beforeAll(async () => {
  servidor = inject('pgServerUrl');
  nomeBanco = `erp_test_${randomBytes(6).toString('hex')}`;
  const m = new pg.Client({ connectionString: servidor });
  await m.connect();
  await m.query(`create database ${nomeBanco} template ${TEMPLATE_DB}`);
  await m.end();
});

afterAll(async () => {
  await Promise.all(handles.map((h) => h.close()));
  const m = new pg.Client({ connectionString: servidor });
  await m.connect();
  await m.query(`drop database if exists ${nomeBanco} with (force)`);
  await m.end();
});

describe('a job claimed in tarefas_periodicas across two app instances on one database', () => {
  it('runs once per period between them, never two runs at a time, and stops with each app', async () => {
    const url = servidor.replace(/\/[^/]+$/, `/${nomeBanco}`);
    const rodadas: string[] = [];
    const pedidos: string[] = [];
    let emAndamento = 0;
    let maximoEmAndamento = 0;
    const instancia = (nomeDaInstancia: string): FastifyInstance => {
      const handle = createDb(url, 2);
      handles.push(handle);
      const app = Fastify({ logger: false });
      agendarTarefa(app, {
        nome: 'retomar NF-e pendentes',
        intervaloSegundos: INTERVALO_SEGUNDOS,
        isNaPartida: false,
        rodar: async () => {
          rodadas.push(nomeDaInstancia);
          emAndamento++;
          maximoEmAndamento = Math.max(maximoEmAndamento, emAndamento);
          await new Promise((r) => setTimeout(r, DURACAO_DA_RODADA_MS));
          emAndamento--;
        },
        reservarRodada: (minimo, isForcada) => {
          pedidos.push(nomeDaInstancia);
          return reservarRodada(handle.db, 'teste-duas-instancias', minimo, isForcada);
        },
      });
      return app;
    };
    const a = instancia('A');
    const b = instancia('B');
    await Promise.all([a.ready(), b.ready()]);
    // Four ticks of each instance (at 1, 2, 3 and 4 s): eight claims asked, one run granted per period.
    await new Promise((r) => setTimeout(r, 4 * INTERVALO_SEGUNDOS * 1000 + 500));
    await Promise.all([a.close(), b.close()]);
    const pedidosAoFechar = pedidos.length;
    const rodadasAoFechar = rodadas.length;

    expect(pedidosAoFechar).toBeGreaterThanOrEqual(7);
    expect(pedidos.filter((p) => p === 'A').length).toBeGreaterThanOrEqual(3);
    expect(pedidos.filter((p) => p === 'B').length).toBeGreaterThanOrEqual(3);
    // Once per period between the two (a late tick may push one period into the next: at least three of four).
    expect(rodadasAoFechar).toBeGreaterThanOrEqual(3);
    expect(rodadasAoFechar).toBeLessThanOrEqual(4);
    expect(maximoEmAndamento).toBe(1);

    // Closed: neither instance ticks again.
    await new Promise((r) => setTimeout(r, 2 * INTERVALO_SEGUNDOS * 1000));
    expect(pedidos.length).toBe(pedidosAoFechar);
    expect(rodadas.length).toBe(rodadasAoFechar);
  });
});
