import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { formatarLinhaDigitavel } from '@erp/contracts/boleto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../../src/db/schema/auditoria.ts';
import { empresa } from '../../src/db/schema/empresa.ts';
import { type Api, apiOf, categorias, inserirLancamento, novoCliente } from '../financeiro/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const run = promisify(execFile);

let t: TestApp;
let api: Api;
let cat: Awaited<ReturnType<typeof categorias>>;
let idCliente: number;
let idConta: number;
let dir: string;

/**
 * A Banco do Brasil account set up as the published example of kivanio/brcobranca @ 325e0ea,
 * spec/brcobranca/boleto/banco_brasil_spec.rb, "convenio de 7 digitos e nosso número de 10 e carteira 17":
 * agência 3174, conta 00011672-6, convênio 1474166, carteira 17, nosso número 328, vencimento 05/07/2016,
 * R$ 2.246,74 -> barcode 00191684600002246740000001474166000000032817.
 */
const CONTA_BB = {
  descricao: 'Banco do Brasil cobrança',
  banco: '001',
  agencia: '3174-7',
  conta: '00011672-6',
  carteira: '17',
  convenio: '1474166',
  proximo_nosso_numero: 328,
  padrao: true,
};

beforeAll(async () => {
  t = await createTestApp();
  api = apiOf(t, await t.loginAsAdmin());
  cat = await categorias(api);
  idCliente = await novoCliente(t, 'Injetora Paulista Ltda');
  dir = await mkdtemp(path.join(tmpdir(), 'boleto-api-'));
  await t.db
    .update(empresa)
    .set({ razaoSocial: 'Plásticos São José Indústria e Comércio Ltda', cidade: 'São José dos Campos' })
    .where(eq(empresa.id, 1));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await t.close();
});

const receber = (
  valorOriginal: string,
  dataVencimento: string,
  status: 'Pendente' | 'Pago' | 'Cancelado' = 'Pendente',
) =>
  inserirLancamento(t, {
    tipo: 'RECEITA',
    idCategoria: cat.industrializacao,
    idCliente,
    descricao: 'NF-e 328',
    valorOriginal,
    dataVencimento,
    status,
    ...(status === 'Pago'
      ? { valorPagoRecebido: valorOriginal, dataPagamentoRecebimento: '2016-07-01' }
      : {}),
  });
