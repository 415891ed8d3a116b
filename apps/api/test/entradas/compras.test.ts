import type { TImportacaoEntrada, TImportacaoZipEntradas } from '@erp/contracts/entradas';
import type { TRelatorioEstoque } from '@erp/contracts/relatorios';
import { registrarNotaDeTerceiro } from '@erp/sefaz-sim/controle/registrar-nota-de-terceiro';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientes, fornecedores, produtos } from '../../src/db/schema/cadastros.ts';
import { nfeEntradaItens, nfeEntradas } from '../../src/db/schema/entradas.ts';
import { estoqueMovimentos } from '../../src/db/schema/estoque.ts';
import { lancamentos } from '../../src/db/schema/lancamentos.ts';
import { type Cenario, montarCenario, PP } from '../nfe/cenario.ts';
import { lerZip } from '../support/ler-zip.ts';
import {
  CNPJ_CLIENTE,
  compraXml,
  EMITENTE_CLIENTE,
  FORNECEDOR,
  formComXml,
  type ItemRemessa,
  remessaXml,
} from '../support/nfe-remessa.ts';
import { buildZip } from '../support/zip.ts';

// Issue 24: a supplier's note is a purchase into own stock at cost, with its payables; a client's remessa stays the
// client's material; the two never mix, and a sale takes only the company's own kg.

let c: Cenario;
let idPead: number;
let idMasterbatch: number;
beforeAll(async () => {
  c = await montarCenario();
  idPead = (
    await c.api<{ id: number }>('/produtos', 'POST', {
      nome: 'Polietileno de Alta Densidade',
      codigo_interno: 'PEAD-01',
      ncm: '39012029',
      preco_venda: '15.00',
    })
  ).body.id;
  idMasterbatch = (
    await c.api<{ id: number }>('/produtos', 'POST', {
      nome: 'Masterbatch Preto',
      codigo_interno: 'MB-PRETO',
      ncm: '32064910',
    })
  ).body.id;
});
afterAll(async () => c.t.close());

const PP_COMPRA: ItemRemessa = {
  cProd: 'PP-H503',
  xProd: 'Polipropileno H503',
  qCom: '1000.0000',
  vUnCom: '8.00',
  vProd: '8000.00',
  vIPI: '520.00',
  vFrete: '150.00',
  vDesc: '80.00',
};
const PEAD_COMPRA: ItemRemessa = {
  cProd: 'PEAD-01',
  xProd: 'Polietileno de Alta Densidade',
  NCM: '39012029',
  qCom: '250.5000',
  vUnCom: '9.30',
  vProd: '2329.65',
  vIPI: '151.43',
  vFrete: '37.55',
};
const MB = (CFOP: string, qCom = '10.0000'): ItemRemessa => ({
  cProd: 'MB-PRETO',
  xProd: 'Masterbatch Preto',
  NCM: '32064910',
  qCom,
  vUnCom: '30.00',
  vProd: (Number.parseFloat(qCom) * 30).toFixed(2),
  CFOP,
});
const TRES_DUPLICATAS = [
  { nDup: '001', dVenc: '2026-12-20', vDup: '3702.87' },
  { nDup: '002', dVenc: '2027-01-19', vDup: '3702.88' },
  { nDup: '003', dVenc: '2027-02-18', vDup: '3702.88' },
];

const importar = async (xml: string, campos: Record<string, unknown> = {}) => {
  const res = await c.t.request('/api/upload/nfe-entrada', {
    method: 'POST',
    token: c.token,
    body: formComXml(xml, 'nota.xml', campos),
  });
  return { status: res.status, body: (await res.json()) as TImportacaoEntrada & { error?: string } };
};
const produto = async (id: number) => (await c.t.db.select().from(produtos).where(eq(produtos.id, id)))[0];
const linhaDoEstoque = async (sku: string) => {
  const r = await c.api<TRelatorioEstoque>(`/relatorios/estoque?search=${sku}`);
  return r.body.data.find((l) => l.codigo_interno === sku);
};
const pagaveisDa = (idEntrada: number) =>
  c.t.db
    .select()
    .from(lancamentos)
    .where(and(eq(lancamentos.origem, 'NFE_ENTRADA'), eq(lancamentos.idDocumento, idEntrada)))
    .orderBy(asc(lancamentos.dataVencimento));
