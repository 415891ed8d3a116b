import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Api, adminApi, answerDialogs, dialogNamed, expectDialogs } from '../cadastros/helpers';
import { signIn } from '../support/session';
import { useE2eSuite } from '../support/suite';
import {
  campo,
  configurarEmpresaNfse,
  criarServico,
  criarTomador,
  dataBr,
  erroDoCampo,
  escolher,
  hojeMais,
  linhaDaNfse,
  MOAGEM,
  nfsesNoServidor,
  previa,
  SIMULACAO,
  TOMADOR,
  textos,
  valorDaPrevia,
} from './helpers';

/**
 * /nfse/emitir from the form to the cancellation: validation messages, the live values checked to the centavo
 * (deductions of the ISS base included), the confirmation, the emission to the Sefin Nacional simulator, the NFS-e
 * in the second tab with its DANFSe and XML, the receivable net of retentions, and the cancellation with its
 * reason and justification.
 */

const AVISO =
  'A NFS-e será enviada à Sefin Nacional (autoridade fiscal) para autorização. Esta ação não pode ser desfeita.';
const PERGUNTA_CANCELAMENTO =
  'Tem certeza que deseja cancelar esta NFS-e? A conta a receber dela também será cancelada.';
const SERVICO = `${MOAGEM} - R$ 2,50/kg`;
const DEDUCOES = 'Deduções/Reduções (R$)';

