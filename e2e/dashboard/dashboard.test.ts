import { beforeAll, describe, expect, it } from 'vitest';
import { type Api, adminApi, POLL } from '../cadastros/helpers';
import { baixar, categoriaId, criarCliente, criarLancamento } from '../financeiro/helpers';
import { hojeEmBrasilia, somarDias } from '../relatorios/helpers';
import { signIn } from '../support/session';
import { useE2eSuite } from '../support/suite';

const MOVIMENTACAO = 'Movimentação de Estoque (Últimos 6 Meses)';
const NOTAS = 'Notas Emitidas (Últimos 6 Meses)';
// The charts' months: the short month and the two-digit year, 'nov/26'.
const MESES = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

/** The six month labels of the charts, oldest first, ending in the current month in Brasília. */
function ultimosSeisMeses(): string[] {
  const [ano, mes] = hojeEmBrasilia().split('-').map(Number);
  return Array.from({ length: 6 }, (_, i) => {
    const d = new Date(Date.UTC(ano ?? 0, (mes ?? 1) - 1 - (5 - i), 1));
    return `${MESES[d.getUTCMonth()]}/${String(d.getUTCFullYear()).slice(2)}`;
  });
}

describe('dashboard', () => {
  const suite = useE2eSuite();
  let api: Api;

  beforeAll(async () => {
    api = await adminApi(suite.app);
    // Stock: 1000.50 kg and 200 kg in (product creation), then 250.25 kg out (a stock correction).
    const pp = await api.call<{ id: number }>('POST', '/produtos', {
      nome: 'Polipropileno H503',
      codigo_interno: 'PP-H503',
      ncm: '39021020',
      estoque_atual: '1000.50',
    });
    await api.call('PUT', `/produtos/${pp.id}`, {
      nome: 'Polipropileno H503',
      codigo_interno: 'PP-H503',
      ncm: '39021020',
      estoque_atual: '750.25',
    });
    await api.call('POST', '/produtos', {
      nome: 'Masterbatch preto',
      codigo_interno: 'MB-01',
      ncm: '32064910',
      estoque_atual: '200',
    });

    // Finance, 10 days around today in Brasília so the 30-day window and "overdue" never depend on the hour.
    const hoje = hojeEmBrasilia();
    const cliente = await criarCliente(api, 'Embalagens Dashboard Ltda');
    const receita = await categoriaId(api, 'Serviços de Industrialização');
    const despesa = await categoriaId(api, 'Energia Elétrica');
    const lancamento = (descricao: string, tipo: 'RECEITA' | 'DESPESA', valor: string, dias: number) =>
      criarLancamento(api, {
        descricao,
        tipo,
        valor_original: valor,
        data_vencimento: somarDias(hoje, dias),
        id_categoria: tipo === 'RECEITA' ? receita : despesa,
        id_cliente: tipo === 'RECEITA' ? cliente : null,
        id_fornecedor: null,
      });
    await lancamento('Industrialização lote 1', 'RECEITA', '1234.56', 10);
    await lancamento('Industrialização lote 2', 'RECEITA', '0.44', 30);
    await lancamento('Industrialização lote 0', 'RECEITA', '50.05', -10);
    await lancamento('Energia', 'DESPESA', '300.30', 5);
    await lancamento('Energia atrasada', 'DESPESA', '70.07', -3);
    await lancamento('Depois da janela', 'RECEITA', '999.99', 45);
    const paga = await lancamento('Já recebida', 'RECEITA', '5000.00', 2);
    await baixar(api, paga.id, '5000.00', hoje);
  });

  it('shows the shortcuts, the four cards and both charts drawn from the data', async () => {
    const { page } = suite;
    await signIn(page, suite.app);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    const card = (titulo: string) =>
      page.locator('section.card').filter({ has: page.getByRole('heading', { name: titulo, exact: true }) });
    await card('Financeiro (Próx. 30 dias)').waitFor();
    expect(await card('Financeiro (Próx. 30 dias)').locator('dl > div').allTextContents()).toEqual([
      'A ReceberR$ 1.235,00',
      'A PagarR$ 300,30',
    ]);
    expect(await card('Contas Vencidas').locator('dl > div').allTextContents()).toEqual([
      'A ReceberR$ 50,05',
      'A PagarR$ 70,07',
    ]);
    // No NF-e or NFS-e emission yet in this product: the month's billing is zero, and so are its parts (the NF-e's
    // services and sales, the NFS-e).
    expect(await card('Faturamento no Mês').locator('.card__body p').allTextContents()).toEqual([
      'R$ 0,00',
      'Serviços R$ 0,00 · Vendas R$ 0,00 · NFS-e R$ 0,00',
    ]);
    // Initial stock and adjustments are the company's own; no client's material here (issue 24).
    expect(await card('Estoque de Matéria-Prima').locator('.card__body p').allTextContents()).toEqual([
      '950,25 kg',
      'Próprio 950,25 kg · De clientes 0,00 kg',
    ]);

    const meses = ultimosSeisMeses();
    const atual = meses[5];
    const estoque = page.getByRole('figure', { name: MOVIMENTACAO });
    expect(await estoque.locator('.grafico__rotulos-x text').allTextContents()).toEqual(meses);
    expect(await estoque.getByRole('listitem').allTextContents()).toEqual(['Entradas (kg)', 'Saídas (kg)']);
    expect(await estoque.locator('.grafico__titulo-eixo').allTextContents()).toEqual([
      'Mês',
      'Quantidade (kg)',
    ]);
    expect(await estoque.getByRole('img').count()).toBe(12);
    const entradas = estoque.getByRole('img', { name: `Entradas (kg), ${atual}: 1.200,50 kg`, exact: true });
    const saidas = estoque.getByRole('img', { name: `Saídas (kg), ${atual}: 250,25 kg`, exact: true });
    const entradaAntiga = estoque.getByRole('img', {
      name: `Entradas (kg), ${meses[0]}: 0,00 kg`,
      exact: true,
    });
    const cy = async (ponto: typeof entradas) => Number(await ponto.getAttribute('cy'));
    // Higher kg is higher on the chart (smaller y); a month without movement sits on the x axis.
    expect(await cy(entradas)).toBeLessThan(await cy(saidas));
    expect(await cy(saidas)).toBeLessThan(await cy(entradaAntiga));
    expect(await entradas.locator('title').textContent()).toBe(`Entradas (kg), ${atual}: 1.200,50 kg`);

    const notas = page.getByRole('figure', { name: NOTAS });
    expect(await notas.locator('.grafico__rotulos-x text').allTextContents()).toEqual(meses);
    expect(await notas.getByRole('listitem').allTextContents()).toEqual(['Quantidade de Notas']);
    expect(await notas.getByRole('img').count()).toBe(6);
    await notas
      .getByRole('img', { name: `Quantidade de Notas, ${atual}: 0`, exact: true })
      .waitFor({ state: 'attached' });
  });

  it('goes to the three shortcuts', async () => {
    const { page } = suite;
    await signIn(page, suite.app);
    const atalhos = page.getByRole('navigation', { name: 'Atalhos' });
    expect(await atalhos.getByRole('link').allTextContents()).toEqual([
      'Emitir NFS-e',
      'Emitir NF-e',
      'Importar XML',
    ]);
    for (const [nome, destino] of [
      ['Emitir NFS-e', '/nfse/emitir'],
      ['Emitir NF-e', '/nfe/emitir'],
      ['Importar XML', '/entradas'],
    ] as const) {
      await page.goto('/dashboard');
      await atalhos.getByRole('link', { name: nome, exact: true }).click();
      await page.waitForURL(`**${destino}`);
    }
  });

  it("shows 'A carregar dashboard...' while loading and the failure text when the API fails", async () => {
    const { page } = suite;
    let respostas = 0;
    await page.route('**/api/dashboard', async (route) => {
      respostas += 1;
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.fulfill({ status: 500, json: { error: 'Erro interno do servidor.' } });
    });
    await signIn(page, suite.app);
    await page.getByText('A carregar dashboard...', { exact: true }).waitFor();
    await page.getByText('Não foi possível carregar os dados da dashboard.', { exact: true }).waitFor();
    expect(await page.getByRole('alert').textContent()).toBe(
      'Não foi possível carregar os dados da dashboard.',
    );
    expect(await page.getByText('A carregar dashboard...').count()).toBe(0);
    expect(await page.getByRole('figure').count()).toBe(0);
    // A 5xx is retried before giving up; the shortcuts stay usable.
    expect(respostas).toBeGreaterThan(1);
    expect(await page.getByRole('link', { name: 'Emitir NF-e' }).isVisible()).toBe(true);
  });

  it('tells an administrator when the last backup was taken, and warns on the dashboard past two days', async () => {
    const { page } = suite;
    // The app takes the day's backup of its embedded database on its own at start-up.
    const deadline = Date.now() + POLL.timeout;
    while (!(await api.call<{ ultimo_backup: string | null }>('GET', '/preferencias/backup')).ultimo_backup) {
      if (Date.now() > deadline) throw new Error('o backup da partida não apareceu');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await signIn(page, suite.app);
    await page.goto('/preferencias/empresa');
    const backup = page.locator('section.card').filter({ hasText: 'Backup do banco de dados' });
    await backup.getByText(/^Último backup: \d\d\/\d\d\/\d{4} \d\d:\d\d$/).waitFor();
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.locator('section.card').first().waitFor();
    expect(await page.getByText('O último backup tem mais de dois dias.').count()).toBe(0);

    // Three days without a backup (the server's answer stood in for): the dashboard says so.
    const tresDiasAtras = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000);
    await page.route('**/api/preferencias/backup', (route) =>
      route.fulfill({
        json: {
          ultimo_backup: tresDiasAtras.toISOString(),
          pasta: '/dados/backups',
          automatico: true,
          hora: 2,
        },
      }),
    );
    await page.goto('/dashboard');
    await page.getByRole('alert').filter({ hasText: 'O último backup tem mais de dois dias.' }).waitFor();
    await page.unroute('**/api/preferencias/backup');
  });
});