const materialDeTerceiros = async () =>
  (
    await c.api<{ totalItems: number; data: { id_item: number; codigo_produto: string }[] }>(
      '/relatorios/material-terceiros?encerrados=true',
    )
  ).body;
const venda = async (idProduto: number, quantidade: string) => {
  const r = await c.salvarRascunho({
    id_cliente: c.idComprador,
    natureza_operacao: 'VENDA DE MERCADORIA',
    itens: [{ id_produto: idProduto, quantidade, cfop: '5101' }],
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return { ...(await c.emitir(r.body.id)), idNota: r.body.id };
};

describe('a sale takes only the company own stock', () => {
  it('is refused when the only kg in the building are a client material', async () => {
    await c.importarRemessa([PP]);
    expect(await produto(c.idPP)).toMatchObject({ estoqueAtual: '100.0000', estoqueProprioKg: '0.0000' });
    const r = await venda(c.idPP, '10');
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ error: 'Estoque próprio insuficiente de "Polipropileno H503".' });
    expect(String(r.body.details)).toContain('Disponível no estoque próprio 0,00 kg, pedido 10,00 kg');
  });
});

describe('a supplier note (CFOP 5101, three duplicatas, IPI, freight and discount)', () => {
  let importada: TImportacaoEntrada;

  it('registers the supplier, never a client, and says each item went to own stock', async () => {
    const antes = await materialDeTerceiros();
    const { xml } = compraXml({
      nNF: 5001,
      itens: [PP_COMPRA, PEAD_COMPRA],
      comProtocolo: true,
      duplicatas: TRES_DUPLICATAS,
      pagamentos: [{ tPag: '15', vPag: '11108.63' }],
    });
    const r = await importar(xml);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    importada = r.body;
    const [fornecedor] = await c.t.db
      .select()
      .from(fornecedores)
      .where(eq(fornecedores.cpfCnpj, FORNECEDOR.CNPJ));
    expect(fornecedor).toMatchObject({ nomeRazaoSocial: 'Resinas Brasil Comercio Ltda' });
    expect(importada).toMatchObject({
      message: 'NF-e 5001 importada com sucesso.',
      id_cliente: null,
      id_fornecedor: fornecedor?.id,
      itens: [
        { numero_item: 1, codigo: 'PP-H503', cfop: '5101', destino: 'proprio' },
        { numero_item: 2, codigo: 'PEAD-01', cfop: '5101', destino: 'proprio' },
      ],
    });
    expect(await c.t.db.select().from(clientes).where(eq(clientes.cpfCnpj, FORNECEDOR.CNPJ))).toEqual([]);
    const [entrada] = await c.t.db.select().from(nfeEntradas).where(eq(nfeEntradas.id, importada.id));
    expect(entrada).toMatchObject({ idCliente: null, idFornecedor: fornecedor?.id, valorTotal: '11108.63' });
    // Material de Terceiros is the clients': the purchase adds nothing to it.
    expect(await materialDeTerceiros()).toEqual(antes);
  });

  it('raises own stock at vProd + IPI + frete - desconto, to the centavo', async () => {
    // PP: 8 000,00 + 520,00 + 150,00 - 80,00 = 8 590,00 for 1 000 kg, beside the client's 100 kg.
    expect(await produto(c.idPP)).toMatchObject({
      estoqueAtual: '1100.0000',
      estoqueProprioKg: '1000.0000',
      valorEstoqueProprio: '8590.00',
    });
    expect(await linhaDoEstoque('PP-H503')).toMatchObject({
      estoque_kg: '1100.00',
      saldo_clientes_kg: '100.00',
      estoque_proprio_kg: '1000.00',
      estoque_terceiros_kg: '100.00',
      custo_medio_kg: '8.5900',
      valor_estoque_proprio: '8590.00',
    });
    // PEAD: 2 329,65 + 151,43 + 37,55 = 2 518,63 for 250,5 kg.
    expect(await linhaDoEstoque('PEAD-01')).toMatchObject({
      estoque_kg: '250.50',
      estoque_proprio_kg: '250.50',
      estoque_terceiros_kg: '0.00',
      valor_estoque_proprio: '2518.63',
      custo_medio_kg: '10.0544',
    });
    const itens = await c.t.db
      .select()
      .from(nfeEntradaItens)
      .where(eq(nfeEntradaItens.idNfeEntrada, importada.id))
      .orderBy(asc(nfeEntradaItens.numeroItem));
    expect(itens.map((i) => [i.destino, i.saldoKg, i.custoTotal])).toEqual([
      ['proprio', '0.0000', '8590.00'],
      ['proprio', '0.0000', '2518.63'],
    ]);
    const movimentos = await c.t.db
      .select()
      .from(estoqueMovimentos)
      .where(
        and(
          eq(estoqueMovimentos.idDocumento, String(importada.id)),
          eq(estoqueMovimentos.origem, 'ENTRADA_NFE'),
        ),
      )
      .orderBy(asc(estoqueMovimentos.idProduto));
    expect(movimentos.map((m) => [m.destino, m.quantidadeKg, m.custoTotal, m.custoKg])).toEqual([
      ['proprio', '1000.0000', '8590.00', '8.5900000000'],
      ['proprio', '250.5000', '2518.63', '10.0544111776'],
    ]);
  });

  it('creates one payable per duplicata with its number, due date and value, of the supplier and the note', async () => {
    const pagaveis = await pagaveisDa(importada.id);
    expect(pagaveis.map((p) => p.id).sort()).toEqual([...importada.lancamentos].sort());
    expect(
      pagaveis.map((p) => [p.tipo, p.status, p.dataVencimento, p.valorOriginal, p.idFornecedor, p.descricao]),
    ).toEqual(
      TRES_DUPLICATAS.map((d) => [
        'DESPESA',
        'Pendente',
        d.dVenc,
        d.vDup,
        importada.id_fornecedor,
        `NF-e nº 5001/1 - duplicata ${d.nDup} - Resinas Brasil Comercio Ltda`,
      ]),
    );
  });

  it('answers 409 when the same note comes again, and changes nothing', async () => {
    const { xml } = compraXml({
      nNF: 5001,
      itens: [PP_COMPRA, PEAD_COMPRA],
      comProtocolo: true,
      duplicatas: TRES_DUPLICATAS,
    });
    const r = await importar(xml);
    expect(r.status).toBe(409);
    expect(await pagaveisDa(importada.id)).toHaveLength(3);
    expect((await produto(c.idPP))?.estoqueProprioKg).toBe('1000.0000');
  });

  it('is sold from own stock at the average cost, the client kg untouched', async () => {
    const r = await venda(c.idPP, '10');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ status: 'Autorizada' });
    // 10 kg at 8,59 = 85,90 out of 8 590,00.
    expect(await produto(c.idPP)).toMatchObject({
      estoqueAtual: '1090.0000',
      estoqueProprioKg: '990.0000',
      valorEstoqueProprio: '8504.10',
    });
    const [saida] = await c.t.db
      .select()
      .from(estoqueMovimentos)
      .where(
        and(eq(estoqueMovimentos.idDocumento, String(r.idNota)), eq(estoqueMovimentos.origem, 'SAIDA_NFE')),
      );
    expect(saida).toMatchObject({ destino: 'proprio', quantidadeKg: '-10.0000', custoTotal: '-85.90' });
  });

  it('cannot be undone once its kg were sold', async () => {
    const r = await c.api(`/upload/nfe-entrada/${importada.id}`, 'DELETE');
    expect(r.status).toBe(409);
    expect(String(r.body.error)).toContain('já foi usado');
  });
});

