import type { TNfeListaItem } from '@erp/contracts/nfe-documento';
import { validarXml } from '@erp/fiscal/nfe';
import type { Simulator } from '@erp/sefaz-sim/create-simulator';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lancamentos } from '../../src/db/schema/lancamentos.ts';
import { notasFiscais, notasFiscaisEventos } from '../../src/db/schema/notas-fiscais.ts';
import { retomarNotasPendentes } from '../../src/modules/nfe/reenvio-nfe.ts';
import { type Cenario, montarCenario, PP } from './cenario.ts';

let c: Cenario;
let sim: Simulator;
let idCliente: number;
beforeAll(async () => {
  c = await montarCenario();
  sim = await c.simulador();
  await c.importarRemessa([PP]);
  idCliente = await c.idClienteRemessa();
  await c.definirReferenciacao(idCliente, 'MANUAL');
});
afterAll(async () => c.t.close());
afterEach(() => {
  sim.faults.remover();
  sim.config.prazoCancelamentoHoras = 24;
});

const ctx = () => c.t.ctx;
const JUSTIFICATIVA = 'Quantidade devolvida errada no pedido';

/**
 * An authorised return of 37,5 kg of an entry of 100 kg, with the processing billed (5124): stock out, the entry's
 * balance taken and a receivable of 93,75.
 */
