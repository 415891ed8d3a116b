import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nfeEntradaItens, nfeEntradas } from '../../src/db/schema/entradas.ts';
import { notasFiscais, notasFiscaisItens } from '../../src/db/schema/notas-fiscais.ts';
import { CNPJ_EMPRESA, formComXml, remessaXml } from '../support/nfe-remessa.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let token: string;
let idEntrada = 0;
let itens: { id: number; idProduto: number }[] = [];

const PP = {
  cProd: 'PP-H503',
  xProd: 'Polipropileno H503',
  qCom: '500.0000',
  vUnCom: '8.00',
  vProd: '4000.00',
};
const PEAD = {
  cProd: 'PEAD-01',
  xProd: 'PEAD',
  NCM: '39012029',
  qCom: '200.0000',
  vUnCom: '7',
  vProd: '1400.00',
};

beforeAll(async () => {
  t = await createTestApp();
  token = await t.loginAsAdmin();
  await t.request('/api/preferencias/empresa', {
    method: 'PUT',
    token,
    json: { razao_social: 'Plásticos Transformação', cnpj: CNPJ_EMPRESA },
  });
  for (const [p, ncm] of [
    [PP, '39021020'],
    [PEAD, PEAD.NCM],
  ] as const) {
    await t.request('/api/produtos', {
      method: 'POST',
      token,
      json: { nome: p.xProd, codigo_interno: p.cProd, ncm },
    });
  }
  const res = await t.request('/api/upload/nfe-entrada', {
    method: 'POST',
    token,
    body: formComXml(remessaXml({ nNF: 50, itens: [PP, PEAD] }).xml),
  });
  idEntrada = ((await res.json()) as { id: number }).id;
  itens = await t.db
    // Every item of this note has its product (none ignored).
    .select({ id: nfeEntradaItens.id, idProduto: sql<number>`${nfeEntradaItens.idProduto}` })
    .from(nfeEntradaItens)
    .where(eq(nfeEntradaItens.idNfeEntrada, idEntrada))
    .orderBy(nfeEntradaItens.numeroItem);
});
afterAll(async () => t.close());

type Linha = { item: number; kg: string };

/** One of the company's NF-e, written straight into the tables as the emission would leave it. */
async function notaFiscal(
  numero: number | null,
  status: 'Autorizada' | 'Cancelada' | 'Rascunho',
  dataEmissao: string | null,
  linhas: Linha[],
) {
  const [entrada] = await t.db.select().from(nfeEntradas).where(eq(nfeEntradas.id, idEntrada));
  const emitida = status !== 'Rascunho';
  const [nota] = await t.db
    .insert(notasFiscais)
    .values({
      idCliente: entrada?.idCliente ?? 0,
      naturezaOperacao: 'RETORNO DE MERCADORIA RECEBIDA PARA INDUSTRIALIZACAO',
      status,
      cnpjEmitente: CNPJ_EMPRESA,
      serie: numero === null ? null : 1,
      numero,
      dataEmissao: dataEmissao ? new Date(dataEmissao) : null,
      protocolo: emitida ? `13526000000${numero}` : null,
      dataAutorizacao: emitida && dataEmissao ? new Date(dataEmissao) : null,
    })
    .returning({ id: notasFiscais.id });
  const idNotaFiscal = nota?.id ?? 0;
  await t.db.insert(notasFiscaisItens).values(
    linhas.map((l, n) => {
      const item = itens[l.item];
      return {
        idNotaFiscal,
        numeroItem: n + 1,
        idProduto: item?.idProduto ?? 0,
        idItemEntrada: item?.id ?? 0,
        nomeProduto: 'Retorno',
        cfop: '5902',
        quantidade: l.kg,
        valorUnitario: '8',
        valorTotal: '1.00',
      };
    }),
  );
  return idNotaFiscal;
}

describe('returns that consumed an entry item', () => {
  it('lists, per item, the authorised returns with number, série, date and kg; cancelled notes and drafts do not count', async () => {
    const nf15 = await notaFiscal(15, 'Autorizada', '2026-11-25T14:00:00-03:00', [
      { item: 0, kg: '100.0000' },
      { item: 0, kg: '50.5000' },
      { item: 1, kg: '30.0000' },
    ]);
    await notaFiscal(16, 'Cancelada', '2026-11-24T10:00:00-03:00', [{ item: 0, kg: '75.0000' }]);
    await notaFiscal(null, 'Rascunho', null, [{ item: 0, kg: '10.0000' }]);
    const nf12 = await notaFiscal(12, 'Autorizada', '2026-11-21T09:30:00-03:00', [
      { item: 0, kg: '20.0000' },
    ]);

    const res = await t.request(`/api/upload/nfe-entrada/${idEntrada}/itens`, { token });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { nome: string; retornos: unknown[] }[];
    expect(body.map((i) => [i.nome, i.retornos])).toEqual([
      [
        'Polipropileno H503',
        [
          {
            id_nota_fiscal: nf12,
            numero: 12,
            serie: 1,
            data_emissao: '2026-11-21T12:30:00.000Z',
            quantidade_kg: '20.0000',
          },
          {
            id_nota_fiscal: nf15,
            numero: 15,
            serie: 1,
            data_emissao: '2026-11-25T17:00:00.000Z',
            quantidade_kg: '150.5000',
          },
        ],
      ],
      [
        'PEAD',
        [
          {
            id_nota_fiscal: nf15,
            numero: 15,
            serie: 1,
            data_emissao: '2026-11-25T17:00:00.000Z',
            quantidade_kg: '30.0000',
          },
        ],
      ],
    ]);
  });
});