describe('the weighted average cost', () => {
  it('after a second purchase at another price is the value over the kg, exact, and a sale takes it', async () => {
    const r = await importar(
      compraXml({
        nNF: 5003,
        itens: [
          {
            ...PEAD_COMPRA,
            qCom: '100.0000',
            vUnCom: '12.00',
            vProd: '1200.00',
            vIPI: '0.00',
            vFrete: '0.01',
          },
        ],
        pagamentos: [{ tPag: '01', vPag: '1200.01' }],
      }).xml,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    // 2 518,63 + 1 200,01 = 3 718,64 for 350,5 kg: 10,6095... per kg.
    expect(await linhaDoEstoque('PEAD-01')).toMatchObject({
      estoque_proprio_kg: '350.50',
      valor_estoque_proprio: '3718.64',
      custo_medio_kg: '10.6095',
    });
    const vendida = await venda(idPead, '50.5');
    expect(vendida.status, JSON.stringify(vendida.body)).toBe(200);
    // 50,5 x 3 718,64 / 350,5 = 535,7812... -> 535,78; 3 182,86 left for 300 kg.
    expect(await produto(idPead)).toMatchObject({
      estoqueProprioKg: '300.0000',
      valorEstoqueProprio: '3182.86',
    });
  });
});

describe('a note with pag and no cobr', () => {
  it('becomes one payable of what was paid, due on the emission day in Brasília', async () => {
    const r = await importar(
      compraXml({
        nNF: 5002,
        itens: [MB('5102', '25.0000')],
        dhEmi: '2026-11-21T22:30:00-03:00',
        pagamentos: [{ tPag: '01', vPag: '750.00' }],
      }).xml,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.lancamentos).toHaveLength(1);
    const [pagavel] = await pagaveisDa(r.body.id);
    expect(pagavel).toMatchObject({
      tipo: 'DESPESA',
      dataVencimento: '2026-11-21',
      valorOriginal: '750.00',
      idFornecedor: r.body.id_fornecedor,
      descricao: 'NF-e nº 5002/1 - Resinas Brasil Comercio Ltda',
    });
  });
});

describe('a note mixing the client material and a purchase', () => {
  it('is split by item: the remessa keeps its balance, the purchase goes to own stock with its payable', async () => {
    const antes = (await produto(idMasterbatch))?.estoqueProprioKg ?? '0';
    const r = await importar(
      remessaXml({
        nNF: 5100,
        itens: [{ ...PP, qCom: '50.0000', vProd: '400.00' }, MB('5102')],
        duplicatas: [{ nDup: '1', dVenc: '2026-12-05', vDup: '300.00' }],
      }).xml,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const idCliente = await c.idClienteRemessa();
    const [fornecedor] = await c.t.db
      .select()
      .from(fornecedores)
      .where(eq(fornecedores.cpfCnpj, CNPJ_CLIENTE));
    expect(r.body).toMatchObject({
      id_cliente: idCliente,
      id_fornecedor: fornecedor?.id,
      itens: [
        { codigo: 'PP-H503', cfop: '5901', destino: 'terceiros' },
        { codigo: 'MB-PRETO', cfop: '5102', destino: 'proprio' },
      ],
    });
    expect(fornecedor?.nomeRazaoSocial).toBe(EMITENTE_CLIENTE.xNome);
    const itens = await c.api<{ nome: string; saldo_kg: string; destino: string }[]>(
      `/upload/nfe-entrada/${r.body.id}/itens`,
    );
    expect(itens.body.map((i) => [i.nome, i.saldo_kg, i.destino])).toEqual([
      ['Polipropileno H503', '50.0000', 'terceiros'],
      ['Masterbatch Preto', '0.0000', 'proprio'],
    ]);
    expect((await produto(idMasterbatch))?.estoqueProprioKg).toBe((Number.parseFloat(antes) + 10).toFixed(4));
    expect((await pagaveisDa(r.body.id)).map((p) => [p.valorOriginal, p.dataVencimento])).toEqual([
      ['300.00', '2026-12-05'],
    ]);
    const material = await materialDeTerceiros();
    expect(material.data.filter((l) => l.codigo_produto === 'MB-PRETO')).toEqual([]);
  });
});

describe('a CFOP the table does not settle', () => {
  const ADITIVOS = { CNPJ: '27265983000144', xNome: 'Aditivos Sul Ltda' };
  const nota = (nNF: number) =>
    compraXml({ nNF, emitente: ADITIVOS, itens: [MB('5949')], pagamentos: [{ tPag: '90', vPag: '0.00' }] })
      .xml;
  const analisar = async (xml: string) =>
    (
      await c.t.request('/api/upload/nfe-entrada/analisar', {
        method: 'POST',
        token: c.token,
        body: formComXml(xml),
      })
    ).json();

  it('is asked in the import table, refused until answered, and the answer is remembered for the emitente', async () => {
    expect(await analisar(nota(6001))).toMatchObject({
      status: 'cfops_sem_destino',
      cfops_sem_destino: [
        {
          cfop: '5949',
          descricao: 'Outra saída de mercadoria ou prestação de serviço não especificado',
          itens: ['MB-PRETO - Masterbatch Preto'],
        },
      ],
    });
    const semResposta = await importar(nota(6001));
    expect(semResposta.status).toBe(422);
    expect(semResposta.body.error).toContain('CFOP 5949');
    expect(await c.t.db.select().from(nfeEntradas).where(eq(nfeEntradas.numeroNf, 6001))).toEqual([]);

    const respondida = await importar(nota(6001), { destinos: [{ cfop: '5949', destino: 'proprio' }] });
    expect(respondida.status, JSON.stringify(respondida.body)).toBe(201);
    expect(respondida.body.itens).toEqual([
      { numero_item: 1, codigo: 'MB-PRETO', cfop: '5949', destino: 'proprio' },
    ]);
    // tPag 90 (sem pagamento): nothing to pay.
    expect(respondida.body.lancamentos).toEqual([]);

    expect(await analisar(nota(6002))).toMatchObject({ status: 'ok', cfops_sem_destino: [] });
    const seguinte = await importar(nota(6002));
    expect(seguinte.status, JSON.stringify(seguinte.body)).toBe(201);
    expect(seguinte.body.itens[0]?.destino).toBe('proprio');
  });

  it('refuses an answer for a CFOP the note does not have', async () => {
    const r = await importar(nota(6003), { destinos: [{ cfop: '5102', destino: 'proprio' }] });
    expect(r.status).toBe(400);
  });
});

describe('the .zip import and Buscar na SEFAZ follow the same rule', () => {
  it('imports a supplier note of a .zip as a purchase', async () => {
    const { xml } = compraXml({
      nNF: 7001,
      itens: [MB('6101', '5.0000')],
      duplicatas: [{ nDup: '001', dVenc: '2027-01-10', vDup: '150.00' }],
    });
    const res = await c.t.request('/api/upload/nfe-entrada', {
      method: 'POST',
      token: c.token,
      body: formComXml(buildZip([{ name: 'compra-7001.xml', content: xml }]), 'notas.zip'),
    });
    expect(res.status).toBe(200);
    const { arquivos } = (await res.json()) as TImportacaoZipEntradas;
    expect(arquivos[0]).toMatchObject({
      situacao: 'importada',
      importacao: { id_cliente: null, itens: [{ destino: 'proprio', cfop: '6101' }] },
    });
    const importacao = arquivos[0]?.situacao === 'importada' ? arquivos[0].importacao : undefined;
    expect(importacao?.lancamentos).toHaveLength(1);
    expect(importacao?.id_fornecedor).not.toBeNull();
  });

  it('imports a supplier note received from the Ambiente Nacional as a purchase', async () => {
    const { xml, chave } = compraXml({
      nNF: 7002,
      itens: [MB('5101', '4.0000')],
      comProtocolo: true,
      duplicatas: [{ nDup: '001', dVenc: '2027-01-11', vDup: '120.00' }],
    });
    registrarNotaDeTerceiro((await c.simulador()).state, { xml, completo: true });
    const res = await c.t.request('/api/upload/nfe-entrada/sefaz/buscar', { method: 'POST', token: c.token });
    expect(res.status, await res.clone().text()).toBe(200);
    const [entrada] = await c.t.db.select().from(nfeEntradas).where(eq(nfeEntradas.chaveAcesso, chave));
    expect(entrada).toMatchObject({ idCliente: null });
    expect(entrada?.idFornecedor).not.toBeNull();
    expect(await pagaveisDa(entrada?.id ?? 0)).toHaveLength(1);
  });
});

describe('undoing a supplier import nothing was taken from', () => {
  it('removes its stock at its cost and its payables, and keeps the supplier', async () => {
    const antes = await produto(idMasterbatch);
    const r = await importar(
      compraXml({
        nNF: 8001,
        itens: [MB('5101', '20.0000')],
        duplicatas: [
          { nDup: '1', dVenc: '2027-03-01', vDup: '300.00' },
          { nDup: '2', dVenc: '2027-04-01', vDup: '300.00' },
        ],
      }).xml,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(await pagaveisDa(r.body.id)).toHaveLength(2);

    const desfeita = await c.api(`/upload/nfe-entrada/${r.body.id}`, 'DELETE');
    expect(desfeita.status, JSON.stringify(desfeita.body)).toBe(200);
    expect(desfeita.body).toEqual({ message: 'Importação da NF-e 8001 desfeita.' });
    expect(await produto(idMasterbatch)).toMatchObject({
      estoqueAtual: antes?.estoqueAtual,
      estoqueProprioKg: antes?.estoqueProprioKg,
      valorEstoqueProprio: antes?.valorEstoqueProprio,
    });
    expect(await pagaveisDa(r.body.id)).toEqual([]);
    expect(await c.t.db.select().from(nfeEntradas).where(eq(nfeEntradas.id, r.body.id))).toEqual([]);
    expect(
      await c.t.db
        .select()
        .from(fornecedores)
        .where(eq(fornecedores.id, r.body.id_fornecedor ?? 0)),
    ).toHaveLength(1);
    expect((await c.api(`/upload/nfe-entrada/${r.body.id}`, 'DELETE')).status).toBe(404);
    // The same note imports again afterwards.
    expect((await importar(compraXml({ nNF: 8001, itens: [MB('5101', '20.0000')] }).xml)).status).toBe(201);
  });
});

describe("the accountant's export", () => {
  it('carries a supplier note among the received ones, with the supplier as the other party', async () => {
    const { chave } = compraXml({ nNF: 5001, itens: [PP_COMPRA, PEAD_COMPRA] });
    const res = await c.t.request(
      '/api/contabilidade/exportacao?inicio=2026-11-01&fim=2026-11-30&documentos=teste',
      { token: c.token },
    );
    expect(res.status).toBe(200);
    const arquivos = await lerZip(Buffer.from(await res.arrayBuffer()));
    expect(arquivos.has(`recebidas/NFe/${chave}-procNFe.xml`)).toBe(true);
    const resumo = arquivos.get('resumo.csv')?.toString('utf8') ?? '';
    expect(resumo.split('\r\n').find((linha) => linha.includes(chave))).toContain(
      'Resinas Brasil Comercio Ltda',
    );
  });
});
