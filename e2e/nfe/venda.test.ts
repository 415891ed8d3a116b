import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Api, adminApi, answerDialogs, dialogNamed, expectDialogs } from '../cadastros/helpers';
import { useE2eSuite } from '../support/suite';
import {
  abrir,
  adicionar,
  COMPRADOR,
  campo,
  configurarEmpresa,
  criarComprador,
  criarProduto,
  dataBr,
  escolher,
  escolherCliente,
  estoqueDe,
  hojeMais,
  ITENS,
  linhaDaNota,
  linhas,
  NOTAS,
  notasNoServidor,
  opcaoEscolhida,
  opcoes,
  SIMULACAO,
  tabela,
  textos,
  totalDaNota,
} from './helpers';

/**
 * A sale (VENDA DE MERCADORIA) from the draft screen to the cancellation: created, listed, previewed, emitted to
 * the SEFAZ simulator, its DANFE and XML downloaded, then cancelled with a justification.
 */

const PERGUNTA_CANCELAMENTO = 'Tem certeza que deseja cancelar esta NF-e? O stock será estornado.';

describe('NF-e de venda', () => {
  const suite = useE2eSuite();
  let api: Api;

  beforeAll(async () => {
    api = await adminApi(suite.app);
    await configurarEmpresa(api);
    await criarProduto(api, {
      nome: 'Tampa 28mm',
      codigo_interno: 'TAMPA-28',
      ncm: '39235000',
      preco_venda: '12.34',
      estoque_atual: '500.00',
      cfop_padrao: '5101',
    });
    await criarProduto(api, { nome: 'Polipropileno H503', codigo_interno: 'PP-H503', preco_venda: '8.00' });
    await criarComprador(api);
  });

  async function nota() {
    const [unica] = await notasNoServidor(api);
    if (!unica) throw new Error('nenhuma NF-e no servidor');
    return unica;
  }

  it('creates the sale draft: client, operation, a line priced by the product, total, then the list', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    await abrir(page, suite.app, '/nfe/emitir', 'Criar Rascunho de NF-e');

    expect(await campo(page, 'Tipo de Referenciação').inputValue()).toBe('Selecione um cliente');
    expect(await opcaoEscolhida(page, 'Natureza da Operação')).toBe('RETORNO DE INDUSTRIALIZACAO');
    expect(await opcoes(page, 'Natureza da Operação')).toEqual([
      'RETORNO DE INDUSTRIALIZACAO',
      'REMESSA PARA INDUSTRIALIZACAO',
      'VENDA DE MERCADORIA',
      'RETORNO SIMBÓLICO',
    ]);
    expect(await page.getByRole('heading', { name: 'Adicionar Item à Nota' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Salvar Rascunho' }).isDisabled()).toBe(true);

    await escolherCliente(page, COMPRADOR);
    expect(await campo(page, 'Tipo de Referenciação').inputValue()).toBe('MANUAL');
    // The buyer pays in 15 days.
    expect(await campo(page, 'Data de Vencimento').inputValue()).toBe(dataBr(hojeMais(15)));
    await escolher(page, 'Natureza da Operação', 'VENDA DE MERCADORIA');

    expect(await opcoes(page, 'Produto')).toEqual([
      'Selecione o produto',
      '[PP-H503] - Polipropileno H503',
      '[TAMPA-28] - Tampa 28mm',
    ]);
    // A sale offers the sale CFOPs for a client of the company's UF, and starts on the first.
    expect(await opcoes(page, 'CFOP')).toEqual([
      '5101 - Venda de produção',
      '5102 - Venda de mercadoria de terceiros',
    ]);
    expect(await opcaoEscolhida(page, 'CFOP')).toBe('5101 - Venda de produção');
    await escolher(page, 'CFOP', '5102 - Venda de mercadoria de terceiros');
    await escolher(page, 'Produto', '[TAMPA-28] - Tampa 28mm');
    // The product's default CFOP.
    expect(await opcaoEscolhida(page, 'CFOP')).toBe('5101 - Venda de produção');
    expect(await campo(page, 'Quantidade (kg)').getAttribute('inputmode')).toBe('decimal');
    await adicionar(page, '10.5');

    // The server names and prices the line.
    await expect
      .poll(() => tabela(page, ITENS))
      .toEqual([['Tampa 28mm', '5101', '10,50 kg', 'R$ 12,34', 'R$ 129,57', 'Remover']]);
    expect(await totalDaNota(page)).toBe('Total da Nota: R$ 129,57');
    // The item form starts over with the operation's first CFOP.
    expect(await opcaoEscolhida(page, 'CFOP')).toBe('5101 - Venda de produção');
    expect(await opcaoEscolhida(page, 'Produto')).toBe('Selecione o produto');
    expect(await campo(page, 'Quantidade (kg)').inputValue()).toBe('');

    await page.getByRole('button', { name: 'Salvar Rascunho' }).click();
    await expectDialogs(dialogs, ['Rascunho salvo com sucesso!']);
    await page.waitForURL('**/nfe/listagem');
    await page.getByRole('heading', { level: 1, name: 'Notas Emitidas' }).waitFor();
    await linhaDaNota(page, COMPRADOR).waitFor();
    expect(await tabela(page, NOTAS)).toEqual([
      [COMPRADOR, 'N/A', 'R$ 129,57', dataBr(hojeMais(0)), 'Rascunho', 'Pré-visualizarEditarEmitirExcluir'],
    ]);
    expect(await nota()).toMatchObject({ status: 'Rascunho', valor_total_nota: '129.57' });
  });

  it('previews the draft: the DANFE is fetched with the token and opened in a new tab', async () => {
    const { page, context } = suite;
    const dialogs = answerDialogs(page, []);
    await abrir(page, suite.app, '/nfe/listagem', 'Notas Emitidas');
    const { id } = await nota();
    const [popup, pdf] = await Promise.all([
      context.waitForEvent('page'),
      page.waitForResponse((r) => new URL(r.url()).pathname === `/api/nfe/${id}/previsualizacao`),
      linhaDaNota(page, COMPRADOR).getByRole('button', { name: 'Pré-visualizar' }).click(),
    ]);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    // The due date printed is the emission's default: today plus the client's 15 days.
    expect(new URL(pdf.url()).searchParams.get('data_vencimento')).toBe(hojeMais(15));
    expect(await pdf.request().headerValue('authorization')).toMatch(/^Bearer /);
    await expect.poll(() => popup.url()).toMatch(/^blob:/);
    await popup.waitForLoadState();
    // The new tab is the browser's PDF viewer on the file the API sent.
    expect(await popup.evaluate(() => document.contentType)).toBe('application/pdf');
    expect(dialogs).toEqual([]);
    // A preview takes no number.
    expect(await nota()).toMatchObject({ status: 'Rascunho', numero_nfe: null });
  });

  it('emits after the due date and the confirmation: authorised, with number and série', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    await abrir(page, suite.app, '/nfe/listagem', 'Notas Emitidas');
    await linhaDaNota(page, COMPRADOR).getByRole('button', { name: 'Emitir' }).click();
    const dialogo = dialogNamed(page, 'Emitir NF-e');
    await dialogo.waitFor();
    expect(await dialogo.getByLabel('Data de Vencimento').inputValue()).toBe(dataBr(hojeMais(15)));
    expect(
      await dialogo
        .getByText('A NF-e será enviada à SEFAZ para autorização. Esta ação não pode ser desfeita.')
        .isVisible(),
    ).toBe(true);
    await dialogo.getByLabel('Data de Vencimento').fill(hojeMais(20));
    await dialogo.getByRole('button', { name: 'Emitir NF-e' }).click();
    await expectDialogs(dialogs, ['NF-e enviada para autorização com sucesso!']);
    await dialogo.waitFor({ state: 'detached' });

    const linha = linhaDaNota(page, COMPRADOR);
    await linha.getByText('Autorizada', { exact: true }).waitFor();
    expect(await textos(linha.locator('td'))).toEqual([
      COMPRADOR,
      '1 / 1',
      'R$ 129,57',
      dataBr(hojeMais(0)),
      `Autorizada${SIMULACAO}`,
      'DANFEXMLCarta de CorreçãoCancelar',
    ]);
    expect(await nota()).toMatchObject({ status: 'Autorizada', numero_nfe: 1, serie_nfe: 1 });
    expect(await estoqueDe(api, 'TAMPA-28')).toBe('489.50');
    const receber = await api.call<{
      data: { descricao: string; data_vencimento: string; valor_original: string }[];
    }>('GET', '/financeiro/contas-a-receber?limit=10');
    expect(receber.data.map((l) => [l.descricao, l.data_vencimento, l.valor_original])).toEqual([
      [`NF-e nº 1/1 - ${COMPRADOR}`, hojeMais(20), '129.57'],
    ]);
  });

  it('downloads the DANFE and the authorised XML, named after the access key', async () => {
    const { page } = suite;
    await abrir(page, suite.app, '/nfe/listagem', 'Notas Emitidas');
    const { chave_acesso } = await nota();
    const linha = linhaDaNota(page, COMPRADOR);

    const [danfe] = await Promise.all([
      page.waitForEvent('download'),
      linha.getByRole('button', { name: 'DANFE' }).click(),
    ]);
    expect(danfe.suggestedFilename()).toBe(`${chave_acesso}-danfe.pdf`);
    expect((await readFile(await danfe.path())).subarray(0, 5).toString()).toBe('%PDF-');

    const [xml] = await Promise.all([
      page.waitForEvent('download'),
      linha.getByRole('button', { name: 'XML' }).click(),
    ]);
    expect(xml.suggestedFilename()).toBe(`${chave_acesso}-nfe.xml`);
    const texto = await readFile(await xml.path(), 'utf8');
    expect(texto).toContain('<nfeProc');
    expect(texto).toContain(`<chNFe>${chave_acesso}</chNFe>`);
    expect(texto).toContain('<cStat>100</cStat>');
  });

  it('cancels after the confirmation with a justification of 15 to 255 characters', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, [false, true]);
    await abrir(page, suite.app, '/nfe/listagem', 'Notas Emitidas');
    const linha = linhaDaNota(page, COMPRADOR);

    // Declined: nothing is asked.
    await linha.getByRole('button', { name: 'Cancelar' }).click();
    await expectDialogs(dialogs, [PERGUNTA_CANCELAMENTO]);
    expect(await dialogNamed(page, 'Cancelar NF-e').count()).toBe(0);

    await linha.getByRole('button', { name: 'Cancelar' }).click();
    await expectDialogs(dialogs, [PERGUNTA_CANCELAMENTO, PERGUNTA_CANCELAMENTO]);
    const dialogo = dialogNamed(page, 'Cancelar NF-e');
    await dialogo.waitFor();
    await dialogo.getByLabel('Justificativa').fill('Erro no pedido');
    await dialogo.getByRole('button', { name: 'Confirmar Cancelamento' }).click();
    await dialogo.getByText('A justificativa deve ter entre 15 e 255 caracteres.').waitFor();
    expect(await nota()).toMatchObject({ status: 'Autorizada' });

    await dialogo.getByLabel('Justificativa').fill('Pedido cancelado pelo cliente antes da entrega');
    await dialogo.getByRole('button', { name: 'Confirmar Cancelamento' }).click();
    await expectDialogs(dialogs, [
      PERGUNTA_CANCELAMENTO,
      PERGUNTA_CANCELAMENTO,
      'NF-e cancelada com sucesso!',
    ]);
    await linha.getByText('Cancelada', { exact: true }).waitFor();
    expect(await textos(linha.locator('td'))).toEqual([
      COMPRADOR,
      '1 / 1',
      'R$ 129,57',
      dataBr(hojeMais(0)),
      `Cancelada${SIMULACAO}`,
      'DANFEXML',
    ]);
    expect(await nota()).toMatchObject({ status: 'Cancelada' });
    // The stock is reversed.
    expect(await estoqueDe(api, 'TAMPA-28')).toBe('500.00');
    expect(await linhas(page, NOTAS).count()).toBe(1);
  });
});