async function retornoAutorizado() {
  const entrada = await c.importarRemessa([PP]);
  const idItem = entrada.itens[0]?.id;
  const r = await c.salvarRascunho({
    id_cliente: idCliente,
    natureza_operacao: 'RETORNO DE INDUSTRIALIZACAO',
    itens: [
      { id_produto: c.idPP, quantidade: '37.5', cfop: '5902', id_item_entrada: idItem },
      {
        id_produto: c.idPP,
        id_servico: c.idServico,
        quantidade: '37.5',
        cfop: '5124',
        id_item_entrada: idItem,
      },
    ],
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const estoqueAntes = (await c.estoque(c.idPP)) as string;
  const emitida = await c.emitir(r.body.id);
  expect(emitida.status, JSON.stringify(emitida.body)).toBe(200);
  expect(await c.saldo(entrada.id)).toEqual(['62.5000']);
  return { id: r.body.id, idEntrada: entrada.id, estoqueAntes, chave: emitida.body.chave_acesso as string };
}

const cancelar = (id: number, justificativa = JUSTIFICATIVA) =>
  c.api<{ message?: string; error?: string; details?: string }>(`/nfe/cancelar/${id}`, 'POST', {
    justificativa,
  });

const recebiveis = (id: number) =>
  c.t.db
    .select({ status: lancamentos.status, valor: lancamentos.valorOriginal })
    .from(lancamentos)
    .where(and(eq(lancamentos.origem, 'NFE'), eq(lancamentos.idDocumento, id)));

const eventosGuardados = (id: number) =>
  c.t.db.select().from(notasFiscaisEventos).where(eq(notasFiscaisEventos.idNotaFiscal, id));

const naLista = async (id: number) =>
  (await c.api<{ data: TNfeListaItem[] }>('/nfe/listar')).body.data.find((n) => n.id === id);

const linha = async (id: number) =>
  (await c.t.db.select().from(notasFiscais).where(eq(notasFiscais.id, id)))[0];

/** As if the note had been authorised a day ago: the cancellation window is over here. */
const passarDoPrazo = (id: number) =>
  c.t.db
    .update(notasFiscais)
    .set({ dataAutorizacao: sql`now() - interval '25 hours'` })
    .where(eq(notasFiscais.id, id));

describe('cancelamento cuja resposta se perdeu', () => {
  it('is kept pending before it is sent; past the window the retry job finds it at SEFAZ and applies it once', async () => {
    const nota = await retornoAutorizado();
    sim.faults.definir('NFeRecepcaoEvento4', { tipo: 'respostaPerdida', vezes: 1 });
    const perdida = await cancelar(nota.id);
    expect(perdida.status, JSON.stringify(perdida.body)).toBe(202);
    expect(perdida.body.message).toMatch(/^Cancelamento enviado à SEFAZ, que ainda não respondeu/);

    // SEFAZ has it cancelled; here it is shown as such and nothing moved yet.
    expect(sim.state.dados.notas[nota.chave]?.situacao).toBe('cancelada');
    expect((await c.obter(nota.id)).status).toBe('Cancelamento pendente');
    expect(await naLista(nota.id)).toMatchObject({ status: 'Cancelamento pendente', cancelavel_ate: null });
    const pendente = await linha(nota.id);
    expect(pendente?.status).toBe('Autorizada');
    expect(pendente?.cancelamentoJustificativa).toBe(JUSTIFICATIVA);
    expect(pendente?.cancelamentoXml).toContain('<Signature');
    expect(await recebiveis(nota.id)).toEqual([{ status: 'Pendente', valor: '93.75' }]);
    const cce = await c.api(`/nfe/${nota.id}/carta-correcao`, 'POST', {
      correcao: 'Correção de uma nota que está sendo cancelada.',
    });
    expect(cce.status).toBe(409);
    // Nor can its receivable be settled meanwhile: a cancelled note with a paid receivable would have no refund.
    const [recebivel] = await c.t.db
      .select({ id: lancamentos.id })
      .from(lancamentos)
      .where(and(eq(lancamentos.origem, 'NFE'), eq(lancamentos.idDocumento, nota.id)));
    const baixa = await c.api(`/financeiro/lancamentos/${recebivel?.id}/baixar`, 'POST', {
      valor_recebido: '93.75',
      data_pagamento: '2026-11-20',
      valor_desconto: '0',
      valor_juros_multa: '0',
    });
    expect(baixa.status).toBe(409);
    expect(baixa.body.error).toBe(
      'A nota fiscal desta conta tem um cancelamento aguardando a resposta da SEFAZ: aguarde a resposta antes de baixar.',
    );

    await passarDoPrazo(nota.id);
    expect(await retomarNotasPendentes(ctx())).toBe(1);

    const cancelada = await c.obter(nota.id);
    expect(cancelada).toMatchObject({ status: 'Cancelada', recusa_cancelamento: null });
    expect(cancelada.data_cancelamento).not.toBeNull();
    expect(await c.estoque(c.idPP)).toBe(nota.estoqueAntes);
    expect(await c.saldo(nota.idEntrada)).toEqual(['100.0000']);
    expect(await recebiveis(nota.id)).toEqual([{ status: 'Cancelado', valor: '93.75' }]);
    const [evento, ...outros] = await eventosGuardados(nota.id);
    expect(outros).toEqual([]);
    expect(evento).toMatchObject({ tipoEvento: '110111', texto: JUSTIFICATIVA });
    expect(validarXml(evento?.xml as string, 'procEventoNFe').erros).toEqual([]);
    // The procEventoNFe carries the very event signed and stored before the first attempt.
    expect(evento?.xml).toContain(pendente?.cancelamentoXml as string);
    expect(await linha(nota.id)).toMatchObject({ cancelamentoXml: null, cancelamentoPedidoEm: null });

    // Idempotent: another run finds nothing to do and moves nothing.
    expect(await retomarNotasPendentes(ctx())).toBe(0);
    expect(await c.estoque(c.idPP)).toBe(nota.estoqueAntes);
    expect(await c.saldo(nota.idEntrada)).toEqual(['100.0000']);
    expect(await eventosGuardados(nota.id)).toHaveLength(1);
    expect((await cancelar(nota.id)).status).toBe(409);
  });

  it.each([
    ['with a retCancNFe', true],
    ['with only the cStat', false],
  ])(
    'the consultation says 101 %s (no procEventoNFe): cancelled once, what SEFAZ sent kept, the event not resent',
    async (_caso, comRetCanc) => {
      const nota = await retornoAutorizado();
      sim.faults.definir('NFeRecepcaoEvento4', { tipo: 'respostaPerdida', vezes: 1 });
      expect((await cancelar(nota.id)).status).toBe(202);
      expect(sim.state.dados.notas[nota.chave]?.eventos).toHaveLength(1);
      // Some UFs answer a cancelled note's consultation without the procEventoNFe: cStat 101 and, in the old
      // layout, the retCancNFe with the cancellation's protocol.
      const dh = '2026-03-02T10:00:00-03:00';
      const retCanc = comRetCanc
        ? '<retCancNFe versao="2.00"><infCanc><tpAmb>2</tpAmb><verAplic>SP_NFE_PL009_V4</verAplic><cStat>101</cStat>' +
          `<xMotivo>Cancelamento de NF-e homologado</xMotivo><cUF>35</cUF><chNFe>${nota.chave}</chNFe>` +
          `<dhRecbto>${dh}</dhRecbto><nProt>135260000054321</nProt></infCanc></retCancNFe>`
        : '';
      sim.faults.definir('NFeConsultaProtocolo4', {
        tipo: 'resposta',
        xml:
          '<retConsSitNFe xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00"><tpAmb>2</tpAmb>' +
          '<verAplic>SP_NFE_PL009_V4</verAplic><cStat>101</cStat><xMotivo>Cancelamento de NF-e homologado</xMotivo>' +
          `<cUF>35</cUF><dhRecbto>${dh}</dhRecbto><chNFe>${nota.chave}</chNFe>${retCanc}</retConsSitNFe>`,
      });

      expect(await retomarNotasPendentes(ctx())).toBe(1);
      const cancelada = await c.obter(nota.id);
      expect(cancelada).toMatchObject({ status: 'Cancelada', recusa_cancelamento: null });
      expect(await c.estoque(c.idPP)).toBe(nota.estoqueAntes);
      expect(await c.saldo(nota.idEntrada)).toEqual(['100.0000']);
      expect(await recebiveis(nota.id)).toEqual([{ status: 'Cancelado', valor: '93.75' }]);
      const [evento, ...outros] = await eventosGuardados(nota.id);
      expect(outros).toEqual([]);
      expect(evento).toMatchObject({
        tipoEvento: '110111',
        texto: JUSTIFICATIVA,
        protocolo: comRetCanc ? '135260000054321' : null,
      });
      expect(evento?.xml).toMatch(
        /^<retConsSitNFe xmlns="http:\/\/www.portalfiscal.inf.br\/nfe" versao="4.00">/,
      );
      expect(evento?.xml).toContain('<cStat>101</cStat>');
      // The signed event was not sent again: SEFAZ still has the one registered by the lost attempt.
      expect(sim.state.dados.notas[nota.chave]?.eventos).toHaveLength(1);
      expect(await retomarNotasPendentes(ctx())).toBe(0);
      expect(await c.saldo(nota.idEntrada)).toEqual(['100.0000']);
    },
  );

  it('asked again while pending and past the window: not refused, the same signed event goes again', async () => {
    const nota = await retornoAutorizado();
    sim.faults.definir('NFeRecepcaoEvento4', { tipo: 'http500', vezes: 1 });
    expect((await cancelar(nota.id)).status).toBe(202);
    const pedido = (await linha(nota.id))?.cancelamentoXml as string;
    expect(sim.state.dados.notas[nota.chave]?.situacao).toBe('autorizada');

    await passarDoPrazo(nota.id);
    const denovo = await cancelar(nota.id, 'Outra justificativa digitada depois');
    expect(denovo.status, JSON.stringify(denovo.body)).toBe(200);
    expect(denovo.body).toEqual({ message: 'NF-e cancelada com sucesso!' });
    const [evento, ...outros] = await eventosGuardados(nota.id);
    expect(outros).toEqual([]);
    expect(evento?.texto).toBe(JUSTIFICATIVA);
    expect(evento?.xml).toContain(pedido);
    expect(await c.estoque(c.idPP)).toBe(nota.estoqueAntes);
    expect(await c.saldo(nota.idEntrada)).toEqual(['100.0000']);
  });

  it('a pending cancellation SEFAZ then refuses: Autorizada again, the reason shown, nothing moved', async () => {
    const nota = await retornoAutorizado();
    const estoqueAutorizada = await c.estoque(c.idPP);
    sim.faults.definir('NFeRecepcaoEvento4', { tipo: 'http500', vezes: 1 });
    expect((await cancelar(nota.id)).status).toBe(202);
    // Meanwhile SEFAZ's window closed: the resent event is refused (220).
    sim.config.prazoCancelamentoHoras = 0;

    expect(await retomarNotasPendentes(ctx())).toBe(1);
    const recusa = '220 - Rejeição: Prazo de Cancelamento superior ao previsto na Legislação';
    const autorizada = await c.obter(nota.id);
    expect(autorizada).toMatchObject({ status: 'Autorizada', recusa_cancelamento: recusa, eventos: [] });
    expect(await naLista(nota.id)).toMatchObject({ status: 'Autorizada', recusa_cancelamento: recusa });
    expect(await linha(nota.id)).toMatchObject({ cancelamentoXml: null, cancelamentoPedidoEm: null });
    expect(await c.estoque(c.idPP)).toBe(estoqueAutorizada);
    expect(await c.saldo(nota.idEntrada)).toEqual(['62.5000']);
    expect(await recebiveis(nota.id)).toEqual([{ status: 'Pendente', valor: '93.75' }]);
    expect(await retomarNotasPendentes(ctx())).toBe(0);

    // Asked again (within the window here), SEFAZ's refusal is the answer, with its code.
    const r = await cancelar(nota.id);
    expect(r.status).toBe(422);
    expect(r.body).toEqual({ error: 'A SEFAZ recusou o cancelamento.', details: recusa });
  });
});
