import { beforeAll, describe, expect, it } from 'vitest';
import { type Api, adminApi, answerDialogs, dialogNamed, expectDialogs } from '../cadastros/helpers';
import { useE2eSuite } from '../support/suite';
import {
  abrir,
  adicionar,
  CLIENTE_REMESSA,
  campo,
  clienteDaRemessa,
  configurarEmpresa,
  criarProduto,
  criarServico,
  definirReferenciacao,
  escolher,
  escolherCliente,
  ITENS,
  importarRemessa,
  itensDaEntrada,
  linhaDaNota,
  NOTAS,
  notasNoServidor,
  opcaoEscolhida,
  opcoes,
  PP,
  tabela,
  totalDaNota,
} from './helpers';

/**
 * Returns of industrialisation (RETORNO DE INDUSTRIALIZACAO) of the client's polypropylene: by FIFO, where the
 * entry item is looked up when the line is added, and MANUAL, where the user picks the incoming invoice and its
 * item by the balance shown. Both with a 5124 line billing the injection service.
 */

const SERVICO = 'Injeção de peças - R$ 2,50/kg';
const SEM_SALDO_FIFO =
  'Saldo insuficiente nas notas de entrada do cliente. "Polietileno de Baixa Densidade": disponível 0,00 kg, pedido 10,00 kg.';
const LINHAS = '/api/nfe/rascunho/linhas';

type NfeItem = { nome_produto: string; cfop: string; quantidade: string; id_item_entrada: number | null };

