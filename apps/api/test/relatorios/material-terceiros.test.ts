import type {
  TMaterialTerceirosClientes,
  TMaterialTerceirosLinha,
  TMaterialTerceirosProdutos,
  TPrazosMaterialTerceiros,
  TRelatorioMaterialTerceiros,
} from '@erp/contracts/material-terceiros';
import { rotuloDoPrazo } from '@erp/contracts/material-terceiros';
import { hojeEmBrasilia } from '@erp/fiscal/data-hora';
import { Decimal } from '@erp/fiscal/decimal';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../../src/db/schema/auditoria.ts';
import { clientes, produtos } from '../../src/db/schema/cadastros.ts';
import { nfeEntradaItens, nfeEntradas } from '../../src/db/schema/entradas.ts';
import { formComXml, prepararEmpresaDaRemessa, remessaXml } from '../support/nfe-remessa.ts';
import { entrarComoOperador } from '../support/operador.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let token: string;
let hoje: string;

/** YYYY-MM-DD `dias` days before/after `data`, on the calendar. */
const somarDias = (data: string, dias: number) =>
  new Date(Date.parse(`${data}T12:00:00Z`) + dias * 86_400_000).toISOString().slice(0, 10);

const get = async <T>(path: string) => {
  const res = await t.request(`/api${path}`, { token });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};
const relatorio = (query = '') => get<TRelatorioMaterialTerceiros>(`/relatorios/material-terceiros${query}`);
const porProdutos = (query = '') =>
  get<TMaterialTerceirosProdutos>(`/relatorios/material-terceiros/produtos${query}`);
const porClientes = (query = '') =>
  get<TMaterialTerceirosClientes>(`/relatorios/material-terceiros/clientes${query}`);
const salvarPrazos = (prazos: object, comToken = token) =>
  t.request('/api/empresa/prazos-material-terceiros', { method: 'PUT', token: comToken, json: prazos });
const PADRAO: TPrazosMaterialTerceiros = { padrao: { prazo_dias: 180, prorrogacao_dias: 180 }, por_uf: [] };

const PP = { cProd: 'PP-H503', xProd: 'Polipropileno H503', vUnCom: '8.00' };
const PEAD = { cProd: 'PEAD-01', xProd: 'PEAD', NCM: '39012029', vUnCom: '7.00' };

/** The remessas, by how many days ago they were issued, with their kg (PP unless said). */
const REMESSAS = [
  { nNF: 150, dias: 150, kg: '100.1250' },
  { nNF: 179, dias: 179, kg: '200.0000' },
  { nNF: 180, dias: 180, kg: '300.5000' },
  { nNF: 181, dias: 181, kg: '400.0000', pead: '50.0001' },
  { nNF: 360, dias: 360, kg: '500.0000' },
  { nNF: 361, dias: 361, kg: '600.0000' },
  { nNF: 10, dias: 10, kg: '700.0000' },
];

async function importar(r: (typeof REMESSAS)[number]) {
  const item = (p: typeof PP, kg: string) => ({
    ...p,
    qCom: kg,
    vProd: new Decimal(kg).times(p.vUnCom).toFixed(2),
  });
  const itens = [item(PP, r.kg), ...(r.pead ? [item(PEAD, r.pead)] : [])];
  // 10:00 in Brasília on the day: the date the deadline counts from.
  const dhEmi = `${somarDias(hoje, -r.dias)}T10:00:00-03:00`;
  const res = await t.request('/api/upload/nfe-entrada', {
    method: 'POST',
    token,
    body: formComXml(remessaXml({ nNF: r.nNF, itens, dhEmi }).xml),
  });
  expect(res.status, `remessa ${r.nNF}`).toBe(201);
}

const porNf = (linhas: TMaterialTerceirosLinha[], nf: number) => {
  const linha = linhas.find((l) => l.numero_nf === nf && l.codigo_produto === 'PP-H503');
  if (!linha) throw new Error(`NF ${nf} fora do relatório`);
  return linha;
};

