import type { TOrdemResumo, TRelatorioPerdas, TResumoProducao } from '@erp/contracts/producao';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PP } from '../nfe/cenario.ts';
import { type CenarioProducao, montarCenarioProducao } from './cenario-producao.ts';

/**
 * The loss report per client and input product, its CSV, 'Ordens em aberto' and the dashboard card 'Produção',
 * from orders closed today: one within the client's agreed 1 %, one above it (closed by the administrator), one
 * still in production and one cancelled.
 */
let c: CenarioProducao;
let idCliente: number;
const ids = { dentro: 0, acima: 0, emProducao: 0, cancelada: 0 };
const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const inicioDoMes = `${hoje.slice(0, 8)}01`;
const fimDoMes = (() => {
  const [ano, mes] = hoje.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(ano, mes, 0, 12)).toISOString().slice(0, 10);
})();

beforeAll(async () => {
  c = await montarCenarioProducao();
  await c.importarRemessa([{ ...PP, qCom: '200.0000', vUnCom: '8.00', vProd: '1600.00' }]);
  idCliente = await c.idClienteRemessa();
  const acordo = await c.api(`/clientes/${idCliente}/produtos/${c.idPP}`, 'PUT', {
    perda_normal_percentual: '1',
  });
  expect(acordo.status).toBe(200);
  const abrir = async (kg: string) => {
    const r = await c.criarOrdem({
      id_cliente: idCliente,
      entradas: [{ id_produto: c.idPP, quantidade_kg: kg }],
    });
    expect(r.status, await r.clone().text()).toBe(201);
    return ((await r.json()) as { id: number }).id;
  };
  const produzir = (kg: string) => ({
    tipo: 'producao',
    id_produto: c.idTampaBranca,
    id_servico: c.idInjecao,
    quantidade: '1000',
    quantidade_kg: kg,
  });
  // 100 kg: 97,125 caps, 1,5 sucata returned, 0,75 kept with the client's agreement, 0,625 lost (0,625 %).
  ids.dentro = await abrir('100');
  expect((await c.acao(ids.dentro, 'iniciar')).status).toBe(200);
  await c.apontar(ids.dentro, produzir('97.125'));
  await c.apontar(ids.dentro, { tipo: 'sucata', quantidade_kg: '1.5', destino: 'devolver' });
  await c.apontar(ids.dentro, {
    tipo: 'sucata',
    quantidade_kg: '0.75',
    destino: 'manter',
    documento_acordo: 'E-mail do cliente de 10/11',
  });
  await c.apontar(ids.dentro, { tipo: 'perda', quantidade_kg: '0.625' });
  expect((await c.acao(ids.dentro, 'concluir')).status).toBe(200);
  // 50 kg: 48 caps, 1,234 lost (2,468 %, above the 1 % agreed), 0,766 never put in the machine.
  ids.acima = await abrir('50');
  expect((await c.acao(ids.acima, 'iniciar')).status).toBe(200);
  await c.apontar(ids.acima, produzir('48'));
  await c.apontar(ids.acima, { tipo: 'perda', quantidade_kg: '1.234' });
  await c.apontar(ids.acima, { tipo: 'nao_aplicado', quantidade_kg: '0.766' });
  expect((await c.acao(ids.acima, 'concluir')).status).toBe(200);
  ids.emProducao = await abrir('20.5');
  expect((await c.acao(ids.emProducao, 'iniciar')).status).toBe(200);
  ids.cancelada = await abrir('5');
  expect((await c.api(`/producao/ordens/${ids.cancelada}`, 'DELETE')).status).toBe(200);
}, 60_000);
afterAll(async () => c.t.close());

