import type { TDashboard, TFaturamentoCliente } from '@erp/contracts/relatorios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cenario, montarCenario } from '../nfse/cenario.ts';

/**
 * The dashboard and 'Faturamento por Cliente' over documents issued through the simulator: authorised NFS-e are
 * service revenue beside the NF-e, cancelled documents are out, and a cancelled NF-e moves no stock in the chart.
 */
let c: Cenario;
beforeAll(async () => {
  c = await montarCenario();
});
afterAll(async () => c.t.close());

const dashboard = async () => (await c.api<TDashboard>('/dashboard')).body;
const mesAtual = (d: TDashboard) => d.graficoEstoque.at(-1);

async function nfseAutorizada(valor: string) {
  const r = await c.emitir(c.pedido({ quantidade: undefined, valor_servico: valor }));
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.id as number;
}

describe('faturamento with the NFS-e, cancelled documents out', () => {
  it('the month’s card and the report per client split NF-e and NFS-e and sum them', async () => {
    await c.nfeAutorizada(c.idTomador); // 1 x 12,34
    await nfseAutorizada('1000.00');
    const cancelada = await nfseAutorizada('500.00');
    const cancelamento = await c.api(`/nfse/cancelar/${cancelada}`, 'POST', {
      codigo_motivo: '1',
      justificativa: 'Valor do serviço informado errado',
    });
    expect(cancelamento.status, JSON.stringify(cancelamento.body)).toBe(200);
    const canceladaNfe = await c.nfeAutorizada(c.idTomador);
    const nfeCancelada = await c.api(`/nfe/cancelar/${canceladaNfe.id}`, 'POST', {
      justificativa: 'Venda desfeita a pedido do cliente',
    });
    expect(nfeCancelada.status, JSON.stringify(nfeCancelada.body)).toBe(200);

    expect(await dashboard()).toMatchObject({
      faturamentoMes: '1012.34',
      faturamentoMesNfe: '12.34',
      faturamentoMesServicos: '0.00',
      faturamentoMesVendas: '12.34',
      faturamentoMesNfse: '1000.00',
    });
    const hoje = c.hoje();
    const relatorio = await c.api<TFaturamentoCliente[]>(
      `/relatorios/faturamento-cliente?data_inicio=${hoje}&data_fim=${hoje}`,
    );
    expect(relatorio.body).toEqual([
      {
        id_cliente: c.idTomador,
        nome_razao_social: 'Distribuidora Campinas Ltda',
        quantidade_notas: 2,
        faturamento_total: '1012.34',
        quantidade_nfe: 1,
        faturamento_nfe: '12.34',
        faturamento_servicos: '0.00',
        faturamento_vendas: '12.34',
        quantidade_nfse: 1,
        faturamento_nfse: '1000.00',
        material_devolvido: '0.00',
      },
    ]);
    const csv = await c.t.request(
      `/api/relatorios/faturamento-cliente.csv?data_inicio=${hoje}&data_fim=${hoje}`,
      { token: c.token },
    );
    const linhas = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(linhas).toEqual([
      'Cliente;Quantidade de Notas;Serviços NF-e (R$);Vendas NF-e (R$);NFS-e (R$);Faturamento Total (R$);Material Devolvido (R$)',
      'Distribuidora Campinas Ltda;2;0,00;12,34;1000,00;1012,34;0,00',
      'Total;2;0,00;12,34;1000,00;1012,34;0,00',
    ]);
  });
});

describe('stock chart', () => {
  it('a cancelled NF-e counts neither as an exit nor as the entry that gave its kg back', async () => {
    const antes = mesAtual(await dashboard());
    const emitida = await c.nfeAutorizada(c.idTomador); // a new product: 50 kg in, then 1 out
    const painelDaVenda = await dashboard();
    const depoisDaVenda = mesAtual(painelDaVenda);
    expect(Number(depoisDaVenda?.entradas) - Number(antes?.entradas)).toBe(50);
    expect(Number(depoisDaVenda?.saidas) - Number(antes?.saidas)).toBe(1);

    const r = await c.api(`/nfe/cancelar/${emitida.id}`, 'POST', {
      justificativa: 'Venda desfeita a pedido do cliente',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const depois = await dashboard();
    expect(mesAtual(depois)).toEqual({
      mes: c.hoje().slice(0, 7),
      entradas: depoisDaVenda?.entradas,
      saidas: antes?.saidas,
    });
    // The stock total is the ledger's: the kg came back.
    expect(Number(depois.totalEstoqueKg) - Number(painelDaVenda.totalEstoqueKg)).toBe(1);
  });
});
