import { readFile } from 'node:fs/promises';
import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Api, adminApi, answerDialogs, dialogNamed, expectDialogs } from '../cadastros/helpers';
import { useE2eSuite } from '../support/suite';
import {
  abrir,
  COMPRADOR,
  configurarEmpresa,
  criarComprador,
  criarProduto,
  dataBr,
  hojeMais,
  linhaDaNota,
  notasNoServidor,
  SIMULACAO,
  salvarRascunhoViaApi,
  tabela,
  textos,
} from './helpers';

/**
 * Events of an authorised sale on /nfe/listagem: two Cartas de Correção and their history, then the série's
 * numbering: numbers voided ahead of the counter, a gap filled from its own button, and a range that includes an
 * issued number refused by the server.
 */

const CARTAS = 'Cartas de Correção registradas';
const LACUNAS = 'Lacunas na numeração';
const INUTILIZADAS = 'Numerações inutilizadas';

const CORRECAO_1 = 'Onde se lê "Rua Barão de Jaguara, 900", leia-se "Rua Barão de Jaguara, 910".';
const CORRECAO_2 =
  'Onde se lê "Rua Barão de Jaguara, 900", leia-se "Rua Barão de Jaguara, 910". Volumes: 2 caixas.';
const JUSTIFICATIVA = 'Números pulados na troca do sistema emissor';

/** 'dd/mm/aaaa HH:mm' of today. */
const AGORA = new RegExp(`^${dataBr(hojeMais(0))} \\d{2}:\\d{2}$`);
const PROTOCOLO = /^\d{15}$/;

type Evento = { tipo_evento: string; sequencia: number; texto: string | null };

