import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Api,
  adminApi,
  answerDialogs,
  dialogNamed,
  expectDialogs,
  POLL,
  signInAs,
} from '../cadastros/helpers';
import { useE2eSuite } from '../support/suite';
import {
  analisarEImportar,
  configurarEmpresa,
  criarProduto,
  importarViaApi,
  inputXml,
  linhaDaNota,
  openEntradas,
  PATH,
  PP,
} from './helpers';
import { remessaXml } from './remessa';

const OK = 'Todos os produtos OK. A importar nota fiscal...';
const MOTIVO = 'Conferido por telefone com o cliente: a remessa é real.';

/** Issue 24 'Desfazer Importação' and issue 26 notes whose signature does not verify, on the entry's screen. */
describe('entradas: desfazer a importação e aceitar uma assinatura inválida', () => {
  const suite = useE2eSuite();
  let api: Api;

  beforeAll(async () => {
    api = await adminApi(suite.app);
    await configurarEmpresa(api);
    await criarProduto(api, PP);
  });

  async function abrirItens(page: Page, numero: number) {
    await linhaDaNota(page, numero).getByRole('button', { name: 'Ver Itens' }).click();
    const modal = dialogNamed(page, `NF-e ${numero} — Itens`);
    await modal.waitFor();
    return modal;
  }

  it('asks before undoing an import, keeps the note when cancelled and removes it when confirmed', async () => {
    const { page } = suite;
    await importarViaApi(suite.app, api, { nNF: 301, itens: [PP], comProtocolo: true });
    const dialogs = answerDialogs(page, [false, true]);
    await openEntradas(page, suite.app);
    const modal = await abrirItens(page, 301);
    const pergunta =
      'Desfazer a importação da NF-e 301? O estoque, os saldos de material e as contas a pagar que ela trouxe ' +
      'serão removidos. Isso só é possível enquanto nada da nota foi usado.';
    await modal.getByRole('button', { name: 'Desfazer Importação' }).click();
    await expectDialogs(dialogs, [pergunta]);
    expect(await modal.isVisible()).toBe(true);
    expect(await api.call('GET', '/upload/nfe-entrada?search=301')).toMatchObject({
      totalItems: 1,
    });

    await modal.getByRole('button', { name: 'Desfazer Importação' }).click();
    await expectDialogs(dialogs, [pergunta, pergunta, 'Importação da NF-e 301 desfeita.']);
    await modal.waitFor({ state: 'detached' });
    await linhaDaNota(page, 301).waitFor({ state: 'detached' });
    expect(await api.call('GET', '/upload/nfe-entrada?search=301')).toMatchObject({ totalItems: 0 });
  });

  it('shows why an import already used cannot be undone', async () => {
    const { page } = suite;
    const { id } = await importarViaApi(suite.app, api, { nNF: 302, itens: [PP], comProtocolo: true });
    const [item] = await api.call<{ id: number; id_produto: number }[]>(
      'GET',
      `/upload/nfe-entrada/${id}/itens`,
    );
    const clientes = await api.call<{ id: number; cpf_cnpj: string }[]>('GET', '/clientes');
    const cliente = clientes.find((c) => c.cpf_cnpj === '06157250000116');
    await api.call('POST', '/nfe/rascunho', {
      id_cliente: cliente?.id,
      natureza_operacao: 'RETORNO DE INDUSTRIALIZACAO',
      itens: [{ id_produto: item?.id_produto, quantidade: '10', cfop: '5902', id_item_entrada: item?.id }],
    });
    const dialogs = answerDialogs(page, [true]);
    await openEntradas(page, suite.app);
    const modal = await abrirItens(page, 302);
    await modal.getByRole('button', { name: 'Desfazer Importação' }).click();
    await modal
      .getByRole('alert')
      .filter({
        hasText:
          'A importação desta nota não pode ser desfeita: o item 1 (Polipropileno H503) já está em uma NF-e ou ordem de produção.',
      })
      .waitFor();
    expect(dialogs).toHaveLength(1);
    expect(await api.call('GET', '/upload/nfe-entrada?search=302')).toMatchObject({ totalItems: 1 });
  });

  it('keeps a note altered after signing waiting until an Administrador accepts it with a reason', async () => {
    const { page } = suite;
    const adulterada = remessaXml({ nNF: 303, itens: [PP] }).xml.replace(
      '<qCom>1250.5000</qCom>',
      '<qCom>999999.0000</qCom>',
    );
    const dialogs = answerDialogs(page, [true]);
    await openEntradas(page, suite.app);
    await inputXml(page).setInputFiles({
      name: 'nfe-303.xml',
      mimeType: 'text/xml',
      buffer: Buffer.from(adulterada),
    });
    await analisarEImportar(page);
    const recebida = 'NF-e 303 recebida com assinatura inválida: aguarda a confirmação de um Administrador.';
    await expectDialogs(dialogs, [OK, recebida]);
    const linha = linhaDaNota(page, 303);
    await linha.getByText('Aguarda confirmação da assinatura').waitFor();

    const modal = await abrirItens(page, 303);
    await modal
      .getByText('A assinatura desta nota não confere: ela aguarda a confirmação de um Administrador.', {
        exact: false,
      })
      .waitFor();
    const itens = modal.getByRole('table', { name: 'Itens da nota (kg)' });
    await itens.getByText('Aguarda confirmação da assinatura').waitFor();
    expect(await itens.locator('tbody td').allTextContents()).toEqual([
      'Polipropileno H503',
      'Material do cliente (industrialização)',
      '999.999,00 kg',
      '0,00 kg',
      '0,00 kgAguarda confirmação da assinatura',
      'Nenhum',
    ]);

    await modal.getByLabel('Motivo da aceitação').fill('curto');
    await modal.getByRole('button', { name: 'Aceitar Assinatura' }).click();
    await modal.getByText('Informe o motivo com 15 a 500 caracteres.').waitFor();
    expect(dialogs).toEqual([OK, recebida]);

    await modal.getByLabel('Motivo da aceitação').fill(MOTIVO);
    await modal.getByRole('button', { name: 'Aceitar Assinatura' }).click();
    await modal
      .getByRole('status')
      .filter({ hasText: 'Assinatura da NF-e 303 aceita: o material e o estoque da nota estão disponíveis.' })
      .waitFor();
    expect(dialogs[2]).toMatch(/^Aceitar a NF-e 303 sem assinatura válida\?/);
    await expect.poll(() => itens.locator('tbody td').nth(4).textContent(), POLL).toBe('999.999,00 kg');
    await expect.poll(() => linha.getByText('Aguarda confirmação da assinatura').count(), POLL).toBe(0);
  });

  it('shows an Operador the note waiting, with no way to accept it', async () => {
    const { page } = suite;
    const adulterada = remessaXml({ nNF: 304, itens: [PP] }).xml.replace(
      '<qCom>1250.5000</qCom>',
      '<qCom>999999.0000</qCom>',
    );
    const resposta = await fetch(`${suite.app.baseUrl}/api/upload/nfe-entrada`, {
      method: 'POST',
      headers: { authorization: `Bearer ${api.token}` },
      body: (() => {
        const form = new FormData();
        form.append('xmlfile', new Blob([adulterada], { type: 'text/xml' }), 'nfe-304.xml');
        return form;
      })(),
    });
    expect(resposta.status).toBe(202);
    const perfis = await api.call<{ id: number; nome: string }[]>('GET', '/preferencias/perfis');
    await api.call('POST', '/usuarios', {
      nome: 'Olga Operadora',
      email: 'olga.entradas@empresa.local',
      senha: 'Operadora#2026x',
      id_perfil: perfis.find((p) => p.nome === 'Operador')?.id,
    });
    await signInAs(page, 'olga.entradas@empresa.local', 'Operadora#2026x');
    await page.goto(PATH);
    const modal = await abrirItens(page, 304);
    await modal.getByText('A assinatura desta nota não confere', { exact: false }).waitFor();
    expect(await modal.getByRole('button', { name: 'Aceitar Assinatura' }).count()).toBe(0);
    expect(await modal.getByLabel('Motivo da aceitação').count()).toBe(0);
  });
});
