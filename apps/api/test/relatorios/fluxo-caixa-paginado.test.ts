import type { TFluxoCaixa } from '@erp/contracts/relatorios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoriasFinanceiras } from '../../src/db/schema/financeiro.ts';
import { lancamentos } from '../../src/db/schema/lancamentos.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let token: string;
const get = async (path: string) => {
  const res = await t.request(`/api${path}`, { token });
  expect(res.status, path).toBe(200);
  return (await res.json()) as TFluxoCaixa;
};

const PERIODO = 'data_inicio=2027-03-01&data_fim=2027-03-31';
const NO_PERIODO = 250;

/** Centavos as the API writes money: '-1234.05'. */
const reais = (centavos: bigint) => {
  const abs = centavos < 0n ? -centavos : centavos;
  return `${centavos < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};

type Pago = { descricao: string; tipo: 'RECEITA' | 'DESPESA'; centavos: bigint; data: string };

// Deterministic amounts and days; the rows go in out of date order, so ids do not follow dates and several
// movements share a day (the report orders them by id).
const pagos = (quantidade: number, dias: (i: number) => string, prefixo: string): Pago[] =>
  Array.from({ length: quantidade }, (_, i) => ({
    descricao: `${prefixo} ${i + 1}`,
    tipo: i % 3 === 1 ? 'DESPESA' : 'RECEITA',
    centavos: BigInt(((i + 1) * 7919) % 250_000) + 1n,
    data: dias(i),
  }));
const dia = (mes: string, n: number) => `${mes}-${String(n).padStart(2, '0')}`;
const noPeriodo = pagos(NO_PERIODO, (i) => dia('2027-03', 31 - ((i * 13) % 31)), 'Março');
const antes = pagos(40, (i) => dia('2027-02', 1 + (i % 28)), 'Fevereiro');
const depois = pagos(5, (i) => dia('2027-04', 1 + i), 'Abril');

const assinado = (p: Pago) => (p.tipo === 'RECEITA' ? p.centavos : -p.centavos);

beforeAll(async () => {
  t = await createTestApp();
  token = await t.loginAsAdmin();
  const categorias = await t.db.select().from(categoriasFinanceiras);
  const idCategoria = (tipo: string) => categorias.find((c) => c.tipo === tipo)?.id ?? 0;
  await t.db.insert(lancamentos).values(
    [...noPeriodo, ...antes, ...depois].map((p) => ({
      descricao: p.descricao,
      tipo: p.tipo,
      valorOriginal: reais(p.centavos),
      dataVencimento: p.data,
      status: 'Pago' as const,
      valorPagoRecebido: reais(p.centavos),
      dataPagamentoRecebimento: p.data,
      idCategoria: idCategoria(p.tipo),
    })),
  );
  await t.db.insert(lancamentos).values({
    descricao: 'Pendente não conta',
    tipo: 'RECEITA',
    valorOriginal: '777.77',
    dataVencimento: '2027-03-10',
    idCategoria: idCategoria('RECEITA'),
  });
});
afterAll(async () => t.close());

/** Every page of the period, `limit` at a time, until the API says it was the last. */
async function todasAsPaginas(limit: number) {
  const paginas: TFluxoCaixa[] = [];
  for (let page = 1; ; page += 1) {
    const fluxo = await get(`/relatorios/fluxo-caixa?${PERIODO}&page=${page}&limit=${limit}`);
    paginas.push(fluxo);
    if (page >= (fluxo.totalPages ?? 0)) return paginas;
  }
}

const cards = ({ saldoInicial, totalEntradas, totalSaidas, saldoFinal }: TFluxoCaixa) => ({
  saldoInicial,
  totalEntradas,
  totalSaidas,
  saldoFinal,
});

describe('GET /api/relatorios/fluxo-caixa paged', () => {
  it('without page and limit lists the whole period, each balance to the centavo, and no page fields', async () => {
    const fluxo = await get(`/relatorios/fluxo-caixa?${PERIODO}`);
    const saldoInicial = antes.reduce((s, p) => s + assinado(p), 0n);
    const entradas = noPeriodo.filter((p) => p.tipo === 'RECEITA').reduce((s, p) => s + p.centavos, 0n);
    const saidas = noPeriodo.filter((p) => p.tipo === 'DESPESA').reduce((s, p) => s + p.centavos, 0n);
    expect(cards(fluxo)).toEqual({
      saldoInicial: reais(saldoInicial),
      totalEntradas: reais(entradas),
      totalSaidas: reais(saidas),
      saldoFinal: reais(saldoInicial + entradas - saidas),
    });
    expect(fluxo).not.toHaveProperty('currentPage');
    expect(fluxo).not.toHaveProperty('totalPages');
    expect(fluxo).not.toHaveProperty('totalItems');

    // Inserted in array order, so a day's movements come in array order too.
    const ordem = noPeriodo
      .map((p, i) => ({ p, i }))
      .sort((a, b) => a.p.data.localeCompare(b.p.data) || a.i - b.i);
    let saldo = saldoInicial;
    const esperado = ordem.map(({ p }) => {
      saldo += assinado(p);
      return [p.data, p.descricao, p.tipo, reais(p.centavos), reais(saldo)];
    });
    expect(fluxo.movimentacoes.map((m) => [m.data, m.descricao, m.tipo, m.valor, m.saldo])).toEqual(esperado);
  });

  it('pages concatenated give the unpaged list row by row, balances included, under the same cards', async () => {
    const inteiro = await get(`/relatorios/fluxo-caixa?${PERIODO}`);
    for (const limit of [7, 100, 250, 1000]) {
      const paginas = await todasAsPaginas(limit);
      const totalPages = Math.ceil(NO_PERIODO / limit);
      expect(paginas, `limit ${limit}`).toHaveLength(totalPages);
      paginas.forEach((pagina, i) => {
        expect(pagina, `limit ${limit}, página ${i + 1}`).toMatchObject({
          currentPage: i + 1,
          totalPages,
          totalItems: NO_PERIODO,
          data_inicio: '2027-03-01',
          data_fim: '2027-03-31',
        });
        expect(cards(pagina)).toEqual(cards(inteiro));
        expect(pagina.movimentacoes).toHaveLength(Math.min(limit, NO_PERIODO - i * limit));
      });
      expect(paginas.flatMap((p) => p.movimentacoes)).toEqual(inteiro.movimentacoes);
    }
  });

  it('answers the last page for a page past the end, and one empty page for an empty period', async () => {
    const ultima = await get(`/relatorios/fluxo-caixa?${PERIODO}&page=3&limit=100`);
    const alem = await get(`/relatorios/fluxo-caixa?${PERIODO}&page=999&limit=100`);
    expect(alem).toEqual(ultima);
    expect(alem).toMatchObject({ currentPage: 3, totalPages: 3, totalItems: NO_PERIODO });
    expect(alem.movimentacoes).toHaveLength(50);

    const vazio = await get(
      '/relatorios/fluxo-caixa?data_inicio=2027-05-01&data_fim=2027-05-31&page=4&limit=10',
    );
    expect(vazio).toMatchObject({ currentPage: 1, totalPages: 1, totalItems: 0, movimentacoes: [] });
    // Everything paid until April: the opening balance of an empty May is the closing one.
    const saldo = [...antes, ...noPeriodo, ...depois].reduce((s, p) => s + assinado(p), 0n);
    expect(cards(vazio)).toEqual({
      saldoInicial: reais(saldo),
      totalEntradas: '0.00',
      totalSaidas: '0.00',
      saldoFinal: reais(saldo),
    });
  });

  it('takes a page alone as 100 movements, and a limit alone as its first page', async () => {
    const inteiro = await get(`/relatorios/fluxo-caixa?${PERIODO}`);
    const segunda = await get(`/relatorios/fluxo-caixa?${PERIODO}&page=2`);
    expect(segunda).toMatchObject({ currentPage: 2, totalPages: 3, totalItems: NO_PERIODO });
    expect(segunda.movimentacoes).toEqual(inteiro.movimentacoes.slice(100, 200));
    const primeira = await get(`/relatorios/fluxo-caixa?${PERIODO}&limit=30`);
    expect(primeira).toMatchObject({ currentPage: 1, totalPages: 9, totalItems: NO_PERIODO });
    expect(primeira.movimentacoes).toEqual(inteiro.movimentacoes.slice(0, 30));
  });

  it('refuses a bad page or limit with a 400 naming the field in Portuguese', async () => {
    const casos: [string, string, string][] = [
      ['page=0', 'page', 'Página inválida (use um número inteiro a partir de 1).'],
      ['page=-2', 'page', 'Página inválida (use um número inteiro a partir de 1).'],
      ['page=1.5', 'page', 'Página inválida (use um número inteiro a partir de 1).'],
      ['page=abc', 'page', 'Página inválida (use um número inteiro a partir de 1).'],
      ['page=', 'page', 'Página inválida (use um número inteiro a partir de 1).'],
      ['limit=0', 'limit', 'Limite inválido (use um número inteiro de 1 a 1000).'],
      ['limit=1001', 'limit', 'Limite inválido (use um número inteiro de 1 a 1000).'],
      ['limit=2.5', 'limit', 'Limite inválido (use um número inteiro de 1 a 1000).'],
      ['limit=dez', 'limit', 'Limite inválido (use um número inteiro de 1 a 1000).'],
    ];
    for (const [param, campo, mensagem] of casos) {
      const res = await t.request(`/api/relatorios/fluxo-caixa?${PERIODO}&${param}`, { token });
      expect(res.status, param).toBe(400);
      const body = (await res.json()) as { error: string; details: { campo: string; mensagem: string }[] };
      expect(body.error, param).toMatch(/^Dados inválidos\./);
      expect(body.details, param).toEqual([{ campo, mensagem }]);
    }
  });

  it('counts only Pago movements: the database keeps a payment date on Pago entries alone', async () => {
    const categorias = await t.db.select().from(categoriasFinanceiras);
    const idCategoria = categorias.find((c) => c.tipo === 'RECEITA')?.id ?? 0;
    const semValor = t.db.insert(lancamentos).values({
      descricao: 'Pendente com data de pagamento',
      tipo: 'RECEITA',
      valorOriginal: '10.00',
      dataVencimento: '2027-03-10',
      dataPagamentoRecebimento: '2027-03-10',
      idCategoria,
    });
    await expect(semValor).rejects.toThrow();
    const pagina = await get(`/relatorios/fluxo-caixa?${PERIODO}&page=1&limit=1000`);
    expect(pagina.totalItems).toBe(pagina.movimentacoes.length);
  });

  it('asks for a token', async () => {
    const res = await t.request(`/api/relatorios/fluxo-caixa?${PERIODO}&page=1&limit=100`);
    expect(res.status).toBe(401);
  });

  it('exports the whole period to CSV even when asked with a page', async () => {
    const res = await t.request(`/api/relatorios/fluxo-caixa.csv?${PERIODO}&page=2&limit=10`, { token });
    expect(res.status).toBe(200);
    const linhas = (await res.text()).trimEnd().split('\r\n');
    // Header, opening balance, every movement, two totals and the closing balance.
    expect(linhas).toHaveLength(1 + 1 + NO_PERIODO + 3);
  });
});
