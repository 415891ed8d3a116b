import type { TDashboard, TFaturamentoCliente } from '@erp/contracts/relatorios';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servicos } from '../../src/db/schema/cadastros.ts';
import { lancamentos } from '../../src/db/schema/lancamentos.ts';
import { type Cenario, montarCenario, PP } from '../nfe/cenario.ts';

/**
 * Billing is revenue (issue 24): a return of the client's material with the 5124 that bills the work counts only
 * the 5124, a sale counts, a remessa never does, and the material that went back is shown apart for information.
 * Documents go through the real emission against the simulator, in a Simples Nacional company (no IPI).
 */
let c: Cenario;
let idCliente: number;
let hoje: string;

beforeAll(async () => {
  c = await montarCenario();
  // The figures: R$ 1.363,59 of material back and R$ 1.482.397,92 of work, to the centavo.
  await c.importarRemessa([{ ...PP, qCom: '100.0000', vUnCom: '13.6359', vProd: '1363.59' }]);
  idCliente = await c.idClienteRemessa();
  await c.definirReferenciacao(idCliente, 'FIFO');
  await c.t.db.update(servicos).set({ preco: '1482397.92' }).where(eq(servicos.id, c.idServico));
  hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
});
afterAll(async () => c.t.close());

const dashboard = async () => (await c.api<TDashboard>('/dashboard')).body;
const relatorio = async () =>
  (await c.api<TFaturamentoCliente[]>(`/relatorios/faturamento-cliente?data_inicio=${hoje}&data_fim=${hoje}`))
    .body;
const porCliente = async (id: number) => (await relatorio()).find((f) => f.id_cliente === id);

async function autorizar(json: unknown) {
  const r = await c.salvarRascunho(json);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const emitida = await c.emitir(r.body.id);
  expect(emitida.status, JSON.stringify(emitida.body)).toBe(200);
  expect(emitida.body.status).toBe('Autorizada');
  return r.body.id as number;
}

describe('billing counts revenue, not the client’s material going back', () => {
  let idRetorno: number;
  let idVenda: number;

  it('a return of 5902 + 5124 bills only the 5124, to the centavo; the material is apart', async () => {
    idRetorno = await autorizar({
      id_cliente: idCliente,
      natureza_operacao: 'RETORNO DE INDUSTRIALIZACAO',
      itens: [
        { id_produto: c.idPP, quantidade: '100', cfop: '5902' },
        { id_produto: c.idPP, id_servico: c.idServico, quantidade: '1', cfop: '5124' },
      ],
    });
    // The note's total is the tax document's: material and work.
    expect((await c.obter(idRetorno)).valor_total_nota).toBe('1483761.51');
    expect(await porCliente(idCliente)).toEqual({
      id_cliente: idCliente,
      nome_razao_social: expect.any(String),
      quantidade_notas: 1,
      faturamento_total: '1482397.92',
      quantidade_nfe: 1,
      faturamento_nfe: '1482397.92',
      faturamento_servicos: '1482397.92',
      faturamento_vendas: '0.00',
      quantidade_nfse: 0,
      faturamento_nfse: '0.00',
      material_devolvido: '1363.59',
    });
    expect(await dashboard()).toMatchObject({
      faturamentoMes: '1482397.92',
      faturamentoMesNfe: '1482397.92',
      faturamentoMesServicos: '1482397.92',
      faturamentoMesVendas: '0.00',
      faturamentoMesNfse: '0.00',
    });
    // One rule for the receivable and for billing: the same amount.
    const recebivel = await c.t.db
      .select({ valor: lancamentos.valorOriginal })
      .from(lancamentos)
      .where(and(eq(lancamentos.origem, 'NFE'), eq(lancamentos.idDocumento, idRetorno)));
    expect(recebivel).toEqual([{ valor: '1482397.92' }]);
  });

  it('a sale counts in full as vendas', async () => {
    idVenda = await autorizar({
      id_cliente: c.idComprador,
      natureza_operacao: 'VENDA DE MERCADORIA',
      itens: [{ id_produto: c.idTampa, quantidade: '3', cfop: '5101' }],
    });
    expect(await porCliente(c.idComprador)).toMatchObject({
      quantidade_notas: 1,
      faturamento_total: '37.02',
      faturamento_servicos: '0.00',
      faturamento_vendas: '37.02',
      material_devolvido: '0.00',
    });
    expect(await dashboard()).toMatchObject({
      faturamentoMes: '1482434.94',
      faturamentoMesServicos: '1482397.92',
      faturamentoMesVendas: '37.02',
    });
  });

  it('a remessa (5901) is a note issued, never billing', async () => {
    const antes = await dashboard();
    await autorizar({
      id_cliente: c.idComprador,
      natureza_operacao: 'REMESSA PARA INDUSTRIALIZACAO',
      itens: [{ id_produto: c.idTampa, quantidade: '2', cfop: '5901' }],
    });
    const depois = await dashboard();
    expect(depois.faturamentoMes).toBe(antes.faturamentoMes);
    expect(depois.graficoNotas.at(-1)?.total_notas).toBe((antes.graficoNotas.at(-1)?.total_notas ?? 0) + 1);
    expect(await porCliente(c.idComprador)).toMatchObject({
      quantidade_notas: 2,
      quantidade_nfe: 2,
      faturamento_total: '37.02',
      material_devolvido: '0.00',
    });
  });

  it('the CSV splits services, sales and NFS-e, with the material returned after the total', async () => {
    const res = await c.t.request(
      `/api/relatorios/faturamento-cliente.csv?data_inicio=${hoje}&data_fim=${hoje}`,
      { token: c.token },
    );
    const linhas = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(linhas[0]).toBe(
      'Cliente;Quantidade de Notas;Serviços NF-e (R$);Vendas NF-e (R$);NFS-e (R$);Faturamento Total (R$);Material Devolvido (R$)',
    );
    expect(linhas.slice(1, 3).sort()).toEqual(
      [
        expect.stringMatching(/;1;1482397,92;0,00;0,00;1482397,92;1363,59$/),
        'Distribuidora Campinas Ltda;2;0,00;37,02;0,00;37,02;0,00',
      ].sort(),
    );
    expect(linhas[3]).toBe('Total;3;1482397,92;37,02;0,00;1482434,94;1363,59');
  });

  it('a cancelled note leaves billing', async () => {
    const r = await c.api(`/nfe/cancelar/${idVenda}`, 'POST', {
      justificativa: 'Venda desfeita a pedido do cliente',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await dashboard()).toMatchObject({
      faturamentoMes: '1482397.92',
      faturamentoMesVendas: '0.00',
    });
    expect(await porCliente(c.idComprador)).toMatchObject({ quantidade_nfe: 1, faturamento_total: '0.00' });
  });

  it('the month’s totals kept by the triggers equal a recomputation from the notes', async () => {
    const { rows } = await c.t.db.execute<{ servicos: string; vendas: string }>(sql`
      select valor_servicos::text as servicos, valor_vendas::text as vendas from faturamento_mensal
      where mes = date_trunc('month', ${hoje}::date)`);
    const { rows: recalculado } = await c.t.db.execute<{ servicos: string; vendas: string }>(sql`
      select sum(valor_servicos)::text as servicos, sum(valor_vendas)::text as vendas from notas_fiscais
      where status = 'Autorizada'`);
    expect(rows).toEqual(recalculado);
    expect(rows).toEqual([{ servicos: '1482397.92', vendas: '0.00' }]);
  });
});