const boleto = async (id: number) => {
  const res = await api(`/financeiro/lancamentos/${id}/boleto.json`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('GET /api/financeiro/lancamentos/{id}/boleto.json', () => {
  it('without a default account, or with one lacking the convênio, there is no boleto (422)', async () => {
    const id = await receber('10.00', '2025-03-10');
    expect(await boleto(id)).toEqual({
      status: 422,
      body: {
        error: 'Marque uma conta bancária como padrão (Financeiro > Contas bancárias) para gerar o boleto.',
      },
    });
    const res = await api('/financeiro/contas-bancarias', 'POST', { ...CONTA_BB, convenio: '' });
    idConta = ((await res.json()) as { id: number }).id;
    expect(await boleto(id)).toEqual({
      status: 422,
      body: { error: 'Informe o convênio de 7 ou 8 dígitos do Banco do Brasil na conta bancária padrão.' },
    });
    expect((await api(`/financeiro/contas-bancarias/${idConta}`, 'PUT', CONTA_BB)).status).toBe(200);
  });

  it("answers the bank's published barcode and linha digitável, and the same nosso número every time", async () => {
    const id = await receber('2246.74', '2016-07-05');
    const esperado = {
      status: 200,
      body: {
        codigo_barras: '00191684600002246740000001474166000000032817',
        linha_digitavel: '00190000090147416600400000328179168460000224674',
        nosso_numero: '14741660000000328',
        vencimento: '2016-07-05',
        valor: '2246.74',
      },
    };
    expect(await boleto(id)).toEqual(esperado);
    expect(await boleto(id)).toEqual(esperado);
    const contas = (await (await api('/financeiro/contas-bancarias')).json()) as {
      data: { id: number; proximo_nosso_numero: number }[];
    };
    expect(contas.data.find((c) => c.id === idConta)?.proximo_nosso_numero).toBe(329);
    const emitidos = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'BOLETO_EMITIDO'), eq(auditoria.idEntidade, String(id))));
    expect(emitidos.map((r) => r.detalhes)).toEqual([{ nosso_numero: 328, banco: '001', id_conta: idConta }]);
  });

  it('two first requests at once share one nosso número; two receivables never share one', async () => {
    const a = await receber('10.00', '2025-02-21');
    const b = await receber('10.00', '2025-02-22');
    const [a1, a2, b1] = await Promise.all([boleto(a), boleto(a), boleto(b)]);
    expect(a1.body.nosso_numero).toBe(a2.body.nosso_numero);
    expect([a1.body.nosso_numero, b1.body.nosso_numero].sort()).toEqual([
      '14741660000000329',
      '14741660000000330',
    ]);
    // The fator de vencimento: 9999 on 21/02/2025, 1000 again from 22/02/2025 (FEBRABAN's rollover).
    expect(String(a1.body.codigo_barras).slice(5, 9)).toBe('9999');
    expect(String(b1.body.codigo_barras).slice(5, 9)).toBe('1000');
  });

  it('an amount the 10 positions cannot hold is refused (422) and gives its nosso número back', async () => {
    const proximo = async () => {
      const contas = (await (await api('/financeiro/contas-bancarias')).json()) as {
        data: { id: number; proximo_nosso_numero: number }[];
      };
      return contas.data.find((c) => c.id === idConta)?.proximo_nosso_numero;
    };
    const antes = await proximo();
    expect(await boleto(await receber('100000000.00', '2025-03-10'))).toEqual({
      status: 422,
      body: {
        error:
          'O vencimento ou o valor desta conta a receber não cabe no código de barras do boleto (vencimento a partir de 03/07/2000, valor até R$ 99.999.999,99).',
      },
    });
    expect(await proximo()).toBe(antes);
  });

  it('a payable or unknown id is not found (404); a paid or cancelled receivable has nothing to charge (409)', async () => {
    const despesa = await inserirLancamento(t, {
      tipo: 'DESPESA',
      idCategoria: cat.energia,
      descricao: 'Luz',
    });
    expect(await boleto(despesa)).toEqual({
      status: 404,
      body: { error: 'Conta a receber não encontrada.' },
    });
    expect(await boleto(999_999)).toEqual({
      status: 404,
      body: { error: 'Conta a receber não encontrada.' },
    });
    expect(await boleto(await receber('50.00', '2016-07-05', 'Pago'))).toEqual({
      status: 409,
      body: { error: 'Esta conta a receber já foi paga.' },
    });
    expect(await boleto(await receber('50.00', '2016-07-05', 'Cancelado'))).toEqual({
      status: 409,
      body: { error: 'Esta conta a receber foi cancelada.' },
    });
    expect((await t.request(`/api/financeiro/lancamentos/${despesa}/boleto.json`)).status).toBe(401);
  });
});

describe('GET /api/financeiro/lancamentos/{id}/boleto (PDF)', () => {
  it('prints the ficha de compensação whose barcode zbarimg reads, with the PIX QR beside it', async () => {
    const { proximo_nosso_numero: _sequenciaMantida, ...semSequencia } = CONTA_BB;
    const comChave = await api(`/financeiro/contas-bancarias/${idConta}`, 'PUT', {
      ...semSequencia,
      tipo_chave_pix: 'EMAIL',
      chave_pix: 'financeiro@plasticos.com.br',
    });
    expect(comChave.status).toBe(200);
    const id = await receber('2246.74', '2016-07-05');
    const res = await api(`/financeiro/lancamentos/${id}/boleto`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = path.join(dir, 'boleto.pdf');
    await writeFile(pdf, Buffer.from(await res.arrayBuffer()));
    const { body } = await boleto(id);
    const pix = (await (await api(`/financeiro/lancamentos/${id}/pix`)).json()) as { br_code: string };

    await run('pdftoppm', ['-r', '300', '-png', '-singlefile', pdf, path.join(dir, 'pagina')]);
    const { stdout } = await run('zbarimg', ['-q', path.join(dir, 'pagina.png')]);
    expect(stdout.trim().split('\n').sort()).toEqual([
      `I2/5:${body.codigo_barras}`,
      `QR-Code:${pix.br_code}`,
    ]);
    expect(String(body.codigo_barras)).toHaveLength(44);

    const { stdout: texto } = await run('pdftotext', ['-layout', pdf, '-']);
    expect(texto).toContain('Recibo do Pagador');
    // The linha digitável printed in the bank's groups, as the clerk types it at a counter.
    expect(texto).toContain(formatarLinhaDigitavel(String(body.linha_digitavel)));
    expect(texto).toContain(String(body.nosso_numero));
    expect(texto).toContain('R$ 2.246,74');
    expect(texto).toContain('05/07/2016');
    expect(texto).toContain('Injetora Paulista Ltda');
    expect(texto).toContain('Plásticos São José Indústria e Comércio Ltda');
  });
});
