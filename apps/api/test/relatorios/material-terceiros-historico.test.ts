import type { THistoricoMaterial } from '@erp/contracts/material-terceiros';
import { hojeEmBrasilia } from '@erp/fiscal/data-hora';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cenario, montarCenario, PP } from '../nfe/cenario.ts';

let c: Cenario;
let idItem: number;
let primeira: number;
let segunda: number;

const RETORNO = 'RETORNO DE INDUSTRIALIZACAO';
const somarDias = (data: string, dias: number) =>
  new Date(Date.parse(`${data}T12:00:00Z`) + dias * 86_400_000).toISOString().slice(0, 10);

/** A return of `kg` of the entry item, emitted through the API against the simulator. */
async function devolver(idCliente: number, kg: string) {
  const r = await c.salvarRascunho({
    id_cliente: idCliente,
    natureza_operacao: RETORNO,
    itens: [{ id_produto: c.idPP, quantidade: kg, cfop: '5902', id_item_entrada: idItem }],
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const emitida = await c.emitir(r.body.id);
  expect(emitida.body.status, JSON.stringify(emitida.body)).toBe('Autorizada');
  return r.body.id;
}

beforeAll(async () => {
  c = await montarCenario();
  const hoje = hojeEmBrasilia();
  const remessa = await c.importarRemessa([PP], `${somarDias(hoje, -170)}T10:00:00-03:00`);
  idItem = remessa.itens[0]?.id ?? 0;
  const idCliente = await c.idClienteRemessa();
  primeira = await devolver(idCliente, '40');
  const cancelada = await c.api(`/nfe/cancelar/${primeira}`, 'POST', {
    justificativa: 'Quantidade devolvida errada no pedido',
  });
  expect(cancelada.status, JSON.stringify(cancelada.body)).toBe(200);
  segunda = await devolver(idCliente, '25.5');
});
afterAll(async () => c.t.close());

describe("an entry item's history", () => {
  it('lists every balance movement with its document and the balance after it, with the deadline', async () => {
    const r = await c.api<THistoricoMaterial>(`/relatorios/material-terceiros/itens/${idItem}`);
    expect(r.status).toBe(200);
    const { item, movimentos } = r.body;
    const nota = async (id: number) => (await c.obter(id)) as unknown as { numero_nfe: number };
    const [n1, n2] = [(await nota(primeira)).numero_nfe, (await nota(segunda)).numero_nfe];
    expect(movimentos.map((m) => [m.tipo, m.documento, m.status, m.quantidade_kg, m.saldo_kg])).toEqual([
      ['entrada', `NF-e de entrada ${1000}/1`, null, '100.0000', '100.0000'],
      ['retorno', `NF-e ${n1}/1`, 'Cancelada', '-40.0000', '60.0000'],
      ['cancelamento', `NF-e ${n1}/1`, 'Cancelada', '40.0000', '100.0000'],
      ['retorno', `NF-e ${n2}/1`, 'Autorizada', '-25.5000', '74.5000'],
    ]);
    expect(movimentos.map((m) => m.id_nota_fiscal)).toEqual([null, primeira, primeira, segunda]);
    // The last balance is the item's, and the line carries its deadline: 10 days left of 180.
    expect(item).toMatchObject({
      id_item: idItem,
      recebido_kg: '100.0000',
      devolvido_kg: '25.5000',
      saldo_kg: '74.5000',
      dias_decorridos: 170,
      dias_restantes: 10,
      situacao: 'a_vencer',
    });
  });

  it('answers 404 for an item that does not exist and 400 for a malformed id', async () => {
    expect((await c.api('/relatorios/material-terceiros/itens/999999')).status).toBe(404);
    const r = await c.api<{ details: { campo: string }[] }>(
      '/relatorios/material-terceiros/itens/99999999999',
    );
    expect(r.status).toBe(400);
    expect(r.body.details.map((d) => d.campo)).toEqual(['id']);
  });
});
