import { beforeAll, describe, expect, it } from 'vitest';
import { type Api, adminApi, answerDialogs, dialogNamed, expectDialogs } from '../cadastros/helpers';
import { useE2eSuite } from '../support/suite';
import {
  abrir,
  COMPRADOR,
  configurarEmpresa,
  criarComprador,
  criarProduto,
  linhaDaNota,
  notasNoServidor,
  salvarRascunhoViaApi,
} from './helpers';

/**
 * The emission dialog when SEFAZ-SP does not answer: the API's 202, or its 503 for a draft it did not send while
 * SP is down (played here by the browser, since the simulator of simulação runs inside the app), offers SVC-AN;
 * with a justification the note really goes out there (the simulator takes tpEmis 6 as SVC-AN) and the list marks
 * it. The refusals and the real paths are covered by apps/api/test/fiscal/contingencia.test.ts and
 * autorizador-sem-resposta.test.ts.
 */
describe('NF-e em contingência', () => {
  const suite = useE2eSuite();
  let api: Api;
  let idProduto: number;

  beforeAll(async () => {
    api = await adminApi(suite.app);
    await configurarEmpresa(api);
    idProduto = await criarProduto(api, {
      nome: 'Tampa 28mm',
      codigo_interno: 'TAMPA-28',
      ncm: '39235000',
      preco_venda: '12.34',
      estoque_atual: '500.00',
      cfop_padrao: '5101',
    });
    const idCliente = await criarComprador(api);
    await salvarRascunhoViaApi(api, {
      id_cliente: idCliente,
      natureza_operacao: 'VENDA DE MERCADORIA',
      itens: [{ id_produto: idProduto, quantidade: '2', cfop: '5101' }],
    });
  });

  /**
   * The first emission of the page answered by the browser as the API would while SEFAZ is down; the next ones
   * reach the server. Answers how many emissions the page asked for.
   */
  async function primeiraEmissaoRespondida(status: number, json: unknown) {
    let pedidos = 0;
    await suite.page.route('**/api/nfe/emitir/*', async (route) => {
      pedidos += 1;
      if (pedidos > 1) return route.continue();
      await route.fulfill({ status, json });
    });
    return () => pedidos;
  }

  /** The client's draft emitted from the list; answers the contingency dialog it must open. */
  async function emitirDaListagem(cliente: string) {
    const { page } = suite;
    await abrir(page, suite.app, '/nfe/listagem', 'Notas Emitidas');
    await linhaDaNota(page, cliente).getByRole('button', { name: 'Emitir' }).click();
    await dialogNamed(page, 'Emitir NF-e').getByRole('button', { name: 'Emitir NF-e' }).click();
    const dialogo = dialogNamed(page, 'Emitir NF-e em contingência');
    await dialogo.waitFor();
    return dialogo;
  }

  it('offers SVC-AN when SEFAZ does not answer, asks a justification, and the list marks the note', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    const pedidos = await primeiraEmissaoRespondida(202, {
      message:
        'NF-e enviada para autorização. A SEFAZ ainda não respondeu; a situação será atualizada automaticamente.',
      status: 'Processando',
      numero_nfe: 1,
      serie_nfe: 1,
      chave_acesso: null,
      protocolo: null,
      contingencia: null,
      contingencia_disponivel: {
        svc: 'SVC-AN',
        motivo: 'Serviço Paralisado Momentaneamente (curto prazo)',
      },
    });
    const dialogo = await emitirDaListagem(COMPRADOR);
    expect(await dialogo.getByRole('status').textContent()).toBe(
      'A SEFAZ não respondeu (Serviço Paralisado Momentaneamente (curto prazo)). A NF-e nº 1 / 1 não foi ' +
        'autorizada: ela será reenviada automaticamente quando a SEFAZ voltar, ou pode ser emitida agora em ' +
        'contingência (SVC-AN), com uma justificativa.',
    );
    const emitir = dialogo.getByRole('button', { name: 'Emitir em contingência (SVC-AN)' });
    const justificativa = dialogo.getByLabel('Justificativa da contingência');
    await justificativa.fill('SEFAZ fora');
    await emitir.click();
    await dialogo.getByText('A justificativa da contingência deve ter entre 15 e 256 caracteres.').waitFor();
    expect(pedidos()).toBe(1);

    await justificativa.fill('SEFAZ-SP paralisada desde as 14h');
    await emitir.click();
    await expectDialogs(dialogs, ['NF-e autorizada em contingência (SVC-AN).']);
    await dialogo.waitFor({ state: 'detached' });
    const linha = linhaDaNota(page, COMPRADOR);
    await linha.getByText('Contingência SVC-AN', { exact: true }).waitFor();
    expect(await linha.getByText('Autorizada', { exact: true }).isVisible()).toBe(true);
    const [nota] = await notasNoServidor(api);
    expect(nota).toMatchObject({ status: 'Autorizada', numero_nfe: 1, contingencia: 'SVC-AN' });
    expect(nota?.chave_acesso?.[34]).toBe('6');
  });

  it('offers SVC-AN up front for a draft the server did not send while SEFAZ is down, and it goes out there', async () => {
    const { page } = suite;
    const cliente = 'Embalagens do Vale Ltda';
    const id = await salvarRascunhoViaApi(api, {
      id_cliente: await criarComprador(api, cliente, 15, 2),
      natureza_operacao: 'VENDA DE MERCADORIA',
      itens: [{ id_produto: idProduto, quantidade: '1', cfop: '5101' }],
    });
    const dialogs = answerDialogs(page, []);
    const pedidos = await primeiraEmissaoRespondida(503, {
      error:
        'A SEFAZ-SP não está respondendo. A NF-e não foi enviada e continua em rascunho, sem consumir ' +
        'número: ela pode ser emitida agora em contingência (SVC-AN), com uma justificativa, ou ' +
        'normalmente mais tarde.',
      details: 'Tempo esgotado na consulta de status do serviço',
      contingencia_disponivel: {
        svc: 'SVC-AN',
        motivo: 'Tempo esgotado na consulta de status do serviço',
      },
    });
    const dialogo = await emitirDaListagem(cliente);
    expect(await dialogo.getByRole('status').textContent()).toBe(
      'A SEFAZ não está respondendo (Tempo esgotado na consulta de status do serviço). A NF-e não foi enviada e ' +
        'continua em rascunho: ela pode ser emitida agora em contingência (SVC-AN), com uma justificativa, ou ' +
        'normalmente mais tarde.',
    );
    await dialogo.getByLabel('Justificativa da contingência').fill('SEFAZ-SP sem resposta desde as 14h');
    await dialogo.getByRole('button', { name: 'Emitir em contingência (SVC-AN)' }).click();
    await expectDialogs(dialogs, ['NF-e autorizada em contingência (SVC-AN).']);
    await dialogo.waitFor({ state: 'detached' });
    await linhaDaNota(page, cliente).getByText('Contingência SVC-AN', { exact: true }).waitFor();
    const nota = (await notasNoServidor(api)).find((n) => n.id === id);
    expect(nota).toMatchObject({ status: 'Autorizada', contingencia: 'SVC-AN' });
    expect(nota?.chave_acesso?.[34]).toBe('6');
    expect(pedidos()).toBe(2);
  });
});
