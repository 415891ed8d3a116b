import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { produtos } from '../../src/db/schema/cadastros.ts';
import { nfeEntradaItens, nfeEntradas, produtosDoCliente } from '../../src/db/schema/entradas.ts';
import { estoqueMovimentos } from '../../src/db/schema/estoque.ts';
import {
  formComXml,
  type ItemRemessa,
  prepararEmpresaDaRemessa,
  remessaXml,
} from '../support/nfe-remessa.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { buildZip } from '../support/zip.ts';

// Remessas as clients really send them: sacks (SC), units (UN), 'LU' and tonnes (TN), with and without
// transp/vol/pesoL, signed with the client's A1 like any supplier's note.
let t: TestApp;
let token: string;
const ids: Record<string, number> = {};

const produto = async (nome: string, codigo: string, ncm = '39021020') => {
  const res = await t.request('/api/produtos', {
    method: 'POST',
    token,
    json: { nome, codigo_interno: codigo, ncm },
  });
  expect(res.status).toBe(201);
  ids[codigo] = ((await res.json()) as { id: number }).id;
};

beforeAll(async () => {
  t = await createTestApp();
  token = await t.loginAsAdmin();
  await prepararEmpresaDaRemessa(t, token);
  const [pp] = await t.db
    .select({ id: produtos.id })
    .from(produtos)
    .where(eq(produtos.codigoInterno, 'PP-H503'));
  ids['PP-H503'] = pp?.id ?? 0;
  await produto('Masterbatch Preto', 'MB-PRETO', '32064910');
  await produto('Pigmento em pó', 'PIG-01', '32041700');
  await produto('PEAD', 'PEAD-01', '39012029');
});
afterAll(async () => t.close());

const upload = (path: string, xml: string, campos?: Record<string, unknown>) =>
  t.request(`/api/upload/nfe-entrada${path}`, {
    method: 'POST',
    token,
    body: formComXml(xml, 'nota.xml', campos),
  });

const SACOS: ItemRemessa = {
  cProd: 'PP-H503',
  xProd: 'Polipropileno H503 saco 25 kg',
  uCom: 'SC',
  qCom: '40.0000',
  vUnCom: '200.00',
  vProd: '8000.00',
};
const UNIDADES: ItemRemessa = {
  cProd: 'MB-PRETO',
  xProd: 'Masterbatch preto',
  NCM: '32064910',
  uCom: 'UN',
  qCom: '5.0000',
  vUnCom: '30.00',
  vProd: '150.00',
};
const LU: ItemRemessa = {
  cProd: 'PIG-01',
  xProd: 'Pigmento lata',
  NCM: '32041700',
  uCom: 'LU',
  qCom: '3.0000',
  vUnCom: '10.00',
  vProd: '30.00',
};
const TONELADAS: ItemRemessa = {
  cProd: 'PEAD-01',
  xProd: 'PEAD',
  NCM: '39012029',
  uCom: 'TN',
  qCom: '2.5000',
  vUnCom: '7000.00',
  vProd: '17500.00',
};

async function itensDaEntrada(id: number) {
  return t.db
    .select({
      numero: nfeEntradaItens.numeroItem,
      idProduto: nfeEntradaItens.idProduto,
      codigo: nfeEntradaItens.codigoProduto,
      unidade: nfeEntradaItens.unidade,
      quantidade: nfeEntradaItens.quantidade,
      kg: nfeEntradaItens.quantidadeKg,
      saldo: nfeEntradaItens.saldoKg,
      ignorado: nfeEntradaItens.ignorado,
    })
    .from(nfeEntradaItens)
    .where(eq(nfeEntradaItens.idNfeEntrada, id))
    .orderBy(asc(nfeEntradaItens.numeroItem));
}

const movimentosDe = (id: number) =>
  t.db
    .select({ idProduto: estoqueMovimentos.idProduto, kg: estoqueMovimentos.quantidadeKg })
    .from(estoqueMovimentos)
    .where(and(eq(estoqueMovimentos.origem, 'ENTRADA_NFE'), eq(estoqueMovimentos.idDocumento, String(id))))
    .orderBy(asc(estoqueMovimentos.id));

const contarEntradas = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(nfeEntradas))[0]?.n ?? 0;

