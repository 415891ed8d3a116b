import type { TDashboard } from '@erp/contracts/relatorios';
import { hojeEmBrasilia } from '@erp/fiscal/data-hora';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cenario, montarCenario } from '../nfe/cenario.ts';
import { divergenciasDoEstoqueMensal } from '../support/estoque-mensal.ts';

/**
 * The dashboard's stock chart leaves out what a cancelled NF-e took out and gave back: estoque_mensal keeps those
 * kg apart (migration 0055) from the real issue and cancellation, equal to a recomputation from the ledger.
 */
let c: Cenario;
beforeAll(async () => {
  c = await montarCenario();
}, 60_000);
afterAll(async () => c?.t.close());

const venda = async (quantidade: string) => {
  const r = await c.salvarRascunho({
    id_cliente: c.idComprador,
    natureza_operacao: 'VENDA DE MERCADORIA',
    itens: [{ id_produto: c.idTampa, quantidade, cfop: '5101' }],
  });
  expect((await c.emitir(r.body.id)).status).toBe(200);
  return r.body.id;
};
const mesDoGrafico = async () => {
  const painel = (await c.api<TDashboard>('/dashboard')).body;
  expect(painel.graficoEstoque.at(-1)?.mes).toBe(hojeEmBrasilia().slice(0, 7));
  return painel.graficoEstoque.at(-1);
};

describe('stock chart of the month (estoque_mensal)', () => {
  it('counts an authorised sale, and neither the exit nor the reversal of a cancelled one', async () => {
    await venda('3');
    const cancelada = await venda('2.5');
    // The initial 50 kg of the tampas in; 3 + 2,5 kg out while both notes stand.
    expect(await mesDoGrafico()).toEqual({ mes: expect.any(String), entradas: '50.0000', saidas: '5.5000' });
    expect(await divergenciasDoEstoqueMensal(c.t.db)).toEqual([]);

    const r = await c.api(`/nfe/cancelar/${cancelada}`, 'POST', {
      justificativa: 'Pedido cancelado pelo cliente antes da saída',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await c.estoque(c.idTampa)).toBe('47.0000');
    expect(await mesDoGrafico()).toEqual({ mes: expect.any(String), entradas: '50.0000', saidas: '3.0000' });
    expect(await divergenciasDoEstoqueMensal(c.t.db)).toEqual([]);
  });
});
