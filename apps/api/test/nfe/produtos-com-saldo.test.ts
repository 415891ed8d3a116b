import type { TProdutoComSaldo } from '@erp/contracts/nfe-rascunho';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cenario, montarCenario, PP } from './cenario.ts';

let c: Cenario;
beforeAll(async () => {
  c = await montarCenario();
});
afterAll(async () => c.t.close());

const PEAD = {
  cProd: 'PEAD-7731',
  xProd: 'Polietileno PEAD 7731',
  qCom: '30.0000',
  vUnCom: '9.00',
  vProd: '270.00',
};

describe("GET /nfe/rascunho/produtos-com-saldo: the FIFO form's reference products", () => {
  let idCliente: number;
  let idPead: number;

  beforeAll(async () => {
    idPead = (
      await c.api<{ id: number }>('/produtos', 'POST', {
        nome: 'Polietileno PEAD 7731',
        codigo_interno: 'PEAD-7731',
        ncm: '39012029',
      })
    ).body.id;
    await c.importarRemessa([PP, PEAD], '2026-11-10T10:00:00-03:00');
    await c.importarRemessa([{ ...PP, qCom: '50.5000', vProd: '404.00' }], '2026-11-12T10:00:00-03:00');
    idCliente = await c.idClienteRemessa();
    await c.definirReferenciacao(idCliente, 'FIFO');
  });

  const consultar = (idCliente: number) =>
    c.api<TProdutoComSaldo[]>(`/nfe/rascunho/produtos-com-saldo?id_cliente=${idCliente}`);

  it("lists only the client's products with balance, by name, each with its kg summed exactly", async () => {
    const r = await consultar(idCliente);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual([
      { id_produto: idPead, codigo_interno: 'PEAD-7731', nome: 'Polietileno PEAD 7731', saldo_kg: '30.0000' },
      { id_produto: c.idPP, codigo_interno: 'PP-H503', nome: 'Polipropileno H503', saldo_kg: '150.5000' },
    ]);
  });

  it('lists nothing for a client without remessas, and refuses a bad id', async () => {
    expect((await consultar(c.idComprador)).body).toEqual([]);
    expect((await c.api('/nfe/rascunho/produtos-com-saldo?id_cliente=abc')).status).toBe(400);
  });

  it('leaves out a product whose balance went back whole', async () => {
    const r = await c.salvarRascunho({
      id_cliente: idCliente,
      natureza_operacao: 'RETORNO DE INDUSTRIALIZACAO',
      itens: [{ id_produto: idPead, quantidade: '30', cfop: '5902' }],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await c.emitir(r.body.id)).status).toBe(200);
    expect((await consultar(idCliente)).body.map((p) => [p.codigo_interno, p.saldo_kg])).toEqual([
      ['PP-H503', '150.5000'],
    ]);
  });
});