describe('emissão de NFS-e', () => {
  const suite = useE2eSuite();
  let api: Api;

  beforeAll(async () => {
    api = await adminApi(suite.app);
    await configurarEmpresaNfse(api);
    await criarServico(api);
    await criarTomador(api, TOMADOR, '06.157.250/0001-16', 15);
  });

  async function abrirEmissao() {
    const { page } = suite;
    await signIn(page, suite.app);
    await page.goto('/nfse/emitir');
    await page.getByRole('heading', { level: 1, name: 'Emitir NFS-e', exact: true }).waitFor();
  }

  async function preencher(quantidade = '120') {
    const { page } = suite;
    await escolher(page, 'Tomador', TOMADOR);
    await escolher(page, 'Serviço', SERVICO);
    await campo(page, 'Quantidade (kg)').fill(quantidade);
  }

  async function receber() {
    return (
      await api.call<{
        data: { descricao: string; data_vencimento: string; valor_original: string; status: string }[];
      }>('GET', '/financeiro/contas-a-receber?limit=10')
    ).data;
  }

  it('says what is missing under each input, and emits nothing', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    await abrirEmissao();
    expect(await page.getByRole('tab', { name: 'Nova NFS-e' }).getAttribute('aria-selected')).toBe('true');
    expect(await campo(page, 'Data de Competência').inputValue()).toBe(dataBr(hojeMais(0)));

    await page.getByRole('button', { name: 'Emitir NFS-e', exact: true }).click();
    await expect.poll(() => erroDoCampo(page, 'Tomador')).toBe('Selecione o tomador.');
    expect(await erroDoCampo(page, 'Serviço')).toBe('Selecione o serviço.');
    expect(await erroDoCampo(page, 'Quantidade (kg)')).toBe(
      'Informe a quantidade em kg ou o valor do serviço (um dos dois).',
    );
    expect(await erroDoCampo(page, 'Discriminação do Serviço')).toBe('Informe a discriminação do serviço.');
    expect(await erroDoCampo(page, 'Data de Vencimento')).toBe('Informe a data de vencimento.');
    expect(await dialogNamed(page, 'Emitir NFS-e').count()).toBe(0);

    // The message leaves as the field is corrected.
    await escolher(page, 'Tomador', TOMADOR);
    await expect.poll(() => erroDoCampo(page, 'Tomador')).toBe('');
    await campo(page, 'Quantidade (kg)').fill('0');
    await expect
      .poll(() => erroDoCampo(page, 'Quantidade (kg)'))
      .toBe('A quantidade deve ser maior que zero.');
    await campo(page, 'PIS (%)').fill('120');
    await expect.poll(() => erroDoCampo(page, 'PIS (%)')).not.toBe('');
    expect(dialogs).toEqual([]);
    expect(await nfsesNoServidor(api)).toEqual([]);
  });

  it('refuses a competência after today with the server message under the date', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    await abrirEmissao();
    await preencher();
    await campo(page, 'Data de Competência').fill(hojeMais(1));
    await page.getByRole('button', { name: 'Emitir NFS-e', exact: true }).click();
    await dialogNamed(page, 'Emitir NFS-e').getByRole('button', { name: 'Confirmar Emissão' }).click();
    const mensagem = 'A data de competência não pode ser posterior à data de emissão.';
    await expectDialogs(dialogs, [`Falha na emissão: ${mensagem}`]);
    await expect.poll(() => erroDoCampo(page, 'Data de Competência')).toBe(mensagem);
    expect(await page.getByRole('alert').filter({ hasText: 'A NFS-e não foi emitida.' }).count()).toBe(1);
    expect(await nfsesNoServidor(api)).toEqual([]);
  });

  it('previews the values to the centavo: 2,50/kg x 120 kg, the municipality’s ISS 2 % or, retained, the service’s 5 %, and IR', async () => {
    const { page } = suite;
    await abrirEmissao();
    expect(await valorDaPrevia(page, 'Valor Líquido')).toBe('—');
    await preencher();

    // The tomador pays in 15 days; the discriminação follows service and quantity.
    expect(await campo(page, 'Data de Vencimento').inputValue()).toBe(dataBr(hojeMais(15)));
    expect(await campo(page, 'Discriminação do Serviço').inputValue()).toBe(`${MOAGEM}: 120 kg x R$ 2,50/kg`);
    await expect
      .poll(() => previa(page))
      .toEqual([
        ['Valor do Serviço', 'R$ 300,00'],
        ['Deduções', 'R$ 0,00'],
        ['Base de Cálculo', 'R$ 300,00'],
        ['ISS (2,00%)', 'R$ 6,00'],
        ['PIS retido', 'R$ 0,00'],
        ['COFINS retido', 'R$ 0,00'],
        ['CSLL retido', 'R$ 0,00'],
        ['IR retido', 'R$ 0,00'],
        ['INSS retido', 'R$ 0,00'],
        ['Total de Retenções', 'R$ 0,00'],
        ['Valor Líquido', 'R$ 300,00'],
      ]);

    // Not retained, the DPS may not carry the rate (an ME/EPP in the SN): the preview shows the 2 % the simulated
    // municipality parametrised at the Sefin, which the NFS-e will apply, and says where it comes from.
    expect(
      await page.getByText('Alíquota do ISS parametrizada pelo município na Sefin Nacional.').count(),
    ).toBe(1);
    // Deductions lower the ISS base and the ISS (199,90 x 2 % = 3,998 -> 4,00), never the net value.
    await campo(page, DEDUCOES).fill('100.10');
    await expect
      .poll(() => previa(page))
      .toEqual([
        ['Valor do Serviço', 'R$ 300,00'],
        ['Deduções', 'R$ 100,10'],
        ['Base de Cálculo', 'R$ 199,90'],
        ['ISS (2,00%)', 'R$ 4,00'],
        ['PIS retido', 'R$ 0,00'],
        ['COFINS retido', 'R$ 0,00'],
        ['CSLL retido', 'R$ 0,00'],
        ['IR retido', 'R$ 0,00'],
        ['INSS retido', 'R$ 0,00'],
        ['Total de Retenções', 'R$ 0,00'],
        ['Valor Líquido', 'R$ 300,00'],
      ]);
    // Above the service (120 kg x 2,50): no values, and the reason under the input when emitting.
    await campo(page, DEDUCOES).fill('300.01');
    await expect.poll(() => valorDaPrevia(page, 'Valor Líquido')).toBe('—');
    await page.getByRole('button', { name: 'Emitir NFS-e', exact: true }).click();
    await expect
      .poll(() => erroDoCampo(page, DEDUCOES))
      .toBe('As deduções/reduções não podem passar do valor do serviço.');
    expect(await dialogNamed(page, 'Emitir NFS-e').count()).toBe(0);
    await campo(page, DEDUCOES).fill('');
    await expect.poll(() => erroDoCampo(page, DEDUCOES)).toBe('');
    expect(await valorDaPrevia(page, 'Deduções')).toBe('R$ 0,00');

    await campo(page, 'ISS retido pelo tomador').check();
    await expect.poll(() => valorDaPrevia(page, 'Valor Líquido')).toBe('R$ 285,00');
    expect(await valorDaPrevia(page, 'ISS (5,00%) - retido')).toBe('R$ 15,00');
    expect(await valorDaPrevia(page, 'Total de Retenções')).toBe('R$ 15,00');

    await campo(page, 'IR (%)').fill('1.5');
    await expect.poll(() => valorDaPrevia(page, 'Valor Líquido')).toBe('R$ 280,50');
    expect(await valorDaPrevia(page, 'IR retido')).toBe('R$ 4,50');
    expect(await valorDaPrevia(page, 'Total de Retenções')).toBe('R$ 19,50');

    await campo(page, 'ISS retido pelo tomador').uncheck();
    await expect.poll(() => valorDaPrevia(page, 'Valor Líquido')).toBe('R$ 295,50');
    expect(await valorDaPrevia(page, 'Total de Retenções')).toBe('R$ 4,50');

    // A quantity that does not close in centavos: 33,333 kg x 2,50 = 83,3325 -> 83,33; ISS 2 %: 1,67.
    await campo(page, 'Quantidade (kg)').fill('33,333');
    await expect.poll(() => valorDaPrevia(page, 'Valor do Serviço')).toBe('R$ 83,33');
    expect(await valorDaPrevia(page, 'ISS (2,00%)')).toBe('R$ 1,67');
    expect(await valorDaPrevia(page, 'IR retido')).toBe('R$ 1,25');
    expect(await valorDaPrevia(page, 'Valor Líquido')).toBe('R$ 82,08');

    // A free value replaces kg x price; the user's own discriminação is kept.
    await campo(page, 'Discriminação do Serviço').fill('Moagem do lote 42');
    await page.getByLabel('Valor livre').check();
    await campo(page, 'Valor do Serviço (R$)').fill('1000');
    await expect.poll(() => valorDaPrevia(page, 'Valor do Serviço')).toBe('R$ 1.000,00');
    expect(await valorDaPrevia(page, 'ISS (2,00%)')).toBe('R$ 20,00');
    expect(await valorDaPrevia(page, 'Valor Líquido')).toBe('R$ 985,00');
    expect(await campo(page, 'Discriminação do Serviço').inputValue()).toBe('Moagem do lote 42');
  });

  it('emits after the confirmation: authorised, listed in the second tab, receivable net of retentions', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    await abrirEmissao();
    await preencher();
    await campo(page, 'ISS retido pelo tomador').check();
    await campo(page, 'IR (%)').fill('1.5');
    await campo(page, 'Data de Vencimento').fill(hojeMais(20));
    await expect.poll(() => valorDaPrevia(page, 'Valor Líquido')).toBe('R$ 280,50');

    await page.getByRole('button', { name: 'Emitir NFS-e', exact: true }).click();
    const dialogo = dialogNamed(page, 'Emitir NFS-e');
    await dialogo.waitFor();
    expect(await dialogo.getByText(AVISO).isVisible()).toBe(true);
    expect(await textos(dialogo.locator('dd'))).toEqual([
      TOMADOR,
      MOAGEM,
      dataBr(hojeMais(0)),
      'R$ 300,00',
      'R$ 280,50',
      dataBr(hojeMais(20)),
    ]);
    // 'Voltar' sends nothing.
    await dialogo.getByRole('button', { name: 'Voltar' }).click();
    await dialogo.waitFor({ state: 'hidden' });
    expect(await nfsesNoServidor(api)).toEqual([]);

    await page.getByRole('button', { name: 'Emitir NFS-e', exact: true }).click();
    await dialogo.getByRole('button', { name: 'Confirmar Emissão' }).click();
    await expect.poll(() => dialogs).toHaveLength(1);
    const [nota] = await nfsesNoServidor(api);
    expect(nota).toMatchObject({ status: 'Autorizada', valor_servico: '300.00', valor_liquido: '280.50' });
    expect(dialogs).toEqual([`NFS-e nº ${nota?.numero_nfse} autorizada com sucesso!`]);

    // The screen moves to the issued notes.
    await page.waitForURL('**/nfse/emitir?aba=emitidas');
    await expect
      .poll(() => page.getByRole('tab', { name: 'NFS-e Emitidas' }).getAttribute('aria-selected'))
      .toBe('true');
    const linha = linhaDaNfse(page, TOMADOR);
    await linha.waitFor();
    expect(await textos(linha.locator('td'))).toEqual([
      String(nota?.numero_nfse),
      `${nota?.serie_dps} / ${nota?.numero_dps}`,
      TOMADOR,
      'R$ 300,00',
      'R$ 280,50',
      dataBr(hojeMais(0)),
      `Autorizada${SIMULACAO}`,
      'DANFSeXMLCancelar',
    ]);
    expect(
      (await receber()).map((l) => [l.descricao, l.data_vencimento, l.valor_original, l.status]),
    ).toEqual([[`NFS-e nº ${nota?.numero_nfse} - ${TOMADOR}`, hojeMais(20), '280.50', 'Pendente']]);

    // Back on the form, everything starts over.
    await page.getByRole('tab', { name: 'Nova NFS-e' }).click();
    expect(await campo(page, 'Tomador').inputValue()).toBe('');
    expect(await valorDaPrevia(page, 'Valor Líquido')).toBe('—');
  });

  it('downloads the DANFSe and the NFS-e XML with the token, named after the access key', async () => {
    const { page } = suite;
    await signIn(page, suite.app);
    await page.goto('/nfse/emitir?aba=emitidas');
    const [nota] = await nfsesNoServidor(api);
    const linha = linhaDaNfse(page, TOMADOR);

    const [danfse, resposta] = await Promise.all([
      page.waitForEvent('download'),
      page.waitForResponse((r) => new URL(r.url()).pathname === `/api/nfse/${nota?.id}/danfse`),
      linha.getByRole('button', { name: 'DANFSe' }).click(),
    ]);
    expect(await resposta.request().headerValue('authorization')).toMatch(/^Bearer /);
    expect(danfse.suggestedFilename()).toBe(`${nota?.chave_acesso}-danfse.pdf`);
    expect((await readFile(await danfse.path())).subarray(0, 5).toString()).toBe('%PDF-');

    const [xml] = await Promise.all([
      page.waitForEvent('download'),
      linha.getByRole('button', { name: 'XML' }).click(),
    ]);
    expect(xml.suggestedFilename()).toBe(`${nota?.chave_acesso}-nfse.xml`);
    const texto = await readFile(await xml.path(), 'utf8');
    expect(texto).toContain('<NFSe');
    expect(texto).toContain(`Id="NFS${nota?.chave_acesso}"`);
    expect(texto).toContain('<vLiq>280.50</vLiq>');
  });

  it('cancels after the confirmation with a reason and a justification of 15 to 255 characters', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, [false, true]);
    await signIn(page, suite.app);
    await page.goto('/nfse/emitir?aba=emitidas');
    const linha = linhaDaNfse(page, TOMADOR);

    await linha.getByRole('button', { name: 'Cancelar' }).click();
    await expectDialogs(dialogs, [PERGUNTA_CANCELAMENTO]);
    expect(await dialogNamed(page, 'Cancelar NFS-e').count()).toBe(0);

    await linha.getByRole('button', { name: 'Cancelar' }).click();
    const dialogo = dialogNamed(page, 'Cancelar NFS-e');
    await dialogo.waitFor();
    await dialogo.getByLabel('Motivo').selectOption({ label: 'Serviço não prestado' });
    await dialogo.getByLabel('Justificativa').fill('Lote errado');
    await dialogo.getByRole('button', { name: 'Confirmar Cancelamento' }).click();
    await dialogo.getByText('A justificativa deve ter entre 15 e 255 caracteres.').waitFor();
    expect((await nfsesNoServidor(api))[0]?.status).toBe('Autorizada');

    await dialogo.getByLabel('Justificativa').fill('Serviço faturado em duplicidade para o tomador');
    await dialogo.getByRole('button', { name: 'Confirmar Cancelamento' }).click();
    await expectDialogs(dialogs, [
      PERGUNTA_CANCELAMENTO,
      PERGUNTA_CANCELAMENTO,
      'NFS-e cancelada com sucesso!',
    ]);
    await linha.getByText('Cancelada', { exact: true }).waitFor();
    expect((await textos(linha.locator('td'))).slice(-2)).toEqual([`Cancelada${SIMULACAO}`, 'DANFSeXML']);
    expect((await nfsesNoServidor(api))[0]?.status).toBe('Cancelada');
    expect((await receber()).map((l) => l.status)).toEqual(['Cancelado']);
  });
});