describe('eventos da NF-e', () => {
  const suite = useE2eSuite();
  let api: Api;
  let idNota: number;
  let venda: () => Promise<number>;

  beforeAll(async () => {
    api = await adminApi(suite.app);
    await configurarEmpresa(api);
    const idTampa = await criarProduto(api, {
      nome: 'Tampa 28mm',
      codigo_interno: 'TAMPA-28',
      ncm: '39235000',
      preco_venda: '12.34',
      estoque_atual: '500.00',
      cfop_padrao: '5101',
    });
    const idComprador = await criarComprador(api);
    venda = async () => {
      const id = await salvarRascunhoViaApi(api, {
        id_cliente: idComprador,
        natureza_operacao: 'VENDA DE MERCADORIA',
        itens: [{ id_produto: idTampa, quantidade: '10', cfop: '5101' }],
      });
      await api.call('POST', `/nfe/emitir/${id}`, { data_vencimento: hojeMais(15) });
      return id;
    };
    idNota = await venda();
    expect(await notasNoServidor(api)).toMatchObject([{ id: idNota, status: 'Autorizada', numero_nfe: 1 }]);
  });

  async function cartasNoServidor() {
    const nota = await api.call<{ eventos: Evento[] }>('GET', `/nfe/${idNota}`);
    return nota.eventos.filter((e) => e.tipo_evento === '110110').map((e) => [e.sequencia, e.texto]);
  }

  async function abrirCartaCorrecao(): Promise<Locator> {
    await abrir(suite.page, suite.app, '/nfe/listagem', 'Notas Emitidas');
    return abrirCartaCorrecaoNaMesmaPagina();
  }

  async function abrirCartaCorrecaoNaMesmaPagina(): Promise<Locator> {
    const { page } = suite;
    await linhaDaNota(page, COMPRADOR).getByRole('button', { name: 'Carta de Correção' }).click();
    const dialogo = dialogNamed(page, 'Carta de Correção');
    await dialogo.waitFor();
    return dialogo;
  }

  it("offers 'Carta de Correção' on the authorised note, beside its files and the cancellation", async () => {
    const { page } = suite;
    await abrir(page, suite.app, '/nfe/listagem', 'Notas Emitidas');
    const linha = linhaDaNota(page, COMPRADOR);
    await linha.getByText('Autorizada', { exact: true }).waitFor();
    expect((await textos(linha.locator('td'))).slice(1)).toEqual([
      '1 / 1',
      'R$ 123,40',
      dataBr(hojeMais(0)),
      `Autorizada${SIMULACAO}`,
      'DANFEXMLCarta de CorreçãoCancelar',
    ]);
  });

  it('refuses a correction shorter than 15 characters and sends nothing', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    const dialogo = await abrirCartaCorrecao();
    expect(await textos(dialogo.locator('dd'))).toEqual([COMPRADOR, '1 / 1', 'R$ 123,40']);
    await dialogo.getByText('Nenhuma Carta de Correção registrada.').waitFor();
    expect(
      await dialogo
        .getByText(
          'A Carta de Correção não pode alterar valores, quantidades, impostos (base de cálculo e alíquota), ' +
            'os dados do emitente ou do destinatário, nem as datas de emissão ou de saída.',
          { exact: false },
        )
        .isVisible(),
    ).toBe(true);

    await dialogo.getByLabel('Correção', { exact: true }).fill('Corrigir CFOP');
    await dialogo.getByRole('button', { name: 'Registrar Carta de Correção' }).click();
    await dialogo.getByText('A correção deve ter entre 15 e 1000 caracteres.').waitFor();
    expect(dialogs).toEqual([]);
    expect(await cartasNoServidor()).toEqual([]);
  });

  it('registers two Cartas de Correção and lists both, in sequence, with date, protocol and text', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    let dialogo = await abrirCartaCorrecao();
    await dialogo.getByText('Nenhuma Carta de Correção registrada.').waitFor();

    await dialogo.getByLabel('Correção', { exact: true }).fill(CORRECAO_1);
    await dialogo.getByRole('button', { name: 'Registrar Carta de Correção' }).click();
    await expectDialogs(dialogs, ['Carta de Correção registrada com sucesso!']);
    await dialogo.getByRole('cell', { name: CORRECAO_1, exact: true }).waitFor();
    // The form is emptied for the next letter; the dialog stays open on the history.
    expect(await dialogo.getByLabel('Correção', { exact: true }).inputValue()).toBe('');

    await dialogo.getByLabel('Correção', { exact: true }).fill(CORRECAO_2);
    await dialogo.getByRole('button', { name: 'Registrar Carta de Correção' }).click();
    await expectDialogs(dialogs, [
      'Carta de Correção registrada com sucesso!',
      'Carta de Correção registrada com sucesso!',
    ]);
    await dialogo.getByRole('cell', { name: CORRECAO_2, exact: true }).waitFor();
    const historico = [
      ['1', expect.stringMatching(AGORA), expect.stringMatching(PROTOCOLO), CORRECAO_1, 'XMLDACCE'],
      ['2', expect.stringMatching(AGORA), expect.stringMatching(PROTOCOLO), CORRECAO_2, 'XMLDACCE'],
    ];
    expect(await tabela(page, CARTAS)).toEqual(historico);
    expect(await cartasNoServidor()).toEqual([
      [1, CORRECAO_1],
      [2, CORRECAO_2],
    ]);

    // Opened again, the history comes from the note itself.
    await dialogo.getByRole('button', { name: 'Fechar', exact: true }).last().click();
    await dialogo.waitFor({ state: 'detached' });
    dialogo = await abrirCartaCorrecaoNaMesmaPagina();
    await dialogo.getByRole('cell', { name: CORRECAO_2, exact: true }).waitFor();
    expect(await tabela(page, CARTAS)).toEqual(historico);
  });

  it("alerts a letter SEFAZ refuses with 'Falha ao registrar a Carta de Correção: ' and the reason", async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    await page.route('**/api/nfe/*/carta-correcao', (route) =>
      route.fulfill({
        status: 422,
        json: {
          error: 'A SEFAZ recusou o evento.',
          details: '501 - Rejeição: Prazo de Carta de Correção vencido',
        },
      }),
    );
    const dialogo = await abrirCartaCorrecao();
    await dialogo
      .getByLabel('Correção', { exact: true })
      .fill('Onde se lê 2 caixas, leia-se 3 caixas de volume.');
    await dialogo.getByRole('button', { name: 'Registrar Carta de Correção' }).click();
    const motivo = 'A SEFAZ recusou o evento. 501 - Rejeição: Prazo de Carta de Correção vencido';
    await expectDialogs(dialogs, [`Falha ao registrar a Carta de Correção: ${motivo}`]);
    await dialogo.getByRole('alert').getByText(motivo).waitFor();
    expect(await cartasNoServidor()).toHaveLength(2);
  });

  async function abrirNumeracao(): Promise<Locator> {
    const { page } = suite;
    await abrir(page, suite.app, '/nfe/listagem', 'Notas Emitidas');
    await page.getByRole('button', { name: 'Inutilizar Numeração' }).click();
    const dialogo = dialogNamed(page, 'Inutilizar Numeração');
    await dialogo.waitFor();
    await expect.poll(() => textos(dialogo.locator('dd'))).not.toEqual(['—', '—']);
    return dialogo;
  }

  async function inutilizar(dialogo: Locator, inicial: string, final: string, justificativa = JUSTIFICATIVA) {
    await dialogo.getByLabel('Número inicial').fill(inicial);
    await dialogo.getByLabel('Número final').fill(final);
    await dialogo.getByLabel('Justificativa').fill(justificativa);
    await dialogo.getByRole('button', { name: 'Inutilizar', exact: true }).click();
  }

  it('voids numbers ahead of the counter: listed as voided, the next number moves past them', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, [false, true]);
    const dialogo = await abrirNumeracao();
    expect(await textos(dialogo.locator('dd'))).toEqual(['1', '2']);
    await dialogo.getByText('Nenhuma lacuna na numeração.').waitFor();
    await dialogo.getByText('Nenhuma numeração inutilizada.').waitFor();
    expect(await dialogo.getByLabel('Série').inputValue()).toBe('1');

    await inutilizar(dialogo, '2', '3', 'Pulados');
    await dialogo.getByText('A justificativa deve ter entre 15 e 255 caracteres.').waitFor();
    expect(dialogs).toEqual([]);

    // Declined at the confirmation: nothing is sent.
    const pergunta =
      'Tem certeza que deseja inutilizar os números 2 a 3 da série 1? Esta ação não pode ser desfeita.';
    await inutilizar(dialogo, '2', '3');
    await expectDialogs(dialogs, [pergunta]);
    expect(await textos(dialogo.locator('dd'))).toEqual(['1', '2']);

    await dialogo.getByRole('button', { name: 'Inutilizar', exact: true }).click();
    await expectDialogs(dialogs, [pergunta, pergunta, 'Numeração inutilizada com sucesso!']);
    await expect.poll(() => textos(dialogo.locator('dd'))).toEqual(['1', '4']);
    expect(await tabela(page, INUTILIZADAS)).toEqual([
      ['2 a 3', JUSTIFICATIVA, expect.stringMatching(PROTOCOLO), expect.stringMatching(AGORA), 'XML'],
    ]);
    // The voided range's procInutNFe, as SEFAZ homologated it, for the accountant.
    const [xml] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('region', { name: INUTILIZADAS }).getByRole('button', { name: 'XML' }).click(),
    ]);
    expect(xml.suggestedFilename()).toBe('inutilizacao-1-2-3.xml');
    const procInut = await readFile(await xml.path(), 'utf8');
    expect(procInut).toContain('<ProcInutNFe');
    expect(procInut).toContain('<nNFIni>2</nNFIni>');
    expect(procInut).toContain('<nNFFin>3</nNFFin>');
    expect(procInut).toContain('<cStat>102</cStat>');
    await dialogo.getByText('Nenhuma lacuna na numeração.').waitFor();
    expect(await dialogo.getByLabel('Número inicial').inputValue()).toBe('');
    expect(await dialogo.getByLabel('Série').inputValue()).toBe('1');
  });

  it("fills the form from a gap's button and voids it: the gap disappears", async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    const dialogo = await abrirNumeracao();
    expect(await textos(dialogo.locator('dd'))).toEqual(['1', '4']);

    // Voiding 5 alone leaves 4 behind the counter: a gap.
    await inutilizar(dialogo, '5', '5');
    await expectDialogs(dialogs, [
      'Tem certeza que deseja inutilizar o número 5 da série 1? Esta ação não pode ser desfeita.',
      'Numeração inutilizada com sucesso!',
    ]);
    await expect.poll(() => textos(dialogo.locator('dd'))).toEqual(['1', '6']);
    await expect.poll(() => tabela(page, LACUNAS)).toEqual([['4', 'Usar esta faixa']]);

    await dialogo.getByRole('button', { name: 'Usar esta faixa' }).click();
    expect(await dialogo.getByLabel('Número inicial').inputValue()).toBe('4');
    expect(await dialogo.getByLabel('Número final').inputValue()).toBe('4');
    await dialogo.getByLabel('Justificativa').fill(JUSTIFICATIVA);
    await dialogo.getByRole('button', { name: 'Inutilizar', exact: true }).click();
    await expectDialogs(dialogs, [
      'Tem certeza que deseja inutilizar o número 5 da série 1? Esta ação não pode ser desfeita.',
      'Numeração inutilizada com sucesso!',
      'Tem certeza que deseja inutilizar o número 4 da série 1? Esta ação não pode ser desfeita.',
      'Numeração inutilizada com sucesso!',
    ]);
    await dialogo.getByText('Nenhuma lacuna na numeração.').waitFor();
    expect((await tabela(page, INUTILIZADAS)).map((linha) => linha[0])).toEqual(['2 a 3', '4', '5']);
    expect(await textos(dialogo.locator('dd'))).toEqual(['1', '6']);
  });

  it("refuses a range that includes an issued number with the server's message", async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    const dialogo = await abrirNumeracao();
    await inutilizar(dialogo, '1', '2');
    const motivo = 'A faixa inclui números já usados por NF-e ou já inutilizados. Números: 1, 2.';
    await expectDialogs(dialogs, [
      'Tem certeza que deseja inutilizar os números 1 a 2 da série 1? Esta ação não pode ser desfeita.',
      `Falha ao inutilizar: ${motivo}`,
    ]);
    await dialogo.getByRole('alert').getByText(motivo).waitFor();
    expect(await tabela(page, INUTILIZADAS)).toHaveLength(3);
    expect(await textos(dialogo.locator('dd'))).toEqual(['1', '6']);

    // The next sale takes the first number after the voided ones.
    const id = await venda();
    expect((await notasNoServidor(api)).find((n) => n.id === id)).toMatchObject({
      status: 'Autorizada',
      numero_nfe: 6,
    });
  });
});
