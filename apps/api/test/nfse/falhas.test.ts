import { hostname } from 'node:os';
import { PassThrough } from 'node:stream';
import type { Simulator } from '@erp/sefaz-sim/create-simulator';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../../src/db/schema/auditoria.ts';
import { notasServico } from '../../src/db/schema/notas-servico.ts';
import { retomarNfsePendentes } from '../../src/modules/nfse/reenvio-nfse.ts';
import { type Cenario, CNPJ_PRESTADOR, EMPRESA, montarCenario } from './cenario.ts';

let c: Cenario;
let sim: Simulator;
beforeAll(async () => {
  c = await montarCenario();
  sim = await c.simulador();
});
afterAll(async () => c.t.close());
afterEach(() => {
  sim.faults.remover();
  sim.config.naoOptantesSimplesNacional = [];
});

const ctx = () => c.t.ctx;
const linha = async (id: number) =>
  (
    await c.t.db.select().from(notasServico).where(eq(notasServico.id, id))
  )[0] as typeof notasServico.$inferSelect;

describe('rejeição com o código nacional', () => {
  it('E0160: 422 with the national code and message, the record kept Rejeitada, nothing billed', async () => {
    sim.config.naoOptantesSimplesNacional = [CNPJ_PRESTADOR];
    const r = await c.emitir(c.pedido());
    expect(r.status).toBe(422);
    expect(r.body).toEqual({
      error: 'A Sefin Nacional rejeitou a NFS-e.',
      details:
        'E0160 - No mês de competência da NFS-e, a opção de situação perante o Simples Nacional, do prestador, informada na DPS não está de acordo com o cadastro Simples Nacional.',
    });
    const lista = await c.api<{ data: Record<string, unknown>[] }>('/nfse/listar?status=Rejeitada');
    expect(lista.body.data).toHaveLength(1);
    const rejeitada = lista.body.data[0] as { id: number; numero_dps: number };
    expect(lista.body.data[0]).toMatchObject({
      status: 'Rejeitada',
      c_stat: 'E0160',
      numero_nfse: null,
      chave_acesso: null,
      caminho_pdf: null,
      cancelavel: false,
    });
    expect(await c.recebiveis(rejeitada.id)).toEqual([]);
    expect((await c.t.request(`/api/nfse/${rejeitada.id}/danfse`, { token: c.token })).status).toBe(409);

    // The company corrects its regime (not optante): a new request is a new DPS number, authorised.
    const empresa = await c.api('/preferencias/empresa', 'PUT', { ...EMPRESA, regime_tributario: 3 });
    expect(empresa.status).toBe(200);
    const ok = await c.emitir(c.pedido());
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({ status: 'Autorizada', numero_dps: rejeitada.numero_dps + 1 });
    expect((await linha(ok.body.id as number)).xmlDps).toContain(
      '<regTrib><opSimpNac>1</opSimpNac><regEspTrib>',
    );
    await c.api('/preferencias/empresa', 'PUT', EMPRESA);
  });

  it('the same request again answers the same rejection and sends nothing', async () => {
    sim.config.naoOptantesSimplesNacional = [CNPJ_PRESTADOR];
    const pedido = c.pedido();
    expect((await c.emitir(pedido)).status).toBe(422);
    const nfseAntes = Object.keys(sim.state.dados.nfse).length;
    sim.config.naoOptantesSimplesNacional = [];
    const denovo = await c.emitir(pedido);
    expect(denovo.status).toBe(422);
    expect(String(denovo.body.details)).toMatch(/^E0160 - /);
    expect(Object.keys(sim.state.dados.nfse)).toHaveLength(nfseAntes);
  });
});

