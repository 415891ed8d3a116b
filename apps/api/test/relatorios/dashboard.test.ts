import { Decimal } from '@erp/fiscal/decimal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientes, produtos } from '../../src/db/schema/cadastros.ts';
import { estoqueMovimentos } from '../../src/db/schema/estoque.ts';
import { categoriasFinanceiras } from '../../src/db/schema/financeiro.ts';
import { lancamentos } from '../../src/db/schema/lancamentos.ts';
import { notasFiscais } from '../../src/db/schema/notas-fiscais.ts';
import { obterDashboard } from '../../src/modules/dashboard/obter-dashboard.ts';
import { faturamentoPorCliente } from '../../src/modules/relatorios/faturamento-por-cliente.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
// "Today" is 15/03/2027 in Brasília for every figure below.
const NOW = new Date('2027-03-15T15:00:00Z');
const ctx = () => t.ctx;

beforeAll(async () => {
  t = await createTestApp();
  const cats = await t.db.select().from(categoriasFinanceiras);
  const cat = (tipo: string) => cats.find((c) => c.tipo === tipo)?.id ?? 0;
  const pendente = (tipo: 'RECEITA' | 'DESPESA', valor: string, vencimento: string) => ({
    descricao: `${tipo} ${vencimento}`,
    tipo,
    valorOriginal: valor,
    dataVencimento: vencimento,
    idCategoria: cat(tipo),
  });
  await t.db.insert(lancamentos).values([
    pendente('RECEITA', '1000.10', '2027-03-15'), // today: next 30 days
    pendente('RECEITA', '200.20', '2027-04-14'), // day 30: included
    pendente('RECEITA', '999.99', '2027-04-15'), // day 31: out
    pendente('RECEITA', '50.05', '2027-03-14'), // yesterday: overdue
    pendente('DESPESA', '300.30', '2027-03-20'),
    pendente('DESPESA', '70.07', '2027-02-28'),
    {
      ...pendente('RECEITA', '123.45', '2027-03-16'),
      status: 'Pago' as const,
      valorPagoRecebido: '123.45',
      dataPagamentoRecebimento: '2027-03-10',
    },
  ]);

  const [a, b] = await t.db
    .insert(clientes)
    .values([
      { nomeRazaoSocial: 'Alfa Embalagens', cpfCnpj: '11222333000181' },
      { nomeRazaoSocial: 'Beta Plásticos', cpfCnpj: '44555666000181' },
    ])
    .returning({ id: clientes.id });
  // A return bills its 5124 (valor_servicos); the client's material it sends back is in its total, never billing.
  const nota = (
    idCliente: number,
    valor: string,
    autorizadaEm: string,
    status: 'Autorizada' | 'Cancelada' = 'Autorizada',
    material = '0.00',
  ) => ({
    idCliente,
    naturezaOperacao: 'RETORNO DE INDUSTRIALIZACAO',
    status,
    valorTotalNota: new Decimal(valor).plus(material).toFixed(2),
    valorServicos: valor,
    valorMaterialDevolvido: material,
    protocolo: '135270000000001',
    dataAutorizacao: new Date(autorizadaEm),
  });
  await t.db.insert(notasFiscais).values([
    nota(a?.id ?? 0, '1500.00', '2027-03-01T03:30:00Z', 'Autorizada', '8000.00'), // 01/03 00:30 in Brasília: March
    nota(a?.id ?? 0, '250.50', '2027-03-14T12:00:00Z'),
    nota(b?.id ?? 0, '4000.00', '2027-03-01T02:30:00Z'), // 28/02 23:30 in Brasília: February
    nota(b?.id ?? 0, '9999.99', '2027-03-05T12:00:00Z', 'Cancelada'),
    nota(b?.id ?? 0, '10.00', '2026-09-30T12:00:00Z'), // older than six months
  ]);

  const [p] = await t.db
    .insert(produtos)
    .values({ nome: 'PP', codigoInterno: 'PP', ncm: '39021020' })
    .returning({ id: produtos.id });
  const mov = (kg: string, em: string) => ({
    idProduto: p?.id ?? 0,
    quantidadeKg: kg,
    origem: 'AJUSTE' as const,
    createdAt: new Date(em),
  });
  await t.db.insert(estoqueMovimentos).values([
    mov('1000.5000', '2027-03-02T12:00:00Z'),
    mov('-250.2500', '2027-03-03T12:00:00Z'),
    // The company's own kg (issue 24); the others are clients' material.
    { ...mov('500.0000', '2026-12-31T12:00:00Z'), destino: 'proprio' as const },
    mov('-100.0000', '2026-10-01T02:00:00Z'), // 30/09 in Brasília: outside the six months
  ]);
  await t.db.update(produtos).set({ estoqueAtual: '1150.2500' });
});
afterAll(async () => t.close());

