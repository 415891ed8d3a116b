import { beforeAll, describe, expect, it } from 'vitest';
import { type Api, adminApi, answerDialogs, expectDialogs, POLL } from '../cadastros/helpers';
import { useE2eSuite } from '../support/suite';
import { configurarEmpresa, criarProduto, importarViaApi, linhaDaNota, openEntradas, PP } from './helpers';

/**
 * 'Confirmar Recebimento' against the real endpoint: the API signs event 210200 with the company's A1 and sends
 * it to the Ambiente Nacional, here the SEFAZ simulator the application starts in "simulação".
 */

const PERGUNTA =
  'Tem certeza que deseja confirmar o recebimento desta nota junto à SEFAZ? Esta ação é irreversível.';

type Entrada = { numero_nf: number; status_manifestacao: string };

describe('entradas: confirmação de recebimento', () => {
  const suite = useE2eSuite();
  let api: Api;

  beforeAll(async () => {
    api = await adminApi(suite.app);
    await configurarEmpresa(api);
    await criarProduto(api, PP);
    // 201: authorised by the client's SEFAZ (nfeProc); 202: a bare NFe the tax authority never authorised.
    await importarViaApi(suite.app, api, { nNF: 201, itens: [PP], comProtocolo: true });
    await importarViaApi(suite.app, api, { nNF: 202, itens: [PP] });
  });

  async function statusNoServidor(numero: number): Promise<string | undefined> {
    const page = await api.call<{ data: Entrada[] }>('GET', `/upload/nfe-entrada?search=${numero}`);
    return page.data.find((e) => e.numero_nf === numero)?.status_manifestacao;
  }

  it('asks first, as the confirmation is irreversible, and does nothing when the user declines', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, [false]);
    const manifestacoes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/manifestar')) manifestacoes.push(request.url());
    });
    await openEntradas(page, suite.app);
    await linhaDaNota(page, 201).getByRole('button', { name: 'Confirmar Recebimento' }).click();
    await expectDialogs(dialogs, [PERGUNTA]);
    expect(manifestacoes).toEqual([]);
    expect(await linhaDaNota(page, 201).getByText('Pendente', { exact: true }).isVisible()).toBe(true);
    expect(await statusNoServidor(201)).toBe('Pendente');
  });

  it("confirms a Pendente note: 'Nota confirmada com sucesso!', then Confirmada and N/A", async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, [true]);
    await openEntradas(page, suite.app);
    const linha = linhaDaNota(page, 201);
    await linha.getByRole('button', { name: 'Confirmar Recebimento' }).click();
    await expectDialogs(dialogs, [PERGUNTA, 'Nota confirmada com sucesso!']);
    await linha.getByText('Confirmada', { exact: true }).waitFor();
    // The status shows the registered event with its protocol and its XML; nothing more is offered.
    const [status, acoes] = (await linha.locator('td').allTextContents()).slice(4);
    expect(status).toMatch(/^ConfirmadaConfirmação da Operação · Prot\. \d{15} XML$/);
    expect(acoes).toBe('Ver ItensN/A');
    await expect.poll(() => statusNoServidor(201), POLL).toBe('Confirmada');

    // Irreversible: after a reload the row still offers nothing.
    await page.reload();
    await linhaDaNota(page, 201).getByText('N/A').waitFor();
    expect(await linhaDaNota(page, 201).getByRole('button', { name: 'Confirmar Recebimento' }).count()).toBe(
      0,
    );
  });

  it("shows the refusal as 'Falha: ' and the reason, and the note stays Pendente", async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, [true]);
    await openEntradas(page, suite.app);
    const linha = linhaDaNota(page, 202);
    await linha.getByRole('button', { name: 'Confirmar Recebimento' }).click();
    // SEFAZ's answer (cStat and xMotivo) travels in the details: the note was never authorised, so unknown.
    await expectDialogs(dialogs, [
      PERGUNTA,
      'Falha: A SEFAZ recusou a confirmação. 494 - Rejeição: Chave de Acesso inexistente',
    ]);
    expect(await linha.getByRole('button', { name: 'Confirmar Recebimento' }).isEnabled()).toBe(true);
    expect(await statusNoServidor(202)).toBe('Pendente');
  });

  it("refuses a second confirmation of the same note with the server's reason (the row of a stale page)", async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, [true]);
    // The list is answered as it was before 201 was confirmed, as a page left open since then would show it.
    await page.route(
      (url) => url.pathname === '/api/upload/nfe-entrada',
      async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data: Entrada[] };
        for (const e of body.data) e.status_manifestacao = 'Pendente';
        await route.fulfill({ response, json: body });
      },
    );
    await openEntradas(page, suite.app);
    await linhaDaNota(page, 201).getByRole('button', { name: 'Confirmar Recebimento' }).click();
    await expectDialogs(dialogs, [PERGUNTA, 'Falha: Esta nota já teve o recebimento confirmado.']);
    expect(await statusNoServidor(201)).toBe('Confirmada');
  });
});
