import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cenario, montarCenario, PP } from './cenario.ts';

let c: Cenario;
beforeAll(async () => {
  c = await montarCenario();
});
afterAll(async () => c.t.close());

const RETORNO = 'RETORNO DE INDUSTRIALIZACAO';

describe("GET /nfe/rascunho/saldo-disponivel: the client's kg of a product for the FIFO item form", () => {
  let idCliente: number;

  beforeAll(async () => {
    await c.importarRemessa([PP], '2026-11-10T10:00:00-03:00');
    await c.importarRemessa([{ ...PP, qCom: '50.5000', vProd: '404.00' }], '2026-11-12T10:00:00-03:00');
    idCliente = await c.idClienteRemessa();
    await c.definirReferenciacao(idCliente, 'FIFO');
  });

  const consultar = (query: string) =>
    c.api<Record<string, unknown>>(`/nfe/rascunho/saldo-disponivel?${query}`);

  it('sums the balances of every remessa of the product, exactly', async () => {
    const r = await consultar(`id_cliente=${idCliente}&id_produto=${c.idPP}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual({ saldo_kg: '150.5000' });
  });

  it('says 0 for a product the client never sent, and for another client', async () => {
    expect((await consultar(`id_cliente=${idCliente}&id_produto=${c.idTampa}`)).body).toEqual({
      saldo_kg: '0.0000',
    });
    expect((await consultar(`id_cliente=${c.idComprador}&id_produto=${c.idPP}`)).body).toEqual({
      saldo_kg: '0.0000',
    });
  });

  it('follows an authorised return, and the lines endpoint still refuses beyond it', async () => {
    const rascunho = await c.salvarRascunho({
      id_cliente: idCliente,
      natureza_operacao: RETORNO,
      itens: [{ id_produto: c.idPP, quantidade: '120.25', cfop: '5902' }],
    });
    expect(rascunho.status, JSON.stringify(rascunho.body)).toBe(200);
    const emissao = await c.emitir(rascunho.body.id);
    expect(emissao.status, JSON.stringify(emissao.body)).toBe(200);
    expect((await consultar(`id_cliente=${idCliente}&id_produto=${c.idPP}`)).body).toEqual({
      saldo_kg: '30.2500',
    });

    const linhas = await c.api<{ error: string; message: string }>('/nfe/rascunho/linhas', 'POST', {
      id_cliente: idCliente,
      natureza_operacao: RETORNO,
      itens: [{ id_produto: c.idPP, quantidade: '30.2501', cfop: '5902' }],
    });
    expect(linhas.status).toBe(422);
    expect(JSON.stringify(linhas.body)).toContain('Saldo insuficiente nas notas de entrada do cliente.');
  });

  it('answers 400 under the field for a query that is not an id', async () => {
    const r = await consultar(`id_cliente=abc&id_produto=${c.idPP}`);
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain('Cliente inválido.');
    expect((await consultar(`id_cliente=${idCliente}`)).status).toBe(400);
  });
});