describe('dashboard', () => {
  it('computes every SPEC §3 field exactly for today in Brasília', async () => {
    expect(await obterDashboard(ctx(), NOW)).toEqual({
      contasAReceber: '1200.30',
      contasAPagar: '300.30',
      contasAReceberAtrasado: '50.05',
      contasAPagarAtrasado: '70.07',
      faturamentoMes: '1750.50',
      faturamentoMesNfe: '1750.50',
      faturamentoMesServicos: '1750.50',
      faturamentoMesVendas: '0.00',
      faturamentoMesNfse: '0.00',
      totalEstoqueKg: '1150.25',
      totalEstoqueProprioKg: '500.00',
      totalEstoqueTerceirosKg: '650.25',
      graficoEstoque: [
        { mes: '2026-10', entradas: '0.0000', saidas: '0.0000' },
        { mes: '2026-11', entradas: '0.0000', saidas: '0.0000' },
        { mes: '2026-12', entradas: '500.0000', saidas: '0.0000' },
        { mes: '2027-01', entradas: '0.0000', saidas: '0.0000' },
        { mes: '2027-02', entradas: '0.0000', saidas: '0.0000' },
        { mes: '2027-03', entradas: '1000.5000', saidas: '250.2500' },
      ],
      graficoNotas: [
        { mes: '2026-10', total_notas: 0 },
        { mes: '2026-11', total_notas: 0 },
        { mes: '2026-12', total_notas: 0 },
        { mes: '2027-01', total_notas: 0 },
        { mes: '2027-02', total_notas: 1 },
        { mes: '2027-03', total_notas: 2 },
      ],
    });
  });

  it('answers GET /api/dashboard with the same shape', async () => {
    const res = await t.request('/api/dashboard', { token: await t.loginAsAdmin() });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { graficoEstoque: unknown[]; graficoNotas: unknown[] };
    expect(body.graficoEstoque).toHaveLength(6);
    expect(body.graficoNotas).toHaveLength(6);
  });
});

describe('billing per client', () => {
  it('sums authorised, not cancelled NF-e per client in the period, by Brasília day', async () => {
    expect(
      await faturamentoPorCliente(ctx(), { data_inicio: '2027-03-01', data_fim: '2027-03-31' }, NOW),
    ).toEqual([
      {
        id_cliente: expect.any(Number),
        nome_razao_social: 'Alfa Embalagens',
        quantidade_notas: 2,
        faturamento_total: '1750.50',
        quantidade_nfe: 2,
        faturamento_nfe: '1750.50',
        faturamento_servicos: '1750.50',
        faturamento_vendas: '0.00',
        quantidade_nfse: 0,
        faturamento_nfse: '0.00',
        material_devolvido: '8000.00',
      },
    ]);
    expect(
      await faturamentoPorCliente(ctx(), { data_inicio: '2027-02-01', data_fim: '2027-03-31' }, NOW),
    ).toEqual([
      {
        id_cliente: expect.any(Number),
        nome_razao_social: 'Beta Plásticos',
        quantidade_notas: 1,
        faturamento_total: '4000.00',
        quantidade_nfe: 1,
        faturamento_nfe: '4000.00',
        faturamento_servicos: '4000.00',
        faturamento_vendas: '0.00',
        quantidade_nfse: 0,
        faturamento_nfse: '0.00',
        material_devolvido: '0.00',
      },
      {
        id_cliente: expect.any(Number),
        nome_razao_social: 'Alfa Embalagens',
        quantidade_notas: 2,
        faturamento_total: '1750.50',
        quantidade_nfe: 2,
        faturamento_nfe: '1750.50',
        faturamento_servicos: '1750.50',
        faturamento_vendas: '0.00',
        quantidade_nfse: 0,
        faturamento_nfse: '0.00',
        material_devolvido: '8000.00',
      },
    ]);
    const res = await t.request(
      '/api/relatorios/faturamento-cliente?data_inicio=2027-02-01&data_fim=2027-02-28',
      { token: await t.loginAsAdmin() },
    );
    expect(await res.json()).toEqual([
      {
        id_cliente: expect.any(Number),
        nome_razao_social: 'Beta Plásticos',
        quantidade_notas: 1,
        faturamento_total: '4000.00',
        quantidade_nfe: 1,
        faturamento_nfe: '4000.00',
        faturamento_servicos: '4000.00',
        faturamento_vendas: '0.00',
        quantidade_nfse: 0,
        faturamento_nfse: '0.00',
        material_devolvido: '0.00',
      },
    ]);
  });
});
