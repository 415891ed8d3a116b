import type { TResumoProducao } from '@erp/contracts/producao';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../../src/db/schema/auditoria.ts';
import { enviarCertificado } from '../support/cenario-real.ts';
import { gerarA1DeTeste } from '../support/certificado-a1.ts';
import { CNPJ_EMPRESA } from '../support/nfe-remessa.ts';
import { type CenarioProducao, montarCenarioProducao, PP_1000 } from './cenario-producao.ts';

/**
 * A return note built from an order and authorised in simulação is a test note: going into produção reverses it,
 * and for its orders that is its cancellation: 'Concluída' again, holding again the kg to return, and free to be
 * invoiced by a note of produção.
 */
let c: CenarioProducao;
let idItem: number;
let idOrdem: number;
let idNotaDeTeste: number;

beforeAll(async () => {
  c = await montarCenarioProducao();
  const remessa = await c.importarRemessa([PP_1000], '2026-11-10T10:00:00-03:00');
  idItem = remessa.itens[0]?.id as number;
  const idCliente = await c.idClienteRemessa();
  await c.api(`/clientes/${idCliente}/produtos/${c.idPP}`, 'PUT', { perda_normal_percentual: '1' });
  const r = await c.criarOrdem({
    id_cliente: idCliente,
    entradas: [{ id_produto: c.idPP, quantidade_kg: '1000' }],
  });
  idOrdem = ((await r.json()) as { id: number }).id;
  expect((await c.acao(idOrdem, 'iniciar')).status).toBe(200);
  await c.apontar(idOrdem, {
    tipo: 'producao',
    id_produto: c.idTampaBranca,
    id_servico: c.idInjecao,
    quantidade: '98000',
    quantidade_kg: '980',
  });
  await c.apontar(idOrdem, { tipo: 'sucata', quantidade_kg: '19.6', destino: 'devolver' });
  await c.apontar(idOrdem, { tipo: 'perda', quantidade_kg: '0.4' });
  expect((await c.acao(idOrdem, 'concluir')).status).toBe(200);
  const nota = await c.api<{ id: number }>('/producao/ordens/nfe-retorno', 'POST', { ordens: [idOrdem] });
  expect(nota.status, JSON.stringify(nota.body)).toBe(201);
  idNotaDeTeste = nota.body.id;
  const emissao = await c.emitir(idNotaDeTeste, '2099-01-15');
  expect(emissao.status, JSON.stringify(emissao.body)).toBe(200);
}, 60_000);
afterAll(async () => c.t.close());

describe('a test return from orders reversed on going into produção', () => {
  it('before: the order is Faturada and the kg left the remessa', async () => {
    expect((await c.ordem(idOrdem)).status).toBe('Faturada');
    expect(await c.itemEntrada(idItem)).toEqual({ saldo_kg: '0.4000', reservado_kg: '0.0000' });
    const card = await c.api<TResumoProducao>('/producao/resumo');
    expect(card.body).toMatchObject({ concluidas_a_faturar: 0, aguardando_retorno_kg: '0.000' });
  });

  it('the reversal reopens the order as its cancellation would: Concluída, the kg back and reserved again', async () => {
    await enviarCertificado(
      c,
      gerarA1DeTeste({ cnpj: CNPJ_EMPRESA, razaoSocial: 'PLASTICOS TRANSFORMACAO LTDA' }),
    );
    const troca = await c.api('/fiscal/ambiente', 'PUT', { modo: 'producao', confirmacao: true });
    expect(troca.status, JSON.stringify(troca.body)).toBe(200);

    expect(await c.itemEntrada(idItem)).toEqual({ saldo_kg: '1000.0000', reservado_kg: '999.6000' });
    const ordem = await c.ordem(idOrdem);
    expect(ordem).toMatchObject({ status: 'Concluída', faturada_em: null, reservado_kg: '999.600' });
    const card = await c.api<TResumoProducao>('/producao/resumo');
    expect(card.body).toMatchObject({ concluidas_a_faturar: 1, aguardando_retorno_kg: '999.600' });
    const [registro] = await c.t.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.acao, 'DOCUMENTOS_DE_TESTE_ESTORNADOS'));
    expect(registro?.detalhes).toMatchObject({
      ordens_reabertas: [{ id_nota_fiscal: idNotaDeTeste, ordens: [idOrdem] }],
    });
    const reaberta = await c.t.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.acao, 'ORDEM_FATURAMENTO_CANCELADO'));
    expect(reaberta.map((a) => a.detalhes)).toEqual([
      { id_nota_fiscal: idNotaDeTeste, motivo: 'estorno_documento_de_teste' },
    ]);
  });

  it('the order is invoiced again by a note of produção; cancelling the old test note later changes nothing', async () => {
    const nova = await c.api<{ id: number }>('/producao/ordens/nfe-retorno', 'POST', { ordens: [idOrdem] });
    expect(nova.status, JSON.stringify(nova.body)).toBe(201);
    expect(nova.body.id).not.toBe(idNotaDeTeste);
    const cancelamento = await c.api(`/nfe/cancelar/${idNotaDeTeste}`, 'POST', {
      justificativa: 'Nota de teste emitida antes da entrada em producao',
    });
    expect(cancelamento.status, JSON.stringify(cancelamento.body)).toBe(200);
    expect(await c.itemEntrada(idItem)).toEqual({ saldo_kg: '1000.0000', reservado_kg: '999.6000' });
    expect(await c.ordem(idOrdem)).toMatchObject({ status: 'Concluída', reservado_kg: '999.600' });
    const reaberturas = await c.t.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.acao, 'ORDEM_FATURAMENTO_CANCELADO'));
    expect(reaberturas).toHaveLength(1);
  });
});
