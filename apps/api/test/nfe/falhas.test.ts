import { hostname } from 'node:os';
import { PassThrough } from 'node:stream';
import type { Simulator } from '@erp/sefaz-sim/create-simulator';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lancamentos } from '../../src/db/schema/lancamentos.ts';
import { notasFiscais } from '../../src/db/schema/notas-fiscais.ts';
import { retomarNotasPendentes } from '../../src/modules/nfe/reenvio-nfe.ts';
import { type Cenario, montarCenario } from './cenario.ts';

let c: Cenario;
let sim: Simulator;
beforeAll(async () => {
  c = await montarCenario();
  sim = await c.simulador();
});
afterAll(async () => c.t.close());
afterEach(() => {
  sim.faults.remover();
  sim.config.tpAmb = '2';
  sim.config.destinatariosIrregulares = [];
});

const ctx = () => c.t.ctx;

async function rascunhoDeVenda(quantidade = '1') {
  const r = await c.salvarRascunho({
    id_cliente: c.idComprador,
    natureza_operacao: 'VENDA DE MERCADORIA',
    itens: [{ id_produto: c.idTampa, quantidade, cfop: '5101' }],
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.id;
}

/** The simulator's own record: how many notes it authorised with this number (must never be more than one). */
const autorizadasNoSimulador = (numero: number) =>
  Object.values(sim.state.dados.notas).filter((n) => Number(n.nNF) === numero).length;

const recebiveis = (id: number) =>
  c.t.db
    .select()
    .from(lancamentos)
    .where(and(eq(lancamentos.origem, 'NFE'), eq(lancamentos.idDocumento, id)));

describe('rejeição e correção', () => {
  it('a rejected note is a draft again with SEFAZ’s reason; corrected, it is authorised with the same number', async () => {
    const id = await rascunhoDeVenda();
    sim.config.tpAmb = '1';
    const r = await c.emitir(id);
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ error: 'A SEFAZ rejeitou a NF-e. Corrija o rascunho e emita novamente.' });
    expect(String(r.body.details)).toMatch(/^252 - Rejei/);
    const rejeitada = await c.obter(id);
    expect(rejeitada).toMatchObject({ status: 'Rascunho', c_stat: '252', chave_acesso: null });
    const numero = rejeitada.numero_nfe as number;
    expect(numero).toBeGreaterThan(0);
    const lista = await c.api<{ data: { id: number; c_stat: string | null; x_motivo: string | null }[] }>(
      '/nfe/listar?status=Rascunho',
    );
    expect(lista.body.data.find((n) => n.id === id)).toMatchObject({ c_stat: '252' });
    expect(await recebiveis(id)).toEqual([]);

    sim.config.tpAmb = '2';
    const ok = await c.emitir(id);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({ status: 'Autorizada', numero_nfe: numero });
    expect(autorizadasNoSimulador(numero)).toBe(1);
  });
});

describe('uso denegado', () => {
  it('a denied note keeps its number and protocol, moves no stock and bills nothing', async () => {
    const id = await rascunhoDeVenda('2');
    const estoqueAntes = await c.estoque(c.idTampa);
    sim.config.destinatariosIrregulares = ['11444777000161'];
    const r = await c.emitir(id);
    expect(r.status).toBe(422);
    expect(r.body).toEqual({
      error: 'A SEFAZ denegou o uso da NF-e.',
      details: '302 - Uso Denegado: Irregularidade fiscal do destinatário',
    });
    const nota = await c.obter(id);
    expect(nota).toMatchObject({ status: 'Denegada', c_stat: '302' });
    expect(nota.numero_nfe).toBeGreaterThan(0);
    expect(nota.protocolo).toMatch(/^[0-9]{15}$/);
    expect(await c.estoque(c.idTampa)).toBe(estoqueAntes);
    expect(await recebiveis(id)).toEqual([]);
    const xml = await c.t.request(`/api/nfe/${id}/xml`, { token: c.token });
    expect(await xml.text()).toContain('<cStat>302</cStat>');
    expect((await c.emitir(id)).status).toBe(409);
    expect(
      (await c.api(`/nfe/cancelar/${id}`, 'POST', { justificativa: 'Tentativa de cancelar denegada' }))
        .status,
    ).toBe(409);
  });
});