const perdas = async (query: string) => {
  const r = await c.api<TRelatorioPerdas>(`/relatorios/perdas?${query}`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
};

const linhaEsperada = () => ({
  id_cliente: idCliente,
  id_produto: c.idPP,
  codigo_produto: 'PP-H503',
  nome_produto: 'Polipropileno H503',
  entrada_kg: '150.000',
  saida_kg: '147.375',
  perda_kg: '1.859',
  nao_aplicado_kg: '0.766',
  perda_percentual: '1.24',
  perda_normal_percentual: '1.0000',
  ordens: 2,
  ordens_acima: 1,
});

describe('Relatórios > Perdas por cliente e produto', () => {
  it('sums the orders closed in the period to the gram: in = out + loss + not applied; one above the agreed 1 %', async () => {
    const r = await perdas(`data_inicio=${hoje}&data_fim=${hoje}`);
    expect(r).toMatchObject({
      data_inicio: hoje,
      data_fim: hoje,
      totalItems: 1,
      totalPages: 1,
      currentPage: 1,
    });
    expect(r.data).toEqual([{ ...linhaEsperada(), nome_razao_social: expect.any(String) }]);
    expect(r.totais).toEqual({
      entrada_kg: '150.000',
      saida_kg: '147.375',
      perda_kg: '1.859',
      nao_aplicado_kg: '0.766',
      perda_percentual: '1.24',
      ordens: 2,
      ordens_acima: 1,
    });
  });

  it('a whole month reads the totals kept per month and answers the same; the default is this month until today', async () => {
    const mes = await perdas(`data_inicio=${inicioDoMes}&data_fim=${fimDoMes}`);
    expect(mes.data).toEqual([{ ...linhaEsperada(), nome_razao_social: expect.any(String) }]);
    const padrao = await perdas('');
    expect(padrao).toMatchObject({ data_inicio: inicioDoMes, data_fim: hoje, totalItems: 1 });
    expect(padrao.totais).toEqual(mes.totais);
    // The month's page and totals come from perdas_mensais_clientes (migration 0046), equal to its recomputation.
    const { rows } = await c.t.pool.query(`
      select (select json_agg(x order by mes, id_cliente) from (
          select mes::text, id_cliente, grupos, entrada_kg::text, perda_kg::text, nao_aplicado_kg::text, ordens,
            ordens_acima from perdas_mensais_clientes) x) as mantidas,
        (select json_agg(x order by mes, id_cliente) from (
          select mes::text, id_cliente, count(*)::int as grupos, sum(entrada_kg)::text as entrada_kg,
            sum(perda_kg)::text as perda_kg, sum(nao_aplicado_kg)::text as nao_aplicado_kg,
            sum(ordens)::int as ordens, sum(ordens_acima)::int as ordens_acima
          from perdas_mensais group by 1, 2) x) as recalculadas`);
    expect(rows[0].mantidas).toEqual(rows[0].recalculadas);
    expect(rows[0].mantidas).toHaveLength(1);
  });

  it("a whole month shows the client's name after a rename: the kept row follows it (migration 0065)", async () => {
    const antes = await perdas(`data_inicio=${inicioDoMes}&data_fim=${fimDoMes}`);
    const nomeAntigo = antes.data[0]?.nome_razao_social;
    await c.t.pool.query('update clientes set nome_razao_social = $1 where id = $2', [
      'Zeta Transformados Ltda',
      idCliente,
    ]);
    try {
      const depois = await perdas(`data_inicio=${inicioDoMes}&data_fim=${fimDoMes}`);
      expect(depois.data).toEqual([{ ...linhaEsperada(), nome_razao_social: 'Zeta Transformados Ltda' }]);
      // A day's period names its rows from clientes: both say the same.
      const dias = await perdas(`data_inicio=${hoje}&data_fim=${hoje}`);
      expect(dias.data.map((l) => l.nome_razao_social)).toEqual(['Zeta Transformados Ltda']);
    } finally {
      await c.t.pool.query('update clientes set nome_razao_social = $1 where id = $2', [
        nomeAntigo,
        idCliente,
      ]);
    }
  });

  it('another period, or another client, has none; the period must be in order', async () => {
    const [ano] = hoje.split('-');
    const antes = await perdas(`data_inicio=${Number(ano) - 1}-01-01&data_fim=${Number(ano) - 1}-12-31`);
    expect(antes).toMatchObject({ data: [], totalItems: 0 });
    expect(antes.totais).toMatchObject({ entrada_kg: '0.000', perda_percentual: '0.00', ordens: 0 });
    const outro = await perdas(`id_cliente=${idCliente + 1000}`);
    expect(outro.data).toEqual([]);
    const invertido = await c.api(`/relatorios/perdas?data_inicio=${hoje}&data_fim=2000-01-01`);
    expect(invertido.status).toBe(400);
  });

  it('CSV: ; cells, pt-BR decimals, the total row, formulas neutralised in names', async () => {
    await c.t.pool.query(`update clientes set nome_razao_social = '=HYPERLINK("x")' where id = $1`, [
      idCliente,
    ]);
    const res = await c.t.request(`/api/relatorios/perdas.csv?data_inicio=${hoje}&data_fim=${hoje}`, {
      token: c.token,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="perdas-por-cliente-e-produto_${hoje}_${hoje}.csv"`,
    );
    // The BOM Excel needs is kept (text() would drop it).
    const texto = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(texto.split('\r\n')).toEqual([
      '\uFEFFCliente;Código;Produto;Entrada (kg);Saída (kg);Perda (kg);Não aplicado (kg);Perda (%);' +
        'Perda Acordada (%);Ordens;Ordens Acima do Acordado',
      `"'=HYPERLINK(""x"")";PP-H503;Polipropileno H503;150,000;147,375;1,859;0,766;1,24;1,00;2;1`,
      'Total;;;150,000;147,375;1,859;0,766;1,24;;2;1',
      '',
    ]);
  });
});

describe('Ordens em aberto and the dashboard card Produção', () => {
  it('em_aberto lists the orders not invoiced nor cancelled, with their age and the kg they hold', async () => {
    const r = await c.api<{ data: TOrdemResumo[]; totalItems: number }>(
      '/producao/ordens?em_aberto=true&limit=50',
    );
    expect(r.status).toBe(200);
    expect(r.body.totalItems).toBe(3);
    expect(r.body.data.map((o) => [o.id, o.status, o.reservado_kg, o.idade_dias])).toEqual([
      [ids.emProducao, 'Em produção', '20.500', 0],
      [ids.acima, 'Concluída', '48.766', 0],
      [ids.dentro, 'Concluída', '98.625', 0],
    ]);
    const soConcluidas = await c.api<{ totalItems: number }>(
      '/producao/ordens?em_aberto=true&status=Concluída',
    );
    expect(soConcluidas.body.totalItems).toBe(2);
    const canceladas = await c.api<{ totalItems: number; data: unknown[] }>(
      '/producao/ordens?em_aberto=true&status=Cancelada',
    );
    expect(canceladas.body).toMatchObject({ totalItems: 0, data: [] });
    const todas = await c.api<{ totalItems: number }>('/producao/ordens');
    expect(todas.body.totalItems).toBe(4);
  });

  it('searches the orders by the client’s name of several words or one, with the filters, paged with the total', async () => {
    type Lista = { data: TOrdemResumo[]; totalItems: number; totalPages: number };
    const busca = async (query: string) => {
      const r = await c.api<Lista>(`/producao/ordens?${query}`);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body;
    };
    await c.t.pool.query('update clientes set nome_razao_social = $1 where id = $2', [
      'Plásticos São José Indústria Ltda',
      idCliente,
    ]);
    // Several words (the named statement of the words index), without accents, in any case; newest first.
    const termo = encodeURIComponent('SAO JOSE industria');
    const primeira = await busca(`search=${termo}&limit=3`);
    expect(primeira).toMatchObject({ totalItems: 4, totalPages: 2 });
    expect(primeira.data.map((o) => o.id)).toEqual([ids.cancelada, ids.emProducao, ids.acima]);
    expect((await busca(`search=${termo}&limit=3&page=2`)).data.map((o) => o.id)).toEqual([ids.dentro]);
    const concluidas = await busca(`search=${termo}&status=${encodeURIComponent('Concluída')}`);
    expect(concluidas).toMatchObject({ totalItems: 2 });
    expect(concluidas.data.map((o) => o.id)).toEqual([ids.acima, ids.dentro]);
    expect((await busca(`search=${termo}&em_aberto=true&id_cliente=${idCliente}`)).totalItems).toBe(3);
    expect(await busca(`search=${encodeURIComponent('São José Inexistente')}`)).toMatchObject({
      totalItems: 0,
      data: [],
    });
    // One word reads the trigram index, planned per call: the same orders.
    const umaPalavra = await busca(`search=${encodeURIComponent('plastico')}`);
    expect(umaPalavra.data.map((o) => o.id)).toEqual([ids.cancelada, ids.emProducao, ids.acima, ids.dentro]);
  });

  it('the card counts orders in production and closed ones to invoice, with the kg they will return', async () => {
    const r = await c.api<TResumoProducao>('/producao/resumo');
    expect(r.status).toBe(200);
    // 98,625 (100 less the 1,375 kept and lost) + 48,766 (50 less the 1,234 lost).
    expect(r.body).toEqual({
      abertas: 0,
      em_producao: 1,
      concluidas_a_faturar: 2,
      aguardando_retorno_kg: '147.391',
    });
  });
});