describe('items whose kg the note does not tell', () => {
  it('analysis lists, up front and per item, what cannot be converted; TN and KG in uTrib convert alone', async () => {
    const kgNoTrib = { ...SACOS, cProd: 'PP-H503', uTrib: 'KG', qTrib: '1000.0000' };
    const { xml } = remessaXml({ nNF: 101, itens: [SACOS, UNIDADES, LU, TONELADAS, kgNoTrib] });
    const res = await upload('/analisar', xml);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'itens_sem_kg',
      chave: expect.any(String),
      numero_nf: 101,
      emitente: 'Embalagens Paulista Ltda',
      ja_importada: false,
      produtos: [],
      itens_sem_kg: [
        {
          codigo: 'PP-H503',
          descricao: 'Polipropileno H503 saco 25 kg',
          unidade: 'SC',
          quantidade: '40.0000',
          sugestao_kg_total: null,
        },
        {
          codigo: 'MB-PRETO',
          descricao: 'Masterbatch preto',
          unidade: 'UN',
          quantidade: '5.0000',
          sugestao_kg_total: null,
        },
        {
          codigo: 'PIG-01',
          descricao: 'Pigmento lata',
          unidade: 'LU',
          quantidade: '3.0000',
          sugestao_kg_total: null,
        },
      ],
      // Every item is a remessa (5901): no CFOP to ask about (issue 24).
      cfops_sem_destino: [],
    });
  });

  it("offers a single-item note's transp/vol/pesoL as the suggestion, summed over its volumes", async () => {
    const { xml } = remessaXml({
      nNF: 102,
      itens: [{ ...UNIDADES, cProd: 'MB-PRETO' }],
      volumes: [
        { qVol: 3, esp: 'CAIXA', pesoL: '60.250' },
        { qVol: 2, esp: 'CAIXA', pesoL: '40.5' },
      ],
    });
    const analise = (await (await upload('/analisar', xml)).json()) as { itens_sem_kg: unknown[] };
    expect(analise.itens_sem_kg).toEqual([
      {
        codigo: 'MB-PRETO',
        descricao: 'Masterbatch preto',
        unidade: 'UN',
        quantidade: '5.0000',
        sugestao_kg_total: '100.750',
      },
    ]);
  });

  it('refuses the import with 422 naming every item without kg, and writes nothing', async () => {
    const antes = await contarEntradas();
    const res = await upload('', remessaXml({ nNF: 103, itens: [SACOS, UNIDADES, TONELADAS] }).xml);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: string }).error).toBe(
      'A nota não informa o peso em kg dos itens PP-H503 (Polipropileno H503 saco 25 kg, 40.0000 SC), ' +
        'MB-PRETO (Masterbatch preto, 5.0000 UN). Informe o peso por unidade ou o peso total de cada item.',
    );
    expect(await contarEntradas()).toBe(antes);
  });

  it('imports with the answers: converted kg beside the original quantity and unit, balances and stock, factors remembered', async () => {
    const { xml } = remessaXml({
      nNF: 104,
      itens: [SACOS, UNIDADES, LU, TONELADAS],
      volumes: [{ qVol: 48, pesoL: '3512.500' }],
      comProtocolo: true,
    });
    const res = await upload('', xml, {
      conversoes: [
        { codigo: 'PP-H503', kg_por_unidade: '25' },
        { codigo: 'MB-PRETO', kg_total: '12.5' },
        { codigo: 'PIG-01', kg_por_unidade: 0.3333 },
      ],
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    expect(await itensDaEntrada(id)).toEqual([
      {
        numero: 1,
        idProduto: ids['PP-H503'],
        codigo: 'PP-H503',
        unidade: 'SC',
        quantidade: '40.0000',
        kg: '1000.0000',
        saldo: '1000.0000',
        ignorado: false,
      },
      {
        numero: 2,
        idProduto: ids['MB-PRETO'],
        codigo: 'MB-PRETO',
        unidade: 'UN',
        quantidade: '5.0000',
        kg: '12.5000',
        saldo: '12.5000',
        ignorado: false,
      },
      {
        numero: 3,
        idProduto: ids['PIG-01'],
        codigo: 'PIG-01',
        unidade: 'LU',
        quantidade: '3.0000',
        kg: '0.9999',
        saldo: '0.9999',
        ignorado: false,
      },
      {
        numero: 4,
        idProduto: ids['PEAD-01'],
        codigo: 'PEAD-01',
        unidade: 'TN',
        quantidade: '2.5000',
        kg: '2500.0000',
        saldo: '2500.0000',
        ignorado: false,
      },
    ]);
    expect(await movimentosDe(id)).toEqual([
      { idProduto: ids['PP-H503'], kg: '1000.0000' },
      { idProduto: ids['MB-PRETO'], kg: '12.5000' },
      { idProduto: ids['PIG-01'], kg: '0.9999' },
      { idProduto: ids['PEAD-01'], kg: '2500.0000' },
    ]);
    const lembrados = await t.db
      .select({
        codigo: produtosDoCliente.codigoProduto,
        unidade: produtosDoCliente.unidade,
        kg: produtosDoCliente.kgPorUnidade,
        idProduto: produtosDoCliente.idProduto,
      })
      .from(produtosDoCliente)
      .orderBy(asc(produtosDoCliente.codigoProduto));
    expect(lembrados).toEqual([
      { codigo: 'MB-PRETO', unidade: 'UN', kg: '2.500000', idProduto: null },
      { codigo: 'PIG-01', unidade: 'LU', kg: '0.333300', idProduto: null },
      { codigo: 'PP-H503', unidade: 'SC', kg: '25.000000', idProduto: null },
    ]);
  });

  it("the client's next note in SC imports on its own with the remembered factor; the same code in CX still asks", async () => {
    const { xml } = remessaXml({ nNF: 105, itens: [{ ...SACOS, qCom: '12.0000', vProd: '2400.00' }] });
    expect(await (await upload('/analisar', xml)).json()).toMatchObject({ status: 'ok', itens_sem_kg: [] });
    const res = await upload('', xml);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    expect(await itensDaEntrada(id)).toMatchObject([
      { unidade: 'SC', quantidade: '12.0000', kg: '300.0000', saldo: '300.0000' },
    ]);

    const caixas = remessaXml({
      nNF: 106,
      itens: [{ ...SACOS, uCom: 'CX', qCom: '2.0000', vProd: '400.00' }],
    }).xml;
    expect(await (await upload('/analisar', caixas)).json()).toMatchObject({
      status: 'itens_sem_kg',
      itens_sem_kg: [{ codigo: 'PP-H503', unidade: 'CX', quantidade: '2.0000' }],
    });
  });

  it('refuses malformed answers with 400 under the field', async () => {
    const { xml } = remessaXml({ nNF: 107, itens: [SACOS, { ...SACOS }] });
    const casos: [Record<string, unknown>, string, string][] = [
      [{ conversoes: '{nao e json' }, 'conversoes', 'Envie uma lista em JSON.'],
      [
        { conversoes: [{ codigo: 'PP-H503', kg_por_unidade: '0' }] },
        'conversoes.0',
        'Informe um peso maior que zero.',
      ],
      [
        { conversoes: [{ codigo: 'OUTRO', kg_por_unidade: '1' }] },
        'conversoes.0.codigo',
        'O código OUTRO não é de nenhum item desta nota.',
      ],
      [
        { conversoes: [{ codigo: 'PP-H503', kg_total: '1000' }] },
        'conversoes.0.kg_total',
        'O código PP-H503 está em mais de um item desta nota: informe o peso por unidade.',
      ],
      [
        { vinculos: [{ codigo: 'PP-H503', id_produto: 999999 }] },
        'vinculos.0.id_produto',
        'Produto não encontrado.',
      ],
    ];
    for (const [campos, campo, mensagem] of casos) {
      const res = await upload('', xml, campos);
      expect(res.status, JSON.stringify(campos)).toBe(400);
      const body = (await res.json()) as { details: { campo: string; mensagem: string }[] };
      expect(body.details, JSON.stringify(campos)).toContainEqual({
        campo: expect.stringContaining(campo),
        mensagem,
      });
    }
  });
});