beforeAll(async () => {
  t = await createTestApp();
  token = await t.loginAsAdmin();
  hoje = hojeEmBrasilia();
  await prepararEmpresaDaRemessa(t, token);
  await t.request('/api/produtos', {
    method: 'POST',
    token,
    json: { nome: PEAD.xProd, codigo_interno: PEAD.cProd, ncm: PEAD.NCM },
  });
  for (const r of REMESSAS) await importar(r);
  // Material returned: 30 kg of the NF 179 (a partial return), all of the NF 10's (closed).
  const itens = await t.db
    .select({ id: nfeEntradaItens.id, nf: nfeEntradas.numeroNf, quantidade: nfeEntradaItens.quantidadeKg })
    .from(nfeEntradaItens)
    .innerJoin(nfeEntradas, eq(nfeEntradas.id, nfeEntradaItens.idNfeEntrada));
  for (const i of itens) {
    if (i.nf === 179)
      await t.db.update(nfeEntradaItens).set({ saldoKg: '170.0000' }).where(eq(nfeEntradaItens.id, i.id));
    if (i.nf === 10)
      await t.db.update(nfeEntradaItens).set({ saldoKg: '0' }).where(eq(nfeEntradaItens.id, i.id));
  }
});
afterAll(async () => t.close());

describe('Material de Terceiros: deadline of each remessa', () => {
  it('counts 180 days from the remessa, day 180 still within it, the extension only as information', async () => {
    const { data, hoje: dia } = await relatorio('?limit=100');
    expect(dia).toBe(hoje);
    const esperado = (nf: number, dias: number, restantes: number, rotulo: string) => {
      const l = porNf(data, nf);
      expect(l.data_remessa, `NF ${nf}`).toBe(somarDias(hoje, -dias));
      expect(l.dias_decorridos, `NF ${nf}`).toBe(dias);
      expect(l.prazo_dias).toBe(180);
      expect(l.data_limite, `NF ${nf}`).toBe(somarDias(hoje, restantes));
      expect(l.data_limite_prorrogada, `NF ${nf}`).toBe(somarDias(hoje, restantes + 180));
      expect(l.dias_restantes, `NF ${nf}`).toBe(restantes);
      expect(rotuloDoPrazo(l.dias_restantes), `NF ${nf}`).toBe(rotulo);
      return l;
    };
    expect(esperado(150, 150, 30, 'No prazo').situacao).toBe('no_prazo');
    expect(esperado(179, 179, 1, 'Vence em 1 dia').situacao).toBe('a_vencer');
    expect(esperado(180, 180, 0, 'Vence hoje').situacao).toBe('a_vencer');
    expect(esperado(181, 181, -1, 'Vencido há 1 dia').situacao).toBe('vencido');
    // The extension must be asked for: on day 360 the deadline passed 180 days ago, the extended one ends today.
    const d360 = esperado(360, 360, -180, 'Vencido há 180 dias');
    expect(d360.data_limite_prorrogada).toBe(hoje);
    const d361 = esperado(361, 361, -181, 'Vencido há 181 dias');
    expect(d361.data_limite_prorrogada).toBe(somarDias(hoje, -1));
  });

  it('shows received, returned and remaining kg; closed items only when asked for', async () => {
    const { data, totalItems } = await relatorio('?limit=100');
    expect(totalItems).toBe(7); // 6 remessas with balance, one of them with two items; NF 10 is closed
    expect(data.some((l) => l.numero_nf === 10)).toBe(false);
    expect(porNf(data, 179)).toMatchObject({
      recebido_kg: '200.0000',
      devolvido_kg: '30.0000',
      saldo_kg: '170.0000',
      nome_razao_social: 'Embalagens Paulista Ltda',
      uf_cliente: 'SP',
    });
    const todos = await relatorio('?limit=100&encerrados=true');
    expect(todos.totalItems).toBe(8);
    expect(porNf(todos.data, 10)).toMatchObject({ saldo_kg: '0.0000', devolvido_kg: '700.0000' });
  });

  it('totals per client and per product equal the sum of the item balances', async () => {
    const { data, totais } = await relatorio('?limit=100');
    const soma = (campo: 'recebido_kg' | 'devolvido_kg' | 'saldo_kg', linhas = data) =>
      linhas.reduce((s, l) => s.plus(l[campo]), new Decimal(0)).toFixed(4);
    expect(totais.saldo_kg).toBe(soma('saldo_kg'));
    expect(totais.saldo_kg).toBe('2120.6251');
    expect(totais.recebido_kg).toBe(soma('recebido_kg'));
    expect(totais.devolvido_kg).toBe('30.0000');
    // Due within 30 days: NF 179 (170) and NF 180 (300.5). Overdue: NF 181 (400 + 50.0001), 360, 361.
    expect(totais.a_vencer_kg).toBe('470.5000');
    expect(totais.vencido_kg).toBe('1550.0001');
    // Per client in its own request too, in name order.
    expect(await porClientes()).toEqual({
      data: [
        {
          id_cliente: expect.any(Number),
          nome_razao_social: 'Embalagens Paulista Ltda',
          itens: 7,
          recebido_kg: totais.recebido_kg,
          devolvido_kg: '30.0000',
          saldo_kg: '2120.6251',
        },
      ],
      currentPage: 1,
      totalPages: 1,
      totalItems: 1,
    });
    expect((await porClientes('?situacao=vencido')).data).toEqual([
      expect.objectContaining({ itens: 4, saldo_kg: '1550.0001' }),
    ]);
    // Per product in its own request, in name order, paged apart from the items.
    const produtos = await porProdutos();
    expect(produtos).toMatchObject({ currentPage: 1, totalPages: 1, totalItems: 2 });
    expect(produtos.data.map((p) => [p.codigo_produto, p.nome, p.itens, p.saldo_kg])).toEqual([
      ['PEAD-01', 'PEAD', 1, '50.0001'],
      ['PP-H503', expect.any(String), 6, '2070.6250'],
    ]);
    expect(produtos.data.reduce((s, p) => s.plus(p.saldo_kg), new Decimal(0)).toFixed(4)).toBe(
      totais.saldo_kg,
    );
    expect(await porProdutos('?limit=1&page=2')).toEqual({
      data: [produtos.data[1]],
      currentPage: 2,
      totalPages: 2,
      totalItems: 2,
    });
    // A page past the end shows the last one; a filter groups its own items.
    expect((await porProdutos('?limit=1&page=9')).currentPage).toBe(2);
    expect((await porProdutos('?situacao=a_vencer')).data).toEqual([
      expect.objectContaining({ codigo_produto: 'PP-H503', itens: 2, saldo_kg: '470.5000' }),
    ]);
    // The totals are the whole filter's, whatever the page.
    const pagina = await relatorio('?limit=2&page=2');
    expect(pagina).toMatchObject({ currentPage: 2, totalPages: 4, totalItems: 7 });
    expect(pagina.data).toHaveLength(2);
    expect(pagina.totais).toEqual(totais);
    // A page past the end shows the last one.
    expect(await relatorio('?limit=2&page=99')).toMatchObject({ currentPage: 4, totalPages: 4 });
  });

  it('unfiltered, read from the balances kept per remessa and product, it answers as the full reading of the items', async () => {
    // A period that holds every remessa takes the statement over every item (no kept balance).
    for (const pagina of ['?limit=100', '?limit=2&page=1', '?limit=2&page=3', '?limit=3&page=3']) {
      const mantido = await relatorio(pagina);
      const completo = await relatorio(`${pagina}&data_inicio=2000-01-01`);
      expect(mantido, pagina).toEqual(completo);
      expect(await porProdutos(pagina), pagina).toEqual(
        await porProdutos(`${pagina}&data_inicio=2000-01-01`),
      );
      expect(await porClientes(pagina), pagina).toEqual(
        await porClientes(`${pagina}&data_inicio=2000-01-01`),
      );
    }
    // The kept balances (migration 0049) equal their recomputation from the items, after the returns above.
    const { rows } = await t.pool.query(`
      select (select json_agg(x order by id_nfe_entrada) from (
          select id_nfe_entrada, id_cliente, data_remessa::text, data_limite::text, itens, recebido_kg::text,
            saldo_kg::text
          from material_terceiros_remessas) x) as mantidas,
        (select json_agg(x order by id_nfe_entrada) from (
          select i.id_nfe_entrada, e.id_cliente, e.data_remessa::text, (e.data_remessa + 180)::text as data_limite,
            count(*)::int as itens, sum(i.quantidade_kg)::text as recebido_kg, sum(i.saldo_kg)::text as saldo_kg
          from nfe_entrada_itens i join nfe_entradas e on e.id = i.id_nfe_entrada where i.saldo_kg > 0
          group by 1, 2, e.data_remessa) x) as recalculadas,
        (select json_agg(x order by id_produto) from (
          select id_produto, itens, recebido_kg::text, saldo_kg::text, nome, codigo_produto
          from material_terceiros_produtos) x) as produtos,
        (select json_agg(x order by id_produto) from (
          select i.id_produto, count(*)::int as itens, sum(i.quantidade_kg)::text as recebido_kg,
            sum(i.saldo_kg)::text as saldo_kg, p.nome, p.codigo_interno as codigo_produto
          from nfe_entrada_itens i join produtos p on p.id = i.id_produto
          where i.saldo_kg > 0 group by 1, p.id) x) as produtos_recalculados,
        (select json_agg(x order by id_cliente) from (
          select id_cliente, itens, recebido_kg::text, saldo_kg::text from material_terceiros_clientes) x) as clientes,
        (select json_agg(x order by id_cliente) from (
          select e.id_cliente, count(*)::int as itens, sum(i.quantidade_kg)::text as recebido_kg,
            sum(i.saldo_kg)::text as saldo_kg
          from nfe_entrada_itens i join nfe_entradas e on e.id = i.id_nfe_entrada where i.saldo_kg > 0
          group by 1) x) as clientes_recalculados,
        (select json_agg(x order by data_limite) from (
          select data_limite::text, saldo_kg::text from material_terceiros_prazos) x) as prazos,
        (select json_agg(x order by data_limite) from (
          select data_limite::text, sum(saldo_kg)::text as saldo_kg from material_terceiros_remessas
          group by 1 having sum(saldo_kg) <> 0) x) as prazos_recalculados`);
    expect(rows[0].mantidas).toEqual(rows[0].recalculadas);
    expect(rows[0].mantidas).toHaveLength(6);
    expect(rows[0].clientes).toEqual(rows[0].clientes_recalculados);
    expect(rows[0].prazos).toEqual(rows[0].prazos_recalculados);
    expect(rows[0].clientes).toHaveLength(1);
    expect(rows[0].produtos).toEqual(rows[0].produtos_recalculados);
  });

  it("names a product's totals by its name and code as they are now, after a rename", async () => {
    const antes = await porProdutos();
    const id = antes.data.find((p) => p.codigo_produto === 'PEAD-01')?.id_produto ?? 0;
    // Whatever path renames a product (the form, an import), the kept totals follow: the trigger of migration 0062.
    const renomear = (nome: string, codigoInterno: string) =>
      t.db.update(produtos).set({ nome, codigoInterno }).where(eq(produtos.id, id));
    await renomear('Zeta PEAD reciclado', 'PEAD-99');
    // Now last in name order, under its new code, with the same kg.
    expect((await porProdutos()).data.map((p) => [p.codigo_produto, p.nome, p.saldo_kg])).toEqual([
      ['PP-H503', expect.any(String), '2070.6250'],
      ['PEAD-99', 'Zeta PEAD reciclado', '50.0001'],
    ]);
    await renomear('PEAD', 'PEAD-01');
    expect(await porProdutos()).toEqual(antes);
  });

  it('filters by situation, product, client and period of the remessa', async () => {
    const nfs = (r: TRelatorioMaterialTerceiros) => r.data.map((l) => `${l.numero_nf}/${l.codigo_produto}`);
    expect(nfs(await relatorio('?situacao=a_vencer'))).toEqual(['180/PP-H503', '179/PP-H503']);
    expect(nfs(await relatorio('?situacao=no_prazo'))).toEqual(['150/PP-H503']);
    const vencidos = await relatorio('?situacao=vencido');
    expect(vencidos.totais.saldo_kg).toBe('1550.0001');
    const [pead] = await t.db
      .select({ id: nfeEntradaItens.idProduto })
      .from(nfeEntradaItens)
      .where(eq(nfeEntradaItens.codigoProduto, 'PEAD-01'));
    expect(nfs(await relatorio(`?id_produto=${pead?.id}`))).toEqual(['181/PEAD-01']);
    const [cliente] = await t.db.select({ id: clientes.id }).from(clientes);
    expect((await relatorio(`?id_cliente=${cliente?.id}`)).totalItems).toBe(7);
    expect((await relatorio(`?id_cliente=${(cliente?.id ?? 0) + 1000}`)).totalItems).toBe(0);
    // The period is the remessa's date, both ends included.
    const periodo = `?data_inicio=${somarDias(hoje, -181)}&data_fim=${somarDias(hoje, -179)}`;
    expect(nfs(await relatorio(periodo))).toEqual([
      '181/PP-H503',
      '181/PEAD-01',
      '180/PP-H503',
      '179/PP-H503',
    ]);
  });

  it('refuses bad filters under the field (400), never a 500', async () => {
    for (const [query, campo] of [
      ['situacao=atrasado', 'situacao'],
      ['data_inicio=2026-13-01', 'data_inicio'],
      ['data_inicio=2026-05-02&data_fim=2026-05-01', 'data_fim'],
      ['id_cliente=abc', 'id_cliente'],
      ['encerrados=talvez', 'encerrados'],
    ] as const) {
      for (const rota of [
        'material-terceiros',
        'material-terceiros/produtos',
        'material-terceiros/clientes',
      ]) {
        const res = await t.request(`/api/relatorios/${rota}?${query}`, { token });
        expect(res.status, `${rota}?${query}`).toBe(400);
        const body = (await res.json()) as { details: { campo: string }[] };
        expect(
          body.details.map((d) => d.campo),
          `${rota}?${query}`,
        ).toContain(campo);
      }
    }
  });

  it('downloads the whole filter as CSV, statuses worded, with the total row', async () => {
    const res = await t.request('/api/relatorios/material-terceiros.csv?situacao=a_vencer', { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="material-terceiros-${hoje}.csv"`,
    );
    const linhas = (await res.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(linhas).toHaveLength(4);
    const [dia, mes, ano] = [hoje.slice(8), hoje.slice(5, 7), hoje.slice(0, 4)];
    expect(linhas[2]).toContain(';179;1;1;PP-H503;Polipropileno H503;');
    expect(linhas[2]).toContain(';200,0000;30,0000;170,0000;179;180;');
    expect(linhas[2]?.endsWith(';Vence em 1 dia')).toBe(true);
    expect(linhas[1]).toContain(`;${dia}/${mes}/${ano};`);
    expect(linhas[1]?.endsWith(';Vence hoje')).toBe(true);
    expect(linhas[3]).toBe('Total Geral;;;;;;;;500,5000;30,0000;470,5000;;;;;');
  });
});

describe('deadline settings per client UF', () => {
  it('starts at 180 + 180 for every UF', async () => {
    expect(await get('/empresa/prazos-material-terceiros')).toEqual(PADRAO);
  });

  /**
   * The totals per situation kept with each remessa's deadline (migrations 0062 and 0064) equal the full reading's,
   * and the kg kept per deadline their recomputation from the remessas.
   */
  const totaisConferidos = async () => {
    const { rows } = await t.pool.query(`
      select (select json_agg(x order by data_limite) from (
          select data_limite::text, saldo_kg::text from material_terceiros_prazos) x) as prazos,
        (select json_agg(x order by data_limite) from (
          select (r.data_remessa + prazo_do_cliente(r.id_cliente))::text as data_limite, sum(r.saldo_kg)::text as saldo_kg
          from material_terceiros_remessas r group by 1) x) as recalculados`);
    expect(rows[0].prazos).toEqual(rows[0].recalculados);
    const { totais } = await relatorio();
    expect(totais).toEqual((await relatorio('?data_inicio=2000-01-01')).totais);
    const resumo = await get<{ a_vencer_kg: string; vencido_kg: string }>(
      '/relatorios/material-terceiros/resumo',
    );
    expect(resumo).toMatchObject({ a_vencer_kg: totais.a_vencer_kg, vencido_kg: totais.vencido_kg });
    return totais;
  };

  it("applies the client's UF row instead of the default, and back when the row is removed", async () => {
    const antes = await totaisConferidos();
    const res = await salvarPrazos({
      padrao: { prazo_dias: 180, prorrogacao_dias: 180 },
      por_uf: [
        { uf: 'MG', prazo_dias: 90, prorrogacao_dias: 90 },
        { uf: 'sp', prazo_dias: 150, prorrogacao_dias: 0 },
      ],
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      padrao: { prazo_dias: 180, prorrogacao_dias: 180 },
      por_uf: [
        { uf: 'MG', prazo_dias: 90, prorrogacao_dias: 90 },
        { uf: 'SP', prazo_dias: 150, prorrogacao_dias: 0 },
      ],
    });
    // The client is in SP: 150 days, no extension. The remessa of 150 days ago ends today.
    const sp = porNf((await relatorio('?limit=100')).data, 150);
    expect(sp).toMatchObject({
      prazo_dias: 150,
      dias_restantes: 0,
      data_limite: hoje,
      data_limite_prorrogada: hoje,
    });
    // Still due today, the 150 kg count as 'a vencer' on the screen's totals and on the card.
    expect((await totaisConferidos()).a_vencer_kg).not.toBe(antes.a_vencer_kg);
    // The same client moved to MG: 90 days, 60 overdue.
    await t.db.update(clientes).set({ uf: 'MG' });
    const mg = porNf((await relatorio('?limit=100')).data, 150);
    expect(mg).toMatchObject({ prazo_dias: 90, dias_restantes: -60, situacao: 'vencido' });
    expect(mg.data_limite_prorrogada).toBe(somarDias(hoje, 30));
    await totaisConferidos();
    // A UF without a row of its own takes the default, which can change too.
    await t.db.update(clientes).set({ uf: 'RJ' });
    await salvarPrazos({ padrao: { prazo_dias: 120, prorrogacao_dias: 60 }, por_uf: [] });
    expect(porNf((await relatorio('?limit=100')).data, 150)).toMatchObject({
      prazo_dias: 120,
      dias_restantes: -30,
    });
    await totaisConferidos();
    await t.db.update(clientes).set({ uf: 'SP' });
    await salvarPrazos(PADRAO);
    expect(porNf((await relatorio('?limit=100')).data, 150).dias_restantes).toBe(30);
    expect(await totaisConferidos()).toEqual(antes);
  });

  it('audits each change as a change of the company data', async () => {
    const linhas = await t.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.acao, 'PRAZOS_MATERIAL_TERCEIROS_ALTERADOS'))
      .orderBy(auditoria.id);
    expect(linhas.length).toBe(3);
    expect(linhas[0]?.detalhes).toEqual({
      alteracoes: [
        { campo: 'MG', antigo: null, novo: '90 + 90 dias' },
        { campo: 'SP', antigo: null, novo: '150 + 0 dias' },
      ],
    });
  });

  it('refuses bad rows under their field and a non-administrator (403)', async () => {
    const casos: [object, string][] = [
      [{ padrao: { prazo_dias: 0, prorrogacao_dias: 180 }, por_uf: [] }, 'padrao.prazo_dias'],
      [{ padrao: { prazo_dias: 180, prorrogacao_dias: -1 }, por_uf: [] }, 'padrao.prorrogacao_dias'],
      [{ padrao: { prazo_dias: 180.5, prorrogacao_dias: 0 }, por_uf: [] }, 'padrao.prazo_dias'],
      [{ padrao: PADRAO.padrao, por_uf: [{ uf: 'XX', prazo_dias: 90, prorrogacao_dias: 0 }] }, 'por_uf.0.uf'],
      [
        {
          padrao: PADRAO.padrao,
          por_uf: [
            { uf: 'MG', prazo_dias: 90, prorrogacao_dias: 0 },
            { uf: 'MG', prazo_dias: 60, prorrogacao_dias: 0 },
          ],
        },
        'por_uf.1.uf',
      ],
    ];
    for (const [corpo, campo] of casos) {
      const res = await salvarPrazos(corpo);
      expect(res.status, campo).toBe(400);
      const body = (await res.json()) as { details: { campo: string }[] };
      expect(body.details.map((d) => d.campo)).toContain(campo);
    }
    const operador = await entrarComoOperador(t, token, {
      nome: 'Operador do Galpão',
      email: 'operador@empresa.local',
      senha: 'Operador-Do-Galpao-2026',
    });
    expect((await salvarPrazos(PADRAO, operador.token)).status).toBe(403);
    expect(await get('/empresa/prazos-material-terceiros')).toEqual(PADRAO);
  });
});

describe('dashboard card', () => {
  it('sums the kg in our possession, due within 30 days and overdue', async () => {
    expect(await get('/relatorios/material-terceiros/resumo')).toEqual({
      saldo_kg: '2120.6251',
      a_vencer_kg: '470.5000',
      vencido_kg: '1550.0001',
    });
  });
});
