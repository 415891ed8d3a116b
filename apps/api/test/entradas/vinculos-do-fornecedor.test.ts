import type { TImportacaoEntrada } from '@erp/contracts/entradas';
import { Decimal } from '@erp/fiscal/decimal';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientes, fornecedores, produtos } from '../../src/db/schema/cadastros.ts';
import { nfeEntradaItens } from '../../src/db/schema/entradas.ts';
import { compraXml, FORNECEDOR, formComXml, prepararEmpresaDaRemessa } from '../support/nfe-remessa.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Issue 24: what the clerk answered for a supplier's product code (that it is one of our products, how many kg one
// of its units weighs) is remembered for that supplier, as it is for a client, even when the supplier is no client.

let t: TestApp;
let token: string;
let idPP: number;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.loginAsAdmin();
  await prepararEmpresaDaRemessa(t, token);
  idPP = (await t.db.select().from(produtos).where(eq(produtos.codigoInterno, 'PP-H503')))[0]?.id as number;
});
afterAll(async () => t.close());

/** The supplier's own code for our PP-H503, sold in 25 kg sacks (SC): the note gives no weight. */
const RESINA = {
  cProd: 'RB-7788',
  xProd: 'RESINA PP H503 SACO 25KG',
  uCom: 'SC',
  uTrib: 'SC',
  vUnCom: '200.00',
};
const sacos = (qCom: string) => ({
  ...RESINA,
  qCom,
  vProd: new Decimal(qCom).times(RESINA.vUnCom).toFixed(2),
});

const importar = async (xml: string, campos: Record<string, unknown> = {}) => {
  const res = await t.request('/api/upload/nfe-entrada', {
    method: 'POST',
    token,
    body: formComXml(xml, 'nota.xml', campos),
  });
  return { status: res.status, body: (await res.json()) as TImportacaoEntrada & { error?: string } };
};

describe('a supplier that is no client', () => {
  it('is asked once for its product code and its unit; the next note imports without a question', async () => {
    const primeira = compraXml({ nNF: 7001, itens: [sacos('40')], comProtocolo: true }).xml;
    const semResposta = await importar(primeira);
    expect(semResposta.status).toBe(422);
    expect(semResposta.body.error).toMatch(/RB-7788/);

    const respondida = await importar(primeira, {
      vinculos: [{ codigo: 'RB-7788', id_produto: idPP }],
      conversoes: [{ codigo: 'RB-7788', kg_por_unidade: '25' }],
    });
    expect(respondida.status).toBe(201);
    expect(respondida.body).toMatchObject({
      id_cliente: null,
      itens: [{ codigo: 'RB-7788', destino: 'proprio' }],
    });
    expect(await t.db.select().from(clientes).where(eq(clientes.cpfCnpj, FORNECEDOR.CNPJ))).toEqual([]);
    const [fornecedor] = await t.db
      .select()
      .from(fornecedores)
      .where(eq(fornecedores.cpfCnpj, FORNECEDOR.CNPJ));
    expect(respondida.body.id_fornecedor).toBe(fornecedor?.id);

    const estoqueAntes = (await t.db.select().from(produtos).where(eq(produtos.id, idPP)))[0]
      ?.estoqueProprioKg;
    expect(estoqueAntes).toBe('1000.0000');
    const segunda = await importar(compraXml({ nNF: 7002, itens: [sacos('12')], comProtocolo: true }).xml);
    expect(segunda.status).toBe(201);
    const itens = await t.db
      .select({ idProduto: nfeEntradaItens.idProduto, kg: nfeEntradaItens.quantidadeKg })
      .from(nfeEntradaItens)
      .where(eq(nfeEntradaItens.idNfeEntrada, segunda.body.id))
      .orderBy(asc(nfeEntradaItens.numeroItem));
    expect(itens).toEqual([{ idProduto: idPP, kg: '300.0000' }]);
    const [pp] = await t.db.select().from(produtos).where(eq(produtos.id, idPP));
    expect(pp?.estoqueProprioKg).toBe('1300.0000');
  });

  it('does not lend its codes to another emitente', async () => {
    const outro = { CNPJ: '33000167000101', xNome: 'Outra Resinas Ltda' };
    const r = await importar(
      compraXml({ nNF: 7003, itens: [sacos('5')], emitente: outro, comProtocolo: true }).xml,
    );
    expect(r.status).toBe(422);
    expect(r.body.error).toMatch(/RB-7788/);
  });
});
