import { hojeEmBrasilia } from '@erp/fiscal/data-hora';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientes, produtos } from '../../src/db/schema/cadastros.ts';
import { categoriasFinanceiras } from '../../src/db/schema/financeiro.ts';
import { lancamentos } from '../../src/db/schema/lancamentos.ts';
import { notasFiscais } from '../../src/db/schema/notas-fiscais.ts';
import { CNPJ_EMPRESA, formComXml, remessaXml } from '../support/nfe-remessa.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let token: string;

/** The answer's exact bytes as text, BOM included (Response.text() would silently drop it). */
async function baixarCsv(path: string) {
  const res = await t.request(`/api${path}`, { token });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return {
    status: res.status,
    tipo: res.headers.get('content-type'),
    disposicao: res.headers.get('content-disposition'),
    bytes,
    texto: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes),
  };
}

const linhas = (...l: string[]) => `\uFEFF${l.map((x) => `${x}\r\n`).join('')}`;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.loginAsAdmin();
});
afterAll(async () => t.close());

describe('GET /api/relatorios/estoque.csv', () => {
  beforeAll(async () => {
    await t.request('/api/preferencias/empresa', {
      method: 'PUT',
      token,
      json: { razao_social: 'Plásticos', cnpj: CNPJ_EMPRESA },
    });
    const produto = async (nome: string, codigo_interno: string, estoque_atual: string, unidade = 'KG') => {
      const res = await t.request('/api/produtos', {
        method: 'POST',
        token,
        json: { nome, codigo_interno, ncm: '39021020', estoque_atual, unidade_medida: unidade },
      });
      expect(res.status, nome).toBe(201);
    };
    await produto('=HYPERLINK("x")', 'HACK', '1.5');
    await produto('-Aditivo', '+ADT', '0', 'UN');
    await produto('Masterbatch; preto "premium"', 'MB', '10.10');
    await produto('Polipropileno H503', 'PP-H503', '500.25');
    // 1000.50 kg of a client's material arrive; then the stock is counted lower than the client's share.
    const xml = remessaXml({
      nNF: 31,
      itens: [{ cProd: 'PP-H503', xProd: 'PP', qCom: '1000.5000', vUnCom: '1.00', vProd: '1000.50' }],
    }).xml;
    const importacao = await t.request('/api/upload/nfe-entrada', {
      method: 'POST',
      token,
      body: formComXml(xml),
    });
    expect(importacao.status).toBe(201);
    // The count is taken from the company's own kg (issue 24): 1000,50 of the client's stay, -100,50 own.
    await t.db
      .update(produtos)
      .set({ estoqueAtual: '900.0000', estoqueProprioKg: '-100.5000' })
      .where(eq(produtos.codigoInterno, 'PP-H503'));
  });

  it('writes every product with a BOM, ; and decimal comma, formulas neutralised, negatives numeric', async () => {
    const csv = await baixarCsv('/relatorios/estoque.csv');
    expect(csv.status).toBe(200);
    expect(csv.tipo).toBe('text/csv; charset=utf-8');
    expect(csv.disposicao).toBe('attachment; filename="posicao-estoque.csv"');
    expect([...csv.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.texto).toBe(
      linhas(
        'Produto;Código (SKU);Unidade;Estoque Total (kg);Material de Clientes (kg);Estoque Próprio (kg);' +
          'Estoque de Terceiros (kg);Custo Médio (R$/kg);Valor do Estoque Próprio (R$)',
        "'-Aditivo;'+ADT;UN;0,00;0,00;0,00;0,00;0,0000;0,00",
        `"'=HYPERLINK(""x"")";HACK;KG;1,50;0,00;1,50;0,00;0,0000;0,00`,
        `"Masterbatch; preto ""premium""";MB;KG;10,10;0,00;10,10;0,00;0,0000;0,00`,
        'Polipropileno H503;PP-H503;KG;900,00;1000,50;-100,50;1000,50;0,0000;0,00',
        'Total Geral;;;911,60;;-88,90;1000,50;;0,00',
      ),
    );
  });

  it('applies the search but not the paging: the file is the whole report', async () => {
    const csv = await baixarCsv('/relatorios/estoque.csv?search=polipropileno&page=2&limit=1');
    expect(csv.texto).toBe(
      linhas(
        'Produto;Código (SKU);Unidade;Estoque Total (kg);Material de Clientes (kg);Estoque Próprio (kg);' +
          'Estoque de Terceiros (kg);Custo Médio (R$/kg);Valor do Estoque Próprio (R$)',
        'Polipropileno H503;PP-H503;KG;900,00;1000,50;-100,50;1000,50;0,0000;0,00',
        'Total Geral;;;900,00;;-100,50;1000,50;;0,00',
      ),
    );
  });

  it('requires a session', async () => {
    expect((await t.request('/api/relatorios/estoque.csv')).status).toBe(401);
  });
});

describe('GET /api/relatorios/fluxo-caixa.csv', () => {
  beforeAll(async () => {
    const categorias = await t.db.select().from(categoriasFinanceiras);
    const categoria = (tipo: string) => categorias.find((c) => c.tipo === tipo)?.id ?? 0;
    const pago = (descricao: string, tipo: 'RECEITA' | 'DESPESA', valor: string, data: string) => ({
      descricao,
      tipo,
      valorOriginal: valor,
      dataVencimento: data,
      status: 'Pago' as const,
      valorPagoRecebido: valor,
      dataPagamentoRecebimento: data,
      idCategoria: categoria(tipo),
    });
    await t.db
      .insert(lancamentos)
      .values([
        pago('Industrialização setembro', 'RECEITA', '1000.10', '2026-09-30'),
        pago('Energia setembro', 'DESPESA', '250.05', '2026-09-15'),
        pago('=1+1 NF 15', 'RECEITA', '3333.33', '2026-10-05'),
        pago('-Frete; "expresso"', 'DESPESA', '0.01', '2026-10-05'),
        pago('Energia outubro', 'DESPESA', '5000.00', '2026-10-20'),
        pago('Industrialização NF 16', 'RECEITA', '99.99', '2026-10-31'),
        pago('Depois do período', 'RECEITA', '7.00', '2026-11-01'),
      ]);
  });

  it('writes the opening balance, signed movements with the running balance, the totals and the closing balance', async () => {
    const csv = await baixarCsv('/relatorios/fluxo-caixa.csv?data_inicio=2026-10-01&data_fim=2026-10-31');
    expect(csv.status).toBe(200);
    expect(csv.disposicao).toBe('attachment; filename="fluxo-caixa_2026-10-01_2026-10-31.csv"');
    // 750.05 + 3333.33 - 0.01 - 5000.00 + 99.99: the balance goes negative and stays a number.
    expect(csv.texto).toBe(
      linhas(
        'Data;Descrição;Tipo;Valor (R$);Saldo (R$)',
        '01/10/2026;Saldo Inicial;;;750,05',
        "05/10/2026;'=1+1 NF 15;Receita;3333,33;4083,38",
        `05/10/2026;"'-Frete; ""expresso""";Despesa;-0,01;4083,37`,
        '20/10/2026;Energia outubro;Despesa;-5000,00;-916,63',
        '31/10/2026;Industrialização NF 16;Receita;99,99;-816,64',
        ';Total de Entradas;;3433,32;',
        ';Total de Saídas;;-5000,01;',
        '31/10/2026;Saldo Final;;;-816,64',
      ),
    );
  });

  it('defaults to the first day of the month until today and refuses an inverted period', async () => {
    const hoje = hojeEmBrasilia();
    const csv = await baixarCsv('/relatorios/fluxo-caixa.csv');
    expect(csv.disposicao).toBe(`attachment; filename="fluxo-caixa_${hoje.slice(0, 8)}01_${hoje}.csv"`);
    const invertido = await t.request(
      '/api/relatorios/fluxo-caixa.csv?data_inicio=2026-10-31&data_fim=2026-10-01',
      { token },
    );
    expect(invertido.status).toBe(400);
    expect(await invertido.json()).toMatchObject({ error: expect.stringContaining('data inicial') });
  });
});

describe('GET /api/relatorios/faturamento-cliente.csv', () => {
  beforeAll(async () => {
    const [alfa, beta] = await t.db
      .insert(clientes)
      .values([
        { nomeRazaoSocial: '@Alfa; Embalagens', cpfCnpj: '11222333000181' },
        { nomeRazaoSocial: 'Beta Plásticos', cpfCnpj: '44555666000181' },
      ])
      .returning({ id: clientes.id });
    const nota = (idCliente: number, valor: string, autorizadaEm: string, status = 'Autorizada') => ({
      idCliente,
      naturezaOperacao: 'RETORNO DE INDUSTRIALIZACAO',
      status: status as 'Autorizada' | 'Cancelada',
      valorTotalNota: valor,
      // What these returns bill: their 5124, here all of the note.
      valorServicos: valor,
      protocolo: '135270000000001',
      dataAutorizacao: new Date(autorizadaEm),
    });
    await t.db
      .insert(notasFiscais)
      .values([
        nota(alfa?.id ?? 0, '1500.00', '2027-03-01T03:30:00Z'),
        nota(alfa?.id ?? 0, '250.50', '2027-03-14T12:00:00Z'),
        nota(beta?.id ?? 0, '4000.00', '2027-02-10T12:00:00Z'),
        nota(beta?.id ?? 0, '9999.99', '2027-03-05T12:00:00Z', 'Cancelada'),
      ]);
  });

  it('writes one line per client and the total row, name neutralised and quoted', async () => {
    const csv = await baixarCsv(
      '/relatorios/faturamento-cliente.csv?data_inicio=2027-02-01&data_fim=2027-03-31',
    );
    expect(csv.status).toBe(200);
    expect(csv.disposicao).toBe('attachment; filename="faturamento-por-cliente_2027-02-01_2027-03-31.csv"');
    expect(csv.texto).toBe(
      linhas(
        'Cliente;Quantidade de Notas;Serviços NF-e (R$);Vendas NF-e (R$);NFS-e (R$);Faturamento Total (R$);Material Devolvido (R$)',
        'Beta Plásticos;1;4000,00;0,00;0,00;4000,00;0,00',
        `"'@Alfa; Embalagens";2;1750,50;0,00;0,00;1750,50;0,00`,
        'Total;3;5750,50;0,00;0,00;5750,50;0,00',
      ),
    );
  });

  it('writes the header and a zero total for a period without notes', async () => {
    const csv = await baixarCsv(
      '/relatorios/faturamento-cliente.csv?data_inicio=2027-04-01&data_fim=2027-04-30',
    );
    expect(csv.texto).toBe(
      linhas(
        'Cliente;Quantidade de Notas;Serviços NF-e (R$);Vendas NF-e (R$);NFS-e (R$);Faturamento Total (R$);Material Devolvido (R$)',
        'Total;0;0,00;0,00;0,00;0,00;0,00',
      ),
    );
  });

  it('defaults to the current month until today', async () => {
    const hoje = hojeEmBrasilia();
    const csv = await baixarCsv('/relatorios/faturamento-cliente.csv');
    expect(csv.disposicao).toBe(
      `attachment; filename="faturamento-por-cliente_${hoje.slice(0, 8)}01_${hoje}.csv"`,
    );
  });
});
