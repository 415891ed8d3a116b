import type { Simulator } from '@erp/sefaz-sim/create-simulator';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Cenario, montarCenario } from './cenario.ts';

// Only the app's timers are fake: a tick happens when the test says so, everything else (database, simulator,
// HTTP) runs for real. So a note resolved after one tick was taken by that tick, not by a later one.
let c: Cenario;
let sim: Simulator;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  c = await montarCenario({ nfe: { prazoCancelamentoHoras: 24, reenvioSegundos: 7 } });
  sim = await c.simulador();
});
afterAll(async () => {
  await c.t.close();
  vi.useRealTimers();
});

async function ate(condicao: () => Promise<boolean>, limiteMs = 5_000) {
  const fim = Date.now() + limiteMs;
  while (!(await condicao())) {
    if (Date.now() > fim) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

/** An NF-e and an NFS-e sent while SEFAZ and the Sefin answer 500: both left Processando a moment ago. */
async function notasProcessando() {
  const idProduto = await c.criar('/produtos', {
    nome: 'Tampa 38mm',
    codigo_interno: 'TAMPA-38',
    ncm: '39235000',
    preco_venda: '12.34',
    estoque_atual: '50.00',
    cfop_padrao: '5101',
  });
  const rascunho = await c.api<{ id: number }>('/nfe/rascunho', 'POST', {
    id_cliente: c.idTomador,
    natureza_operacao: 'VENDA DE MERCADORIA',
    itens: [{ id_produto: idProduto, quantidade: '1', cfop: '5101' }],
  });
  sim.faults.definir('*', { tipo: 'http500' });
  const nfe = await c.api(`/nfe/emitir/${rascunho.body.id}`, 'POST', { data_vencimento: '2099-12-31' });
  const nfse = await c.emitir(c.pedido());
  sim.faults.remover();
  expect([nfe.status, nfse.status]).toEqual([202, 202]);
  return { idNfe: rascunho.body.id, idNfse: nfse.body.id as number };
}

describe('o job de reenvio', () => {
  it('ticks every NFE_REENVIO_SEGUNDOS and that very tick resends what was left Processando a moment ago', async () => {
    const { idNfe, idNfse } = await notasProcessando();
    const nfeAutorizada = async () =>
      (await c.api<{ status: string }>(`/nfe/${idNfe}`)).body.status === 'Autorizada';
    const nfseAutorizada = async () => (await c.obter(idNfse)).status === 'Autorizada';

    // A second before the period nothing is due; on the period, both jobs tick once and resolve both notes
    // (the job used to skip a note touched less than a period ago, so it waited for the tick after).
    // The fake timers move the app's clock only: the runs each job claimed in the database (one per period
    // between all API processes) are moved back by the same period.
    await c.t.pool.query(
      "update tarefas_periodicas set ultima_rodada_em = ultima_rodada_em - interval '7 seconds'",
    );
    vi.advanceTimersByTime(6_999);
    expect(await nfeAutorizada()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await ate(nfeAutorizada)).toBe(true);
    expect(await ate(nfseAutorizada)).toBe(true);
  });
});