describe('falhas de comunicação terminam em exatamente uma NF-e autorizada', () => {
  it('lost answer: the note was authorised; consulting by key attaches the protocol', async () => {
    const id = await rascunhoDeVenda();
    sim.faults.definir('NFeAutorizacao4', { tipo: 'respostaPerdida', vezes: 1 });
    const r = await c.emitir(id);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.status).toBe('Autorizada');
    expect(autorizadasNoSimulador(r.body.numero_nfe as number)).toBe(1);
    expect(await recebiveis(id)).toHaveLength(1);
  });

  it('HTTP 500 and SEFAZ paralisada: the note waits as Processando, then the retry job authorises the same XML', async () => {
    const id = await rascunhoDeVenda();
    sim.faults.definir('NFeAutorizacao4', { tipo: 'http500' });
    const r = await c.emitir(id);
    expect(r.status, JSON.stringify(r.body)).toBe(202);
    expect(r.body).toMatchObject({
      status: 'Processando',
      message:
        'NF-e enviada para autorização. A SEFAZ ainda não respondeu; a situação será atualizada automaticamente.',
    });
    const [enviada] = await c.t.db.select().from(notasFiscais).where(eq(notasFiscais.id, id));
    const xmlEnviado = enviada?.xmlAssinado;
    expect(xmlEnviado).toContain('<Signature');
    // While waiting, the note cannot be edited nor deleted.
    expect((await c.api(`/nfe/rascunho/${id}`, 'DELETE')).status).toBe(409);

    sim.faults.definir('NFeAutorizacao4', { tipo: 'paralisado', cStat: '108' });
    expect(await retomarNotasPendentes(ctx())).toBe(0);
    expect((await c.obter(id)).status).toBe('Processando');

    sim.faults.remover();
    expect(await retomarNotasPendentes(ctx())).toBe(1);
    const [autorizada] = await c.t.db.select().from(notasFiscais).where(eq(notasFiscais.id, id));
    expect(autorizada?.status).toBe('Autorizada');
    expect(autorizada?.xmlAutorizado?.startsWith(`<nfeProc`)).toBe(true);
    // The very XML signed before the first attempt was authorised: never a new key nor a new signature.
    expect(autorizada?.xmlAutorizado).toContain(xmlEnviado as string);
    expect(autorizadasNoSimulador(autorizada?.numero as number)).toBe(1);
    expect(await recebiveis(id)).toHaveLength(1);
  });

  it('a resend after an answer lost on the way back gets 204 and consults: still one note, one receivable', async () => {
    const id = await rascunhoDeVenda();
    // Authorised at SEFAZ, but both the answer and the consultation are lost: the note stays Processando.
    sim.faults.definir('NFeAutorizacao4', { tipo: 'respostaPerdida', vezes: 1 });
    sim.faults.definir('NFeConsultaProtocolo4', { tipo: 'http500', vezes: 1 });
    const r = await c.emitir(id);
    expect(r.status, JSON.stringify(r.body)).toBe(202);
    const numero = (await c.obter(id)).numero_nfe as number;
    expect(autorizadasNoSimulador(numero)).toBe(1);

    // Emitting again (the user's second click) resends the stored XML: duplicidade, consulted, attached.
    const again = await c.emitir(id);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body).toMatchObject({ status: 'Autorizada', numero_nfe: numero });
    expect(autorizadasNoSimulador(numero)).toBe(1);
    expect(await recebiveis(id)).toHaveLength(1);
  });

  it('a note left Processando by a process that died is resumed as soon as the API starts', async () => {
    const id = await rascunhoDeVenda();
    sim.faults.definir('*', { tipo: 'http500' });
    expect((await c.emitir(id)).status).toBe(202);
    sim.faults.remover();
    // As if the process died while sending: its lease runs for minutes yet, but its holder is gone (an earlier
    // run of this pid, as after a restart in a container); the start-up run does not wait for it to expire.
    await c.t.db
      .update(notasFiscais)
      .set({ envioAte: sql`now() + interval '5 minutes'`, envioPor: `${hostname()}/${process.pid}/anterior` })
      .where(eq(notasFiscais.id, id));
    const { buildApp } = await import('../../src/app.ts');
    const outra = await buildApp(ctx(), { logStream: new PassThrough() });
    await outra.ready();
    await outra.close();
    expect((await c.obter(id)).status).toBe('Autorizada');
  });
});

describe('concorrência', () => {
  it('two emissions of the same draft at once: one authorised note, the other request told to wait', async () => {
    const id = await rascunhoDeVenda();
    const [a, b] = await Promise.all([c.emitir(id), c.emitir(id)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const recusada = a.status === 409 ? a : b;
    expect(recusada.body).toEqual({
      error: 'Esta NF-e já está sendo enviada à SEFAZ. Aguarde a resposta e atualize a lista.',
    });
    const nota = await c.obter(id);
    expect(nota.status).toBe('Autorizada');
    expect(autorizadasNoSimulador(nota.numero_nfe as number)).toBe(1);
    expect(await recebiveis(id)).toHaveLength(1);
  });

  it('ten drafts emitted at once take ten distinct, consecutive numbers', async () => {
    const ids = [];
    for (let i = 0; i < 10; i++) ids.push(await rascunhoDeVenda('0.5'));
    const respostas = await Promise.all(ids.map((id) => c.emitir(id)));
    expect(respostas.map((r) => r.status)).toEqual(Array(10).fill(200));
    const numeros = respostas.map((r) => r.body.numero_nfe as number).sort((x, y) => x - y);
    expect(new Set(numeros).size).toBe(10);
    expect((numeros.at(-1) as number) - (numeros[0] as number)).toBe(9);
  });

  it('two cancellations at once: cancelled exactly once, stock reversed once', async () => {
    const id = await rascunhoDeVenda('3');
    expect((await c.emitir(id)).status).toBe(200);
    const antes = await c.estoque(c.idTampa);
    const cancelar = () =>
      c.api(`/nfe/cancelar/${id}`, 'POST', { justificativa: 'Emitida em duplicidade por engano' });
    const [a, b] = await Promise.all([cancelar(), cancelar()]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(Number(await c.estoque(c.idTampa)) - Number(antes)).toBe(3);
    expect((await c.obter(id)).eventos).toHaveLength(1);
  });

  it('a cancellation whose answer was lost is pending, and registered once when retried', async () => {
    const id = await rascunhoDeVenda('1');
    expect((await c.emitir(id)).status).toBe(200);
    sim.faults.definir('NFeRecepcaoEvento4', { tipo: 'respostaPerdida', vezes: 1 });
    const perdida = await c.api(`/nfe/cancelar/${id}`, 'POST', {
      justificativa: 'Cliente desistiu da compra hoje',
    });
    expect(perdida.status).toBe(202);
    expect((await c.obter(id)).status).toBe('Cancelamento pendente');
    const ok = await c.api(`/nfe/cancelar/${id}`, 'POST', {
      justificativa: 'Cliente desistiu da compra hoje',
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const nota = await c.obter(id);
    expect(nota.status).toBe('Cancelada');
    expect(nota.eventos.map((e) => e.protocolo)).toHaveLength(1);
  });
});
