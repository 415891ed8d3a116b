import type { TNfseListaItem } from '@erp/contracts/nfse';
import { validarComXsd, verificarAssinatura } from '@erp/fiscal/xml';
import type { Simulator } from '@erp/sefaz-sim/create-simulator';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lancamentos } from '../../src/db/schema/lancamentos.ts';
import { notasServico, notasServicoEventos } from '../../src/db/schema/notas-servico.ts';
import { retomarNfsePendentes } from '../../src/modules/nfse/reenvio-nfse.ts';
import { type Cenario, montarCenario } from './cenario.ts';

let c: Cenario;
let sim: Simulator;
beforeAll(async () => {
  c = await montarCenario();
  sim = await c.simulador();
});
afterAll(async () => c.t.close());
afterEach(() => sim.faults.remover());

const CANCELAMENTO = { codigo_motivo: '2', justificativa: 'Serviço não foi prestado ao tomador' };

async function autorizada() {
  const r = await c.emitir(c.pedido());
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.id as number;
}

const cancelar = (id: number, json: unknown = CANCELAMENTO) =>
  c.api<Record<string, unknown>>(`/nfse/cancelar/${id}`, 'POST', json);

const situacaoNoSimulador = (chave: string | null) => sim.state.dados.nfse[chave as string]?.situacao;

