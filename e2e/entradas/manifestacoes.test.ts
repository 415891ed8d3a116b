import { beforeAll, describe, expect, it } from 'vitest';
import { type Api, adminApi, answerDialogs, expectDialogs, POLL } from '../cadastros/helpers';
import { useE2eSuite } from '../support/suite';
import { configurarEmpresa, criarProduto, importarViaApi, linhaDaNota, openEntradas, PP } from './helpers';

/**
 * 'Manifestar' on an entry's row: the recipient's other answers (Ciência, Desconhecimento, Operação não
 * Realizada) signed by the API and registered at the Ambiente Nacional, here the simulator of "simulação".
 */

const PERGUNTA = 'Esta manifestação é enviada à SEFAZ e é irreversível. Confirma?';

type Entrada = { numero_nf: number; status_manifestacao: string; manifestacoes: { protocolo: string }[] };

describe('entradas: manifestações do destinatário', () => {
  const suite = useE2eSuite();
  let api: Api;

  beforeAll(async () => {
    api = await adminApi(suite.app);
    await configurarEmpresa(api);
    await criarProduto(api, PP);
    await importarViaApi(suite.app, api, { nNF: 301, itens: [PP], comProtocolo: true });
  });

  async function entradaNoServidor(numero: number): Promise<Entrada | undefined> {
    const page = await api.call<{ data: Entrada[] }>('GET', `/upload/nfe-entrada?search=${numero}`);
    return page.data.find((e) => e.numero_nf === numero);
  }

  it('registers the Ciência, then the Operação não Realizada with its justification; the row shows both and offers nothing more', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, [true, true, true, true]);
    await openEntradas(page, suite.app);
    const linha = linhaDaNota(page, 301);

    await linha.getByRole('button', { name: 'Manifestar' }).click();
    const modal = page.getByRole('dialog', { name: 'Manifestar NF-e' });
    await modal.getByLabel('Manifestação').selectOption({ label: 'Ciência da Operação' });
    await modal.getByRole('button', { name: 'Enviar à SEFAZ' }).click();
    await expectDialogs(dialogs, [PERGUNTA, 'Ciência da Operação registrada com sucesso!']);
    await linha.getByText('Ciência', { exact: true }).waitFor();
    // Still Pendente of a conclusive word: the confirmation is no longer the row's button, Manifestar is.
    expect(await linha.getByRole('button', { name: 'Confirmar Recebimento' }).count()).toBe(0);

    await linha.getByRole('button', { name: 'Manifestar' }).click();
    const opcoes = await modal.getByLabel('Manifestação').locator('option').allTextContents();
    expect(opcoes).toEqual([
      'Confirmação da Operação',
      'Desconhecimento da Operação',
      'Operação não Realizada',
    ]);
    await modal.getByLabel('Manifestação').selectOption({ label: 'Operação não Realizada' });
    await modal.getByLabel('Justificativa').fill('Mercadoria recusada na portaria: pedido cancelado.');
    await modal.getByRole('button', { name: 'Enviar à SEFAZ' }).click();
    await expectDialogs(dialogs, [
      PERGUNTA,
      'Ciência da Operação registrada com sucesso!',
      PERGUNTA,
      'Operação não Realizada registrada com sucesso!',
    ]);
    await linha.getByText('Não realizada', { exact: true }).waitFor();
    await expect
      .poll(async () => (await entradaNoServidor(301))?.status_manifestacao, POLL)
      .toBe('Não realizada');
    const entrada = await entradaNoServidor(301);
    const [status, acoes] = (await linha.locator('td').allTextContents()).slice(4);
    expect(status).toBe(
      `Não realizadaCiência da Operação · Prot. ${entrada?.manifestacoes[0]?.protocolo} XML` +
        `Operação não Realizada · Prot. ${entrada?.manifestacoes[1]?.protocolo} XML`,
    );
    expect(acoes).toBe('Ver ItensN/A');
    expect(
      await linha.getByRole('button', { name: 'XML do evento: Operação não Realizada' }).isEnabled(),
    ).toBe(true);
  });
});
