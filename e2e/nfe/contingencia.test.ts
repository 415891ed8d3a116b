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
 * The emission dialog when SEFAZ-SP does not answer: the API's 202 (played here by the browser, since the
 * simulator of simulação runs inside the app) offers SVC-AN; with a justification the note really goes out there
 * (the simulator takes tpEmis 6 as SVC-AN) and the list marks it. The refusals and the real paths are covered by
 * apps/api/test/fiscal/contingencia.test.ts.
 */
describe('NF-e em contingência', () => {
  const suite = useE2eSuite();
  let api: Api;

  beforeAll(async () => {
    api = await adminApi(suite.app);
    await configurarEmpresa(api);
    const idProduto = await criarProduto(api, {
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

  it('offers SVC-AN when SEFAZ does not answer, asks a justification, and the list marks the note', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    let pedidos = 0;
    await page.route('**/api/nfe/emitir/*', async (route) => {
      pedidos += 1;
      if (pedidos > 1) return route.continue();
      await route.fulfill({
        status: 202,
        json: {
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
        },
      });
    });
    await abrir(page, suite.app, '/nfe/listagem', 'Notas Emitidas');
    await linhaDaNota(page, COMPRADOR).getByRole('button', { name: 'Emitir' }).click();
    await dialogNamed(page, 'Emitir NF-e').getByRole('button', { name: 'Emitir NF-e' }).click();

    const dialogo = dialogNamed(page, 'Emitir NF-e em contingência');
    await dialogo.waitFor();
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
    expect(pedidos).toBe(1);

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
});