describe('POST /api/nfse/cancelar/{id}', () => {
  it('registers e101101: the NFS-e is Cancelada with the event XML, the receivable cancelled; again: 409', async () => {
    const id = await autorizada();
    const r = await cancelar(id);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual({ message: 'NFS-e cancelada com sucesso!' });

    const nota = await c.obter(id);
    expect(nota).toMatchObject({
      status: 'Cancelada',
      cancelavel: false,
      status_lancamento: 'Cancelado',
      caminho_pdf: `/api/nfse/${id}/danfse`,
      eventos: [
        {
          tipo_evento: '101101',
          descricao: 'Cancelamento',
          codigo_motivo: '2',
          justificativa: 'Serviço não foi prestado ao tomador',
        },
      ],
    });
    expect(nota.data_cancelamento).not.toBeNull();
    expect(situacaoNoSimulador(nota.chave_acesso)).toBe('cancelada');
    const [evento] = await c.t.db
      .select()
      .from(notasServicoEventos)
      .where(eq(notasServicoEventos.idNotaServico, id));
    expect(validarComXsd(evento?.xml as string, 'nfse/evento_v1.01.xsd').erros).toEqual([]);
    expect(verificarAssinatura(evento?.xml as string).valida).toBe(true);
    expect(evento?.xml).toContain(
      '<cMotivo>2</cMotivo><xMotivo>Serviço não foi prestado ao tomador</xMotivo>',
    );
    const [recebivel] = await c.recebiveis(id);
    expect(recebivel?.status).toBe('Cancelado');

    const denovo = await cancelar(id);
    expect(denovo.status).toBe(409);
    expect(denovo.body).toEqual({ error: 'Esta NFS-e já está cancelada.' });
    // The cancelled NFS-e keeps its documents; the DANFSe says so.
    expect((await c.t.request(`/api/nfse/${id}/danfse`, { token: c.token })).status).toBe(200);
  });

  it('two cancellations at once: cancelled exactly once, one event', async () => {
    const id = await autorizada();
    const [a, b] = await Promise.all([cancelar(id), cancelar(id)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((await c.obter(id)).eventos).toHaveLength(1);
    expect(await c.recebiveis(id)).toHaveLength(1);
  });

  it('a cancellation whose answer was lost: 202 pending, then the retry finds the registered event', async () => {
    const id = await autorizada();
    sim.faults.definir('SefinNacional', { tipo: 'respostaPerdida', vezes: 1 });
    const perdida = await cancelar(id);
    expect(perdida.status).toBe(202);
    expect(perdida.body.message).toMatch(/^Cancelamento enviado à Sefin Nacional, que ainda não respondeu/);
    const antes = await c.obter(id);
    expect(antes).toMatchObject({ status: 'Cancelamento pendente', cancelavel: false });
    expect(situacaoNoSimulador(antes.chave_acesso)).toBe('cancelada');

    const ok = await cancelar(id);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const nota = await c.obter(id);
    expect(nota).toMatchObject({ status: 'Cancelada', status_lancamento: 'Cancelado' });
    expect(nota.eventos).toHaveLength(1);
    expect(sim.state.dados.nfse[nota.chave_acesso as string]?.eventos).toHaveLength(1);
  });

  it('refuses a bad request, a rejected NFS-e and one whose receivable was already received', async () => {
    const id = await autorizada();
    const curta = await cancelar(id, { codigo_motivo: '1', justificativa: 'curta' });
    expect(curta.status).toBe(400);
    expect(curta.body.details).toEqual([
      { campo: 'justificativa', mensagem: 'A justificativa deve ter entre 15 e 255 caracteres.' },
    ]);
    const semMotivo = await cancelar(id, { justificativa: 'Erro na emissão da nota fiscal' });
    expect(semMotivo.status).toBe(400);
    expect(semMotivo.body.details).toEqual([
      { campo: 'codigo_motivo', mensagem: 'Selecione o motivo do cancelamento.' },
    ]);

    const [recebivel] = await c.recebiveis(id);
    await c.t.db
      .update(lancamentos)
      .set({
        status: 'Pago',
        valorPagoRecebido: recebivel?.valorOriginal,
        dataPagamentoRecebimento: '2026-07-20',
      })
      .where(eq(lancamentos.id, recebivel?.id as number));
    const paga = await cancelar(id);
    expect(paga.status).toBe(409);
    expect(paga.body).toEqual({
      error: 'A conta a receber desta NFS-e já foi baixada; a NFS-e não pode ser cancelada.',
    });
    expect((await c.obter(id)).status).toBe('Autorizada');

    expect((await cancelar(999_999)).status).toBe(404);
  });
});

describe('cancelamento pendente e o job de reenvio', () => {
  const ctx = () => c.t.ctx;
  const eventosGuardados = (id: number) =>
    c.t.db.select().from(notasServicoEventos).where(eq(notasServicoEventos.idNotaServico, id));
  const linha = async (id: number) =>
    (await c.t.db.select().from(notasServico).where(eq(notasServico.id, id)))[0];
  const naLista = async (id: number) =>
    (await c.api<{ data: TNfseListaItem[] }>('/nfse/listar')).body.data.find((n) => n.id === id);

  it('the answer lost: pending before it is sent, then the job finds the event at the Sefin and applies it once', async () => {
    const id = await autorizada();
    sim.faults.definir('SefinNacional', { tipo: 'respostaPerdida', vezes: 1 });
    expect((await cancelar(id)).status).toBe(202);
    expect(await naLista(id)).toMatchObject({ status: 'Cancelamento pendente', cancelavel: false });
    const pendente = await linha(id);
    expect(pendente).toMatchObject({
      status: 'Autorizada',
      cancelamentoCodigoMotivo: '2',
      cancelamentoJustificativa: CANCELAMENTO.justificativa,
    });
    expect(pendente?.cancelamentoXml).toContain('<Signature');
    expect((await c.recebiveis(id))[0]?.status).toBe('Pendente');

    expect(await retomarNfsePendentes(ctx())).toBe(1);
    const nota = await c.obter(id);
    expect(nota).toMatchObject({
      status: 'Cancelada',
      status_lancamento: 'Cancelado',
      recusa_cancelamento: null,
      eventos: [{ tipo_evento: '101101', codigo_motivo: '2', justificativa: CANCELAMENTO.justificativa }],
    });
    const [evento, ...outros] = await eventosGuardados(id);
    expect(outros).toEqual([]);
    // The Sefin's event carries the very pedido signed and stored before the first attempt.
    const pedidoAssinado = String(pendente?.cancelamentoXml).replace(/^<\?xml[^>]*\?>\s*/, '');
    expect(evento?.xml).toContain(pedidoAssinado);
    expect(await linha(id)).toMatchObject({ cancelamentoXml: null, cancelamentoPedidoEm: null });

    expect(await retomarNfsePendentes(ctx())).toBe(0);
    expect(await eventosGuardados(id)).toHaveLength(1);
    expect(await c.recebiveis(id)).toHaveLength(1);
  });

  it('a pending cancellation the Sefin then refuses: Autorizada again, with the reason, the receivable open', async () => {
    const id = await autorizada();
    sim.faults.definir('SefinNacional', { tipo: 'http500', vezes: 1 });
    expect((await cancelar(id)).status).toBe(202);
    // The resent pedido now meets a refusal (another environment: SIM_EVT_AMBIENTE).
    sim.config.tpAmb = '1';
    try {
      expect(await retomarNfsePendentes(ctx())).toBe(1);
    } finally {
      sim.config.tpAmb = '2';
    }
    const recusa = 'SIM_EVT_AMBIENTE - Ambiente informado diverge do ambiente de recebimento.';
    expect(await c.obter(id)).toMatchObject({
      status: 'Autorizada',
      cancelavel: true,
      recusa_cancelamento: recusa,
      eventos: [],
      status_lancamento: 'Pendente',
    });
    expect(await naLista(id)).toMatchObject({ status: 'Autorizada', recusa_cancelamento: recusa });
    expect(situacaoNoSimulador((await c.obter(id)).chave_acesso)).toBe('normal');
    expect(await retomarNfsePendentes(ctx())).toBe(0);

    // Asked again, it is a new pedido, and the reason of the old refusal goes away.
    const ok = await cancelar(id);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(await c.obter(id)).toMatchObject({ status: 'Cancelada', recusa_cancelamento: null });
  });
});