describe("unknown products: 'Vincular a produto existente' and 'Ignorar'", () => {
  const DO_CLIENTE: ItemRemessa = {
    cProd: 'CLI-PP-9',
    xProd: 'PP homopolimero (codigo do cliente)',
    qCom: '300.0000',
    vUnCom: '8.00',
    vProd: '2400.00',
  };
  const ESTRANHO: ItemRemessa = {
    cProd: 'PALETE-01',
    xProd: 'Palete de madeira',
    NCM: '44152000',
    uCom: 'UN',
    qCom: '2.0000',
    vUnCom: '50.00',
    vProd: '100.00',
  };
  const ESTRANHO_KG: ItemRemessa = {
    cProd: 'REFUGO',
    xProd: 'Refugo',
    qCom: '15.0000',
    vUnCom: '1.00',
    vProd: '15.00',
  };

  it("links the client's code to our product and uses it on the client's later notes", async () => {
    const { xml } = remessaXml({ nNF: 110, itens: [DO_CLIENTE] });
    expect(await (await upload('/analisar', xml)).json()).toMatchObject({
      status: 'produtos_faltantes',
      produtos: [
        {
          nome: 'PP homopolimero (codigo do cliente)',
          codigo_interno: 'CLI-PP-9',
          ncm: '39021020',
          unidade: 'KG',
        },
      ],
    });
    const res = await upload('', xml, { vinculos: [{ codigo: 'CLI-PP-9', id_produto: ids['PP-H503'] }] });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    expect(await itensDaEntrada(id)).toMatchObject([
      { idProduto: ids['PP-H503'], codigo: 'CLI-PP-9', kg: '300.0000', saldo: '300.0000', ignorado: false },
    ]);

    const seguinte = remessaXml({ nNF: 111, itens: [DO_CLIENTE] }).xml;
    expect(await (await upload('/analisar', seguinte)).json()).toMatchObject({ status: 'ok', produtos: [] });
    expect((await upload('', seguinte)).status).toBe(201);
  });

  it('imports the note with an ignored item kept (with its kg when known) but without stock or balance', async () => {
    const { xml } = remessaXml({
      nNF: 112,
      itens: [{ ...SACOS, qCom: '4.0000', vProd: '800.00' }, ESTRANHO, ESTRANHO_KG],
    });
    const analise = await (await upload('/analisar', xml)).json();
    expect(analise).toMatchObject({
      status: 'produtos_faltantes',
      produtos: [
        { codigo_interno: 'PALETE-01', unidade: 'UN' },
        { codigo_interno: 'REFUGO', unidade: 'KG' },
      ],
      itens_sem_kg: [{ codigo: 'PALETE-01', unidade: 'UN' }],
    });
    // Fields after the file, as another client may send them.
    const form = formComXml(xml);
    form.append('ignorar', JSON.stringify(['PALETE-01', 'REFUGO']));
    const res = await t.request('/api/upload/nfe-entrada', { method: 'POST', token, body: form });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    expect(await itensDaEntrada(id)).toEqual([
      {
        numero: 1,
        idProduto: ids['PP-H503'],
        codigo: 'PP-H503',
        unidade: 'SC',
        quantidade: '4.0000',
        kg: '100.0000',
        saldo: '100.0000',
        ignorado: false,
      },
      {
        numero: 2,
        idProduto: null,
        codigo: 'PALETE-01',
        unidade: 'UN',
        quantidade: '2.0000',
        kg: '0.0000',
        saldo: '0.0000',
        ignorado: true,
      },
      {
        numero: 3,
        idProduto: null,
        codigo: 'REFUGO',
        unidade: 'KG',
        quantidade: '15.0000',
        kg: '15.0000',
        saldo: '0.0000',
        ignorado: true,
      },
    ]);
    expect(await movimentosDe(id)).toEqual([{ idProduto: ids['PP-H503'], kg: '100.0000' }]);
    const detalhe = (await (
      await t.request(`/api/upload/nfe-entrada/${id}/itens`, { token })
    ).json()) as unknown[];
    expect(detalhe).toHaveLength(1);
    // Neither the FIFO of a return nor Material de Terceiros (not even among closed items) offers them.
    const relatorio = await t.request('/api/relatorios/material-terceiros?encerrados=true&limit=999', {
      token,
    });
    expect(relatorio.status).toBe(200);
    const texto = await relatorio.text();
    expect(texto).toContain('"codigo_produto":"PP-H503"');
    expect(texto).not.toContain('PALETE-01');
    expect(texto).not.toContain('REFUGO');
  });
});

