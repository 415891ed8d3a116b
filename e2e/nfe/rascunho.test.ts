import { beforeAll, describe, expect, it } from 'vitest';
import { type Api, adminApi, answerDialogs, expectDialogs } from '../cadastros/helpers';
import { useE2eSuite } from '../support/suite';
import {
  abrir,
  adicionar,
  COMPRADOR,
  campo,
  configurarEmpresa,
  criarComprador,
  criarProduto,
  criarServico,
  dataBr,
  escolher,
  escolherCliente,
  hojeMais,
  ITENS,
  linhas,
  notasNoServidor,
  opcaoEscolhida,
  opcoes,
  salvarRascunhoViaApi,
  tabela,
  totalDaNota,
} from './helpers';

/** The draft screen's own rules: item validation, a new client starting the note over, editing a saved draft. */

const ATACADO = 'Atacado Sul Ltda';
const TAMPA = '[TAMPA-28] - Tampa 28mm';
const ITEM_INVALIDO = 'Selecione um produto e informe uma quantidade válida.';

describe('rascunho de NF-e', () => {
  const suite = useE2eSuite();
  let api: Api;
  let idComprador: number;
  let idTampa: number;
  let idPP: number;

  beforeAll(async () => {
    api = await adminApi(suite.app);
    await configurarEmpresa(api);
    idTampa = await criarProduto(api, {
      nome: 'Tampa 28mm',
      codigo_interno: 'TAMPA-28',
      ncm: '39235000',
      preco_venda: '12.34',
      estoque_atual: '500.00',
      cfop_padrao: '5101',
    });
    idPP = await criarProduto(api, {
      nome: 'Polipropileno H503',
      codigo_interno: 'PP-H503',
      preco_venda: '8.00',
    });
    await criarServico(api, 'Injeção de peças', '2.50');
    idComprador = await criarComprador(api);
    await criarComprador(api, ATACADO, 45, 2);
  });

  async function novaVenda(page: typeof suite.page) {
    await abrir(page, suite.app, '/nfe/emitir', 'Criar Rascunho de NF-e');
    await escolherCliente(page, COMPRADOR);
    await escolher(page, 'Natureza da Operação', 'VENDA DE MERCADORIA');
  }

  it('asks for a product and a quantity above zero, and offers only the sale CFOPs', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    await novaVenda(page);
    const salvar = page.getByRole('button', { name: 'Salvar Rascunho' });
    expect(await salvar.isDisabled()).toBe(true);

    await adicionar(page);
    await expectDialogs(dialogs, [ITEM_INVALIDO]);
    await escolher(page, 'Produto', TAMPA);
    await adicionar(page, '0');
    await expectDialogs(dialogs, [ITEM_INVALIDO, ITEM_INVALIDO]);
    await escolher(page, 'Produto', 'Selecione o produto');
    await adicionar(page, '5');
    await expectDialogs(dialogs, [ITEM_INVALIDO, ITEM_INVALIDO, ITEM_INVALIDO]);

    expect(await tabela(page, ITENS)).toEqual([]);
    expect(await salvar.isDisabled()).toBe(true);
    // A sale has no industrialisation line: no 5124, no service select.
    expect(await opcoes(page, 'CFOP')).toEqual([
      '5101 - Venda de produção',
      '5102 - Venda de mercadoria de terceiros',
    ]);
    expect(await campo(page, 'Serviço Executado').count()).toBe(0);

    await escolher(page, 'Produto', TAMPA);
    await adicionar(page, '5');
    await expect
      .poll(() => tabela(page, ITENS))
      .toEqual([['Tampa 28mm', '5101', '5,00 kg', 'R$ 12,34', 'R$ 61,70', 'Remover']]);
    expect(await salvar.isEnabled()).toBe(true);
  });

  it('removes a line and the total follows; a new client starts the note over with its own due date', async () => {
    const { page } = suite;
    await novaVenda(page);
    await escolher(page, 'Produto', TAMPA);
    await adicionar(page, '1,234');
    // The server answers with the line before the form starts over for the next one.
    await expect.poll(() => tabela(page, ITENS)).toHaveLength(1);
    await escolher(page, 'Produto', '[PP-H503] - Polipropileno H503');
    await adicionar(page, '2.5');
    await expect
      .poll(() => tabela(page, ITENS))
      .toEqual([
        // 12,34 x 1,234 = 15,22756
        ['Tampa 28mm', '5101', '1,23 kg', 'R$ 12,34', 'R$ 15,23', 'Remover'],
        // The form started over on the sale's 5101; PP has no default CFOP of its own.
        ['Polipropileno H503', '5101', '2,50 kg', 'R$ 8,00', 'R$ 20,00', 'Remover'],
      ]);
    expect(await totalDaNota(page)).toBe('Total da Nota: R$ 35,23');

    await linhas(page, ITENS).first().getByRole('button', { name: 'Remover' }).click();
    expect(await tabela(page, ITENS)).toEqual([
      ['Polipropileno H503', '5101', '2,50 kg', 'R$ 8,00', 'R$ 20,00', 'Remover'],
    ]);
    expect(await totalDaNota(page)).toBe('Total da Nota: R$ 20,00');

    await campo(page, 'Quantidade (kg)').fill('7');
    expect(await campo(page, 'Data de Vencimento').inputValue()).toBe(dataBr(hojeMais(15)));
    await escolherCliente(page, ATACADO);
    expect(await tabela(page, ITENS)).toEqual([]);
    await page.getByRole('region', { name: ITENS }).getByText('Nenhum item adicionado.').waitFor();
    expect(await totalDaNota(page)).toBe('Total da Nota: R$ 0,00');
    expect(await campo(page, 'Quantidade (kg)').inputValue()).toBe('');
    expect(await campo(page, 'Data de Vencimento').inputValue()).toBe(dataBr(hojeMais(45)));
    expect(await page.getByRole('button', { name: 'Salvar Rascunho' }).isDisabled()).toBe(true);
  });

  it('opens a saved draft by id with its client, operation and lines, and saves the changes over it', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    const id = await salvarRascunhoViaApi(api, {
      id_cliente: idComprador,
      natureza_operacao: 'VENDA DE MERCADORIA',
      itens: [
        { id_produto: idTampa, quantidade: '10', cfop: '5101' },
        { id_produto: idPP, quantidade: '2.5', cfop: '5101' },
      ],
    });
    await abrir(page, suite.app, `/nfe/emitir/${id}`, 'Editar Rascunho de NF-e');
    await expect
      .poll(() => tabela(page, ITENS))
      .toEqual([
        ['Tampa 28mm', '5101', '10,00 kg', 'R$ 12,34', 'R$ 123,40', 'Remover'],
        ['Polipropileno H503', '5101', '2,50 kg', 'R$ 8,00', 'R$ 20,00', 'Remover'],
      ]);
    expect(await opcaoEscolhida(page, 'Cliente')).toBe(COMPRADOR);
    expect(await campo(page, 'Tipo de Referenciação').inputValue()).toBe('MANUAL');
    expect(await opcaoEscolhida(page, 'Natureza da Operação')).toBe('VENDA DE MERCADORIA');
    expect(await campo(page, 'Data de Vencimento').inputValue()).toBe(dataBr(hojeMais(15)));
    expect(await totalDaNota(page)).toBe('Total da Nota: R$ 143,40');

    await linhas(page, ITENS).nth(1).getByRole('button', { name: 'Remover' }).click();
    await escolher(page, 'Produto', TAMPA);
    await adicionar(page, '1,234');
    await expect.poll(() => totalDaNota(page)).toBe('Total da Nota: R$ 138,63');
    await page.getByRole('button', { name: 'Salvar Rascunho' }).click();
    await expectDialogs(dialogs, ['Rascunho salvo com sucesso!']);
    await page.waitForURL('**/nfe/listagem');

    const nota = await api.call<{
      valor_total_nota: string;
      itens: { nome_produto: string; quantidade: string }[];
    }>('GET', `/nfe/${id}`);
    expect(nota.valor_total_nota).toBe('138.63');
    expect(nota.itens.map((i) => [i.nome_produto, i.quantidade])).toEqual([
      ['Tampa 28mm', '10.0000'],
      ['Tampa 28mm', '1.2340'],
    ]);
    expect((await notasNoServidor(api)).filter((n) => n.id === id)).toHaveLength(1);
  });

  it("shows SEFAZ's rejection at the top of a draft sent back for correction", async () => {
    const { page } = suite;
    const id = await salvarRascunhoViaApi(api, {
      id_cliente: idComprador,
      natureza_operacao: 'VENDA DE MERCADORIA',
      itens: [{ id_produto: idTampa, quantidade: '1', cfop: '5101' }],
    });
    // The simulator only rejects on demand through its own TLS control API: the answer is replaced instead.
    await page.route(`**/api/nfe/${id}`, async (route) => {
      const response = await route.fetch();
      const json = { ...(await response.json()), c_stat: '539', x_motivo: 'Rejeição: Duplicidade de NF-e' };
      await route.fulfill({ response, json });
    });
    await abrir(page, suite.app, `/nfe/emitir/${id}`, 'Editar Rascunho de NF-e');
    const aviso = page
      .getByRole('alert')
      .filter({ hasText: 'Rejeitada: 539 - Rejeição: Duplicidade de NF-e' });
    await aviso.waitFor();
    expect(await aviso.textContent()).toBe(
      'Rejeitada: 539 - Rejeição: Duplicidade de NF-eA SEFAZ devolveu esta nota para correção. Corrija os dados, salve o rascunho e emita novamente.',
    );
    await expect.poll(() => tabela(page, ITENS)).toHaveLength(1);
  });

  it('alerts when the draft cannot be loaded', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    await abrir(page, suite.app, '/nfe/emitir/999999', 'Editar Rascunho de NF-e');
    await expectDialogs(dialogs, ['Erro ao carregar dados do rascunho.']);
    await page.getByRole('alert').filter({ hasText: 'Erro ao carregar dados do rascunho.' }).waitFor();
    expect(await page.getByRole('button', { name: 'Salvar Rascunho' }).count()).toBe(0);
  });
});