describe('falhas de comunicação terminam em exatamente uma NFS-e', () => {
  it('lost answer: the DPS generated its NFS-e; GET /dps/{id} finds it and it is attached', async () => {
    sim.faults.definir('SefinNacional', { tipo: 'respostaPerdida', vezes: 1 });
    const r = await c.emitir(c.pedido());
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.status).toBe('Autorizada');
    const nota = await linha(r.body.id as number);
    expect(await c.nfseNoSimulador(nota.idDps)).toBe(1);
    expect(await c.recebiveis(nota.id)).toHaveLength(1);
    const [autorizacao] = await c.t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'NFSE_AUTORIZADA'), eq(auditoria.idEntidade, String(nota.id))));
    expect(autorizacao?.detalhes).toMatchObject({ via_consulta: true, chave: nota.chaveAcesso });
  });

  it('HTTP 500: 202 Processando; the retry job consults, resends the same signed DPS and it is authorised once', async () => {
    sim.faults.definir('SefinNacional', { tipo: 'http500', vezes: 1 });
    const r = await c.emitir(c.pedido());
    expect(r.status, JSON.stringify(r.body)).toBe(202);
    expect(r.body).toMatchObject({
      status: 'Processando',
      numero_nfse: null,
      message:
        'NFS-e enviada. A Sefin Nacional ainda não respondeu; a situação será atualizada automaticamente.',
    });
    const id = r.body.id as number;
    const enviada = await linha(id);
    expect(enviada.mensagem).toContain('A DPS não gerou NFS-e; ela será enviada de novo.');
    expect(await c.recebiveis(id)).toEqual([]);

    sim.faults.definir('SefinNacional', { tipo: 'paralisado', cStat: '108' });
    expect(await retomarNfsePendentes(ctx())).toBe(0);
    expect((await linha(id)).status).toBe('Processando');

    sim.faults.remover();
    expect(await retomarNfsePendentes(ctx())).toBe(1);
    const autorizada = await linha(id);
    expect(autorizada.status).toBe('Autorizada');
    // The very DPS signed before the first attempt: never renumbered nor re-signed.
    expect(autorizada.xmlDps).toBe(enviada.xmlDps);
    expect(autorizada.xmlNfse).toContain(enviada.xmlDps.replace(/^<\?xml[^>]*\?>/, ''));
    expect(await c.nfseNoSimulador(enviada.idDps)).toBe(1);
    expect(await c.recebiveis(id)).toHaveLength(1);
  });

  it('answer and consultation both lost: 202; the same request again consults first and attaches the one NFS-e', async () => {
    sim.faults.definir('SefinNacional', { tipo: 'respostaPerdida', vezes: 2 });
    const pedido = c.pedido();
    const r = await c.emitir(pedido);
    expect(r.status, JSON.stringify(r.body)).toBe(202);
    const nota = await linha(r.body.id as number);
    expect(await c.nfseNoSimulador(nota.idDps)).toBe(1);

    const denovo = await c.emitir(pedido);
    expect(denovo.status, JSON.stringify(denovo.body)).toBe(200);
    expect(denovo.body).toMatchObject({ id: nota.id, status: 'Autorizada', numero_dps: nota.numeroDps });
    expect(await c.nfseNoSimulador(nota.idDps)).toBe(1);
    expect(await c.recebiveis(nota.id)).toHaveLength(1);
    // Once concluded, the same request only answers the outcome.
    const terceira = await c.emitir(pedido);
    expect(terceira.status).toBe(200);
    expect(terceira.body).toMatchObject({ id: nota.id, status: 'Autorizada' });
    expect(await c.recebiveis(nota.id)).toHaveLength(1);
  });

  it('an NFS-e left Processando by a process that died is resumed as soon as the API starts', async () => {
    sim.faults.definir('SefinNacional', { tipo: 'http500' });
    const r = await c.emitir(c.pedido());
    expect(r.status).toBe(202);
    sim.faults.remover();
    // As if the process died while sending: its lease runs for minutes yet, but its holder is gone (an earlier
    // run of this pid, as after a restart in a container); the start-up run does not wait for it to expire.
    await c.t.db
      .update(notasServico)
      .set({ envioAte: sql`now() + interval '5 minutes'`, envioPor: `${hostname()}/${process.pid}/anterior` })
      .where(eq(notasServico.id, r.body.id as number));
    const { buildApp } = await import('../../src/app.ts');
    const outra = await buildApp(ctx(), { logStream: new PassThrough() });
    await outra.ready();
    await outra.close();
    expect((await linha(r.body.id as number)).status).toBe('Autorizada');
  });
});

describe('concorrência', () => {
  it('the same request twice at once: one NFS-e, one receivable; the other request answers it or is told to wait', async () => {
    const pedido = c.pedido();
    const respostas = await Promise.all([c.emitir(pedido), c.emitir(pedido)]);
    const status = respostas.map((r) => r.status).sort();
    expect([
      [200, 200],
      [200, 409],
    ]).toContainEqual(status);
    const recusada = respostas.find((r) => r.status === 409);
    if (recusada) {
      expect(recusada.body).toEqual({
        error: 'Esta NFS-e já está sendo enviada à Sefin Nacional. Aguarde a resposta e atualize a lista.',
      });
    }
    const ids = new Set(respostas.filter((r) => r.status === 200).map((r) => r.body.id));
    expect(ids.size).toBe(1);
    const linhas = await c.t.db
      .select()
      .from(notasServico)
      .where(eq(notasServico.idempotencyKey, pedido.idempotency_key));
    expect(linhas).toHaveLength(1);
    expect(await c.nfseNoSimulador((linhas[0] as { idDps: string }).idDps)).toBe(1);
    expect(await c.recebiveis((linhas[0] as { id: number }).id)).toHaveLength(1);
  });

  it('ten different requests at once take ten distinct, consecutive DPS numbers', async () => {
    const respostas = await Promise.all(Array.from({ length: 10 }, () => c.emitir(c.pedido())));
    expect(respostas.map((r) => r.status)).toEqual(Array(10).fill(200));
    const numeros = respostas.map((r) => r.body.numero_dps as number).sort((x, y) => x - y);
    expect(new Set(numeros).size).toBe(10);
    expect((numeros.at(-1) as number) - (numeros[0] as number)).toBe(9);
    const empresa = await c.api<{ nfse_proximo_numero: number }>('/preferencias/empresa');
    expect(empresa.body.nfse_proximo_numero).toBe((numeros.at(-1) as number) + 1);
  });
});