describe('the .zip upload', () => {
  it('imports what the remembered answers settle and keeps waiting, whole, a note still needing one', async () => {
    const lembrada = remessaXml({ nNF: 120, itens: [{ ...SACOS, qCom: '2.0000', vProd: '400.00' }] });
    const semKg = remessaXml({ nNF: 121, itens: [TONELADAS, { ...LU, uCom: 'BB', qCom: '1.0000' }] });
    const antes = await contarEntradas();
    const res = await t.request('/api/upload/nfe-entrada', {
      method: 'POST',
      token,
      body: formComXml(
        buildZip([
          { name: 'a.xml', content: lembrada.xml },
          { name: 'b.xml', content: semKg.xml },
        ]),
        'notas.zip',
      ),
    });
    expect(res.status).toBe(200);
    const { arquivos, pendencias } = (await res.json()) as {
      arquivos: { situacao: string; mensagem?: string; itens?: unknown }[];
      pendencias: { itens_sem_kg: unknown[] }[];
    };
    expect(arquivos[0]?.situacao).toBe('importada');
    expect(arquivos[1]).toEqual({
      arquivo: 'b.xml',
      situacao: 'itens_sem_kg',
      chave: semKg.chave,
      mensagem:
        'NF-e 121: A nota não informa o peso em kg do item PIG-01 (Pigmento lata, 1.0000 BB). Informe o peso por ' +
        'unidade ou o peso total do item. Responda às perguntas do .zip e envie-o de novo para importá-la.',
      itens: [
        {
          codigo: 'PIG-01',
          descricao: 'Pigmento lata',
          unidade: 'BB',
          quantidade: '1.0000',
          sugestao_kg_total: null,
        },
      ],
    });
    // The .zip's one table asks it with the emitente's other questions (none here).
    expect(pendencias.map((p) => p.itens_sem_kg)).toEqual([
      [
        {
          codigo: 'PIG-01',
          descricao: 'Pigmento lata',
          unidade: 'BB',
          quantidade: '1.0000',
          sugestao_kg_total: null,
          itens: 1,
          arquivos: ['b.xml'],
        },
      ],
    ]);
    expect(await contarEntradas()).toBe(antes + 1);
  });
});