describe('NF-e de retorno de industrialização', () => {
  const suite = useE2eSuite();
  let api: Api;
  let entrada1001: number;
  let entrada1002: number;
  let idPebd: number;

  beforeAll(async () => {
    api = await adminApi(suite.app);
    await configurarEmpresa(api);
    await criarProduto(api, {
      nome: 'Polipropileno H503',
      codigo_interno: 'PP-H503',
      preco_venda: '8.00',
    });
    idPebd = await criarProduto(api, {
      nome: 'Polietileno de Baixa Densidade',
      codigo_interno: 'PEBD-7',
      ncm: '39011010',
      preco_venda: '9.50',
    });
    await criarServico(api, 'Injeção de peças', '2.50');
    entrada1001 = await importarRemessa(suite.app, api, {
      nNF: 1001,
      itens: [PP],
      dhEmi: '2026-11-10T10:00:00-03:00',
    });
    entrada1002 = await importarRemessa(suite.app, api, {
      nNF: 1002,
      itens: [{ ...PP, qCom: '50.0000', vProd: '400.00' }],
      dhEmi: '2026-11-12T10:00:00-03:00',
    });
    await definirReferenciacao(api, 'FIFO');
  });

  async function itensDaNota(id: number): Promise<NfeItem[]> {
    return (await api.call<{ itens: NfeItem[] }>('GET', `/nfe/${id}`)).itens;
  }

  async function saldo(idEntrada: number): Promise<string[]> {
    return (await itensDaEntrada(api, idEntrada)).map((i) => i.saldo_kg);
  }

  describe('cliente FIFO', () => {
    it('adds the returned material and a 5124 service line, each entry item looked up on the server', async () => {
      const { page } = suite;
      const dialogs = answerDialogs(page, []);
      const buscas: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes(LINHAS)) buscas.push(new URL(request.url()).pathname);
      });
      await abrir(page, suite.app, '/nfe/emitir', 'Criar Rascunho de NF-e');
      await escolherCliente(page, CLIENTE_REMESSA);
      expect(await campo(page, 'Tipo de Referenciação').inputValue()).toBe('FIFO');
      expect(await opcaoEscolhida(page, 'Natureza da Operação')).toBe('RETORNO DE INDUSTRIALIZACAO');
      expect(await campo(page, 'Serviço Executado').count()).toBe(0);

      await escolher(page, 'Produto de Referência', 'Polipropileno H503 - Saldo: 150,00 kg');
      await adicionar(page, '60');
      await expect
        .poll(() => tabela(page, ITENS))
        .toEqual([['Polipropileno H503 NF 1001/1', '5902', '60,00 kg', 'R$ 8,00', 'R$ 480,00', 'Remover']]);

      await escolher(page, 'CFOP', '5124 - Industrialização');
      expect(await opcoes(page, 'Serviço Executado')).toEqual(['Selecione o serviço', SERVICO]);
      // The kg the draft's return line already takes are not offered again.
      await escolher(page, 'Produto de Referência', 'Polipropileno H503 - Saldo: 90,00 kg');
      await adicionar(page, '60');
      await expectDialogs(dialogs, ['Para o CFOP 5124, é obrigatório selecionar um serviço executado.']);
      expect(await tabela(page, ITENS)).toHaveLength(1);

      await escolher(page, 'Serviço Executado', SERVICO);
      await adicionar(page);
      await expect
        .poll(() => tabela(page, ITENS))
        .toEqual([
          ['Polipropileno H503 NF 1001/1', '5902', '60,00 kg', 'R$ 8,00', 'R$ 480,00', 'Remover'],
          [
            'Injeção de peças (Polipropileno H503) NF 1001/1',
            '5124',
            '60,00 kg',
            'R$ 2,50',
            'R$ 150,00',
            'Remover',
          ],
        ]);
      expect(await totalDaNota(page)).toBe('Total da Nota: R$ 630,00');
      // Each added line had the server resolve the draft's lines; the line without a service never left the screen.
      expect(buscas).toEqual([LINHAS, LINHAS]);

      await page.getByRole('button', { name: 'Salvar Rascunho' }).click();
      await expectDialogs(dialogs, [
        'Para o CFOP 5124, é obrigatório selecionar um serviço executado.',
        'Rascunho salvo com sucesso!',
      ]);
      await page.waitForURL('**/nfe/listagem');
      await linhaDaNota(page, CLIENTE_REMESSA).waitFor();
      expect(await tabela(page, NOTAS)).toEqual([
        [
          CLIENTE_REMESSA,
          'N/A',
          'R$ 630,00',
          expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
          'Rascunho',
          'Pré-visualizarEditarEmitirExcluir',
        ],
      ]);
      const [nota] = await notasNoServidor(api);
      const [item1001] = await itensDaEntrada(api, entrada1001);
      expect(await itensDaNota(nota?.id ?? 0)).toEqual([
        expect.objectContaining({ cfop: '5902', quantidade: '60.0000', id_item_entrada: item1001?.id }),
        expect.objectContaining({
          nome_produto: 'Injeção de peças (Polipropileno H503)',
          cfop: '5124',
          quantidade: '60.0000',
          id_item_entrada: item1001?.id,
        }),
      ]);
    });

    it("lists only the client's products with their kg, and the select fits 1440 px", async () => {
      const { page } = suite;
      const tamanho = page.viewportSize();
      await page.setViewportSize({ width: 1440, height: 900 });
      try {
        await abrir(page, suite.app, '/nfe/emitir', 'Criar Rascunho de NF-e');
        await escolherCliente(page, CLIENTE_REMESSA);
        // Not the polyethylene, which the client never sent: only what it has here, with the kg free.
        await expect
          .poll(() => opcoes(page, 'Produto de Referência'))
          .toEqual(['Selecione o produto', 'Polipropileno H503 - Saldo: 150,00 kg']);
        await escolher(page, 'Produto de Referência', 'Polipropileno H503 - Saldo: 150,00 kg');
        const medida = await campo(page, 'Produto de Referência').evaluate((el) => {
          const select = el as HTMLSelectElement;
          const estilo = getComputedStyle(select);
          const contexto = document.createElement('canvas').getContext('2d');
          if (contexto) contexto.font = estilo.font;
          const texto = Math.max(
            ...Array.from(select.options).map(
              (o) => contexto?.measureText(o.text).width ?? Number.POSITIVE_INFINITY,
            ),
          );
          const util =
            select.clientWidth -
            Number.parseFloat(estilo.paddingLeft) -
            Number.parseFloat(estilo.paddingRight);
          return { texto, util, direita: select.getBoundingClientRect().right, janela: window.innerWidth };
        });
        expect(medida.texto).toBeLessThanOrEqual(medida.util);
        expect(medida.direita).toBeLessThanOrEqual(medida.janela);
      } finally {
        if (tamanho) await page.setViewportSize(tamanho);
      }
    });

    it("does not add the line when no entry has balance: the server's reason, or the screen's own", async () => {
      const { page } = suite;
      const dialogs = answerDialogs(page, []);
      // A list read before another note took the polyethylene's kg; two products of one name are told apart by code.
      await page.route('**/api/nfe/rascunho/produtos-com-saldo?**', (route) =>
        route.fulfill({
          json: [
            {
              id_produto: idPebd,
              codigo_interno: 'PEBD-7',
              nome: 'Polietileno de Baixa Densidade',
              saldo_kg: '10.0000',
            },
            {
              id_produto: 999999,
              codigo_interno: 'PEBD-8',
              nome: 'Polietileno de Baixa Densidade',
              saldo_kg: '5.0000',
            },
          ],
        }),
      );
      await abrir(page, suite.app, '/nfe/emitir', 'Criar Rascunho de NF-e');
      await escolherCliente(page, CLIENTE_REMESSA);
      await expect
        .poll(() => opcoes(page, 'Produto de Referência'))
        .toEqual([
          'Selecione o produto',
          'Polietileno de Baixa Densidade [PEBD-7] - Saldo: 10,00 kg',
          'Polietileno de Baixa Densidade [PEBD-8] - Saldo: 5,00 kg',
        ]);
      await escolher(
        page,
        'Produto de Referência',
        'Polietileno de Baixa Densidade [PEBD-7] - Saldo: 10,00 kg',
      );
      await adicionar(page, '10');
      await expectDialogs(dialogs, [SEM_SALDO_FIFO]);
      expect(await tabela(page, ITENS)).toEqual([]);

      // An answer the screen cannot read (no error text from the server). The screen refuses beyond the balance it
      // is told before asking, so here it is told of enough kg for the server to be asked.
      await page.route(`**${LINHAS}`, (route) => route.fulfill({ json: {} }));
      await page.route('**/api/nfe/rascunho/saldo-disponivel?**', (route) =>
        route.fulfill({ json: { saldo_kg: '1000.0000' } }),
      );
      await page.reload();
      await escolherCliente(page, CLIENTE_REMESSA);
      await escolher(
        page,
        'Produto de Referência',
        'Polietileno de Baixa Densidade [PEBD-7] - Saldo: 10,00 kg',
      );
      await adicionar(page, '10');
      await expectDialogs(dialogs, [
        SEM_SALDO_FIFO,
        'Erro ao calcular os itens da nota. Verifique se há saldo disponível.',
      ]);
      expect(await tabela(page, ITENS)).toEqual([]);
      expect(await page.getByRole('button', { name: 'Salvar Rascunho' }).isDisabled()).toBe(true);
    });

    it('emits the return: the oldest entry gives its balance', async () => {
      const { page } = suite;
      const dialogs = answerDialogs(page, []);
      await abrir(page, suite.app, '/nfe/listagem', 'Notas Emitidas');
      await linhaDaNota(page, CLIENTE_REMESSA).getByRole('button', { name: 'Emitir' }).click();
      await dialogNamed(page, 'Emitir NF-e').getByRole('button', { name: 'Emitir NF-e' }).click();
      await expectDialogs(dialogs, ['NF-e enviada para autorização com sucesso!']);
      await linhaDaNota(page, CLIENTE_REMESSA).getByText('Autorizada', { exact: true }).waitFor();
      expect(await saldo(entrada1001)).toEqual(['40.0000']);
      expect(await saldo(entrada1002)).toEqual(['50.0000']);
    });
  });

  describe('cliente MANUAL', () => {
    beforeAll(async () => {
      await definirReferenciacao(api, 'MANUAL');
    });

    it('picks the incoming invoice, then its item by the balance in kg, for material and service lines', async () => {
      const { page } = suite;
      const dialogs = answerDialogs(page, []);
      await abrir(page, suite.app, '/nfe/emitir', 'Criar Rascunho de NF-e');
      await escolherCliente(page, CLIENTE_REMESSA);
      expect(await campo(page, 'Tipo de Referenciação').inputValue()).toBe('MANUAL');
      await expect
        .poll(() => opcoes(page, 'Nota de Entrada'))
        .toEqual(['Selecione a nota de entrada', 'NF 1001 - 10/11/2026', 'NF 1002 - 12/11/2026']);
      expect(await campo(page, 'Item da Nota de Entrada').isDisabled()).toBe(true);
      expect(await campo(page, 'Produto de Referência').count()).toBe(0);

      await adicionar(page, '10');
      await expectDialogs(dialogs, ['Selecione o item da nota de entrada de referência.']);

      await escolher(page, 'Nota de Entrada', 'NF 1001 - 10/11/2026');
      expect(await campo(page, 'Item da Nota de Entrada').isEnabled()).toBe(true);
      await expect
        .poll(() => opcoes(page, 'Item da Nota de Entrada'))
        .toEqual(['Selecione o item', 'Polipropileno H503 - Saldo: 40,00 kg']);
      await escolher(page, 'Item da Nota de Entrada', 'Polipropileno H503 - Saldo: 40,00 kg');
      await adicionar(page, '25.5');
      await expect
        .poll(() => tabela(page, ITENS))
        .toEqual([['Polipropileno H503 NF 1001/1', '5902', '25,50 kg', 'R$ 8,00', 'R$ 204,00', 'Remover']]);
      // The item form starts over: no invoice, the item select disabled again.
      expect(await opcaoEscolhida(page, 'Nota de Entrada')).toBe('Selecione a nota de entrada');
      expect(await campo(page, 'Item da Nota de Entrada').isDisabled()).toBe(true);

      await escolher(page, 'CFOP', '5124 - Industrialização');
      await escolher(page, 'Nota de Entrada', 'NF 1002 - 12/11/2026');
      await expect
        .poll(() => opcoes(page, 'Item da Nota de Entrada'))
        .toEqual(['Selecione o item', 'Polipropileno H503 - Saldo: 50,00 kg']);
      await escolher(page, 'Item da Nota de Entrada', 'Polipropileno H503 - Saldo: 50,00 kg');
      await escolher(page, 'Serviço Executado', SERVICO);
      await adicionar(page, '25.5');
      await expect
        .poll(() => tabela(page, ITENS))
        .toEqual([
          ['Polipropileno H503 NF 1001/1', '5902', '25,50 kg', 'R$ 8,00', 'R$ 204,00', 'Remover'],
          [
            'Injeção de peças (Polipropileno H503) NF 1002/1',
            '5124',
            '25,50 kg',
            'R$ 2,50',
            'R$ 63,75',
            'Remover',
          ],
        ]);
      expect(await totalDaNota(page)).toBe('Total da Nota: R$ 267,75');

      await page.getByRole('button', { name: 'Salvar Rascunho' }).click();
      await expectDialogs(dialogs, [
        'Selecione o item da nota de entrada de referência.',
        'Rascunho salvo com sucesso!',
      ]);
      await page.waitForURL('**/nfe/listagem');
      await linhaDaNota(page, 'R$ 267,75').waitFor();
      const nota = (await notasNoServidor(api)).find((n) => n.valor_total_nota === '267.75');
      const [item1001] = await itensDaEntrada(api, entrada1001);
      const [item1002] = await itensDaEntrada(api, entrada1002);
      expect(await itensDaNota(nota?.id ?? 0)).toEqual([
        expect.objectContaining({ cfop: '5902', quantidade: '25.5000', id_item_entrada: item1001?.id }),
        expect.objectContaining({ cfop: '5124', quantidade: '25.5000', id_item_entrada: item1002?.id }),
      ]);
    });

    it("does not add a line that asks more than the item's balance, with the server's reason", async () => {
      const { page } = suite;
      const dialogs = answerDialogs(page, []);
      await abrir(page, suite.app, '/nfe/emitir', 'Criar Rascunho de NF-e');
      await escolherCliente(page, CLIENTE_REMESSA);
      await escolher(page, 'Nota de Entrada', 'NF 1002 - 12/11/2026');
      await escolher(page, 'Item da Nota de Entrada', 'Polipropileno H503 - Saldo: 50,00 kg');
      await adicionar(page, '60');
      await expectDialogs(dialogs, [
        'Saldo insuficiente na NF de entrada nº 1002. Item "Polipropileno H503": disponível 50,00 kg, pedido 60,00 kg.',
      ]);
      expect(new URL(page.url()).pathname).toBe('/nfe/emitir');
      expect(await tabela(page, ITENS)).toEqual([]);
      expect(await page.getByRole('button', { name: 'Salvar Rascunho' }).isDisabled()).toBe(true);
    });
  });

  describe('cliente de outra UF', () => {
    beforeAll(async () => {
      // A remessa whose material is worth more than the product's sale price (8,00): the return takes 9,1234.
      await importarRemessa(suite.app, api, {
        nNF: 1003,
        itens: [{ ...PP, qCom: '30.0000', vUnCom: '9.1234', vProd: '273.70' }],
        dhEmi: '2026-11-14T10:00:00-03:00',
      });
      const { id, ...cliente } = await clienteDaRemessa(api);
      const campos = Object.fromEntries(Object.entries(cliente).filter(([, valor]) => valor !== null));
      await api.call('PUT', `/clientes/${id}`, {
        ...campos,
        logradouro: 'Avenida Afonso Pena',
        numero: '1500',
        bairro: 'Centro',
        cidade: 'Belo Horizonte',
        uf: 'MG',
        cep: '30130-005',
        codigo_municipio: 3106200,
      });
    });

    it('offers the interstate CFOPs, starts on 6902 and shows the remessa’s value with its entry NF', async () => {
      const { page } = suite;
      const dialogs = answerDialogs(page, []);
      await abrir(page, suite.app, '/nfe/emitir', 'Criar Rascunho de NF-e');
      await escolherCliente(page, CLIENTE_REMESSA);
      await expect
        .poll(() => opcoes(page, 'CFOP'))
        .toEqual([
          '6902 - Retorno (outra UF)',
          '6124 - Industrialização (outra UF)',
          '6903 - Retorno não aplicado (outra UF)',
        ]);
      await escolher(page, 'CFOP', '6903 - Retorno não aplicado (outra UF)');
      await escolher(page, 'CFOP', '6902 - Retorno (outra UF)');
      await escolher(page, 'Nota de Entrada', 'NF 1003 - 14/11/2026');
      await escolher(page, 'Item da Nota de Entrada', 'Polipropileno H503 - Saldo: 30,00 kg');
      await adicionar(page, '10');
      // 10 kg x 9,1234 = 91,234
      await expect
        .poll(() => tabela(page, ITENS))
        .toEqual([['Polipropileno H503 NF 1003/1', '6902', '10,00 kg', 'R$ 9,12', 'R$ 91,23', 'Remover']]);
      expect(await totalDaNota(page)).toBe('Total da Nota: R$ 91,23');
      // The form starts over on the interstate return.
      expect(await opcaoEscolhida(page, 'CFOP')).toBe('6902 - Retorno (outra UF)');

      await page.getByRole('button', { name: 'Salvar Rascunho' }).click();
      await expectDialogs(dialogs, ['Rascunho salvo com sucesso!']);
      await page.waitForURL('**/nfe/listagem');
      const nota = (await notasNoServidor(api)).find((n) => n.valor_total_nota === '91.23');
      expect(await itensDaNota(nota?.id ?? 0)).toEqual([
        expect.objectContaining({ cfop: '6902', quantidade: '10.0000', nome_produto: 'Polipropileno H503' }),
      ]);
    });
  });
});
