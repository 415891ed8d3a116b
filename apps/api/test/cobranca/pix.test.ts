import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { empresa } from '../../src/db/schema/empresa.ts';
import { crc16CcittFalse } from '../../src/modules/cobranca/pix/br-code.ts';
import { type Api, apiOf, categorias, inserirLancamento, novoCliente } from '../financeiro/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let api: Api;
let cat: Awaited<ReturnType<typeof categorias>>;
let idConta: number;

beforeAll(async () => {
  t = await createTestApp();
  api = apiOf(t, await t.loginAsAdmin());
  cat = await categorias(api);
  await t.db
    .update(empresa)
    .set({ razaoSocial: 'Plásticos São José Indústria e Comércio Ltda', cidade: 'São José dos Campos' })
    .where(eq(empresa.id, 1));
});
afterAll(async () => t.close());

const receber = async (valorOriginal: string, status: 'Pendente' | 'Pago' | 'Cancelado' = 'Pendente') =>
  inserirLancamento(t, {
    tipo: 'RECEITA',
    idCategoria: cat.industrializacao,
    idCliente: await novoCliente(t, 'Injetora Paulista Ltda'),
    descricao: 'NF-e 123',
    valorOriginal,
    status,
    ...(status === 'Pago'
      ? { valorPagoRecebido: valorOriginal, dataPagamentoRecebimento: '2025-03-10' }
      : {}),
  });
const pix = async (id: number) => {
  const res = await api(`/financeiro/lancamentos/${id}/pix`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('GET /api/financeiro/lancamentos/{id}/pix', () => {
  it('without a PIX key on the default account there is no code (422)', async () => {
    const id = await receber('10.00');
    expect(await pix(id)).toEqual({
      status: 422,
      body: {
        error:
          'Cadastre uma chave PIX na conta bancária padrão (Financeiro > Contas bancárias) para gerar o PIX.',
      },
    });
  });

  it('answers the static BR Code of an open receivable: key, amount, name, city and the txid naming it', async () => {
    const conta = await api('/financeiro/contas-bancarias', 'POST', {
      descricao: 'Itaú',
      banco: '341',
      agencia: '0057',
      conta: '12345-7',
      tipo_chave_pix: 'CNPJ',
      chave_pix: '11.222.333/0001-81',
    });
    idConta = ((await conta.json()) as { id: number }).id;
    const id = await receber('1234.50');
    const txid = `LANC${String(id).padStart(10, '0')}`;
    const semCrc =
      '00020126360014br.gov.bcb.pix011411222333000181520400005303986' +
      '54071234.505802BR5925Plasticos Sao Jose Indust6015Sao Jose dos Ca' +
      `62180514${txid}6304`;
    expect(await pix(id)).toEqual({
      status: 200,
      body: { br_code: `${semCrc}${crc16CcittFalse(semCrc)}`, txid },
    });
  });

  it('serves the QR image (SVG) of an open receivable; the screen test reads it back with zbarimg', async () => {
    const id = await receber('99.90');
    const res = await api(`/financeiro/lancamentos/${id}/pix.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toMatch(/^<svg viewBox="0 0 \d+ \d+" xmlns="http:\/\/www.w3.org\/2000\/svg">/);
  });

  it('a payable is not found (404); a paid or cancelled receivable has nothing to charge (409)', async () => {
    const despesa = await inserirLancamento(t, {
      tipo: 'DESPESA',
      idCategoria: cat.energia,
      descricao: 'Luz',
    });
    expect(await pix(despesa)).toEqual({ status: 404, body: { error: 'Conta a receber não encontrada.' } });
    expect(await pix(999_999)).toEqual({ status: 404, body: { error: 'Conta a receber não encontrada.' } });
    expect(await pix(await receber('50.00', 'Pago'))).toEqual({
      status: 409,
      body: { error: 'Esta conta a receber já foi paga.' },
    });
    expect(await pix(await receber('50.00', 'Cancelado'))).toEqual({
      status: 409,
      body: { error: 'Esta conta a receber foi cancelada.' },
    });
    expect((await api(`/financeiro/lancamentos/${despesa}/pix.svg`)).status).toBe(404);
  });

  it('the key of the default account is the one charged, and removing it stops the code', async () => {
    const id = await receber('10.00');
    await api(`/financeiro/contas-bancarias/${idConta}`, 'PUT', {
      descricao: 'Itaú',
      banco: '341',
      agencia: '0057',
      conta: '12345-7',
      tipo_chave_pix: 'EMAIL',
      chave_pix: 'Financeiro@Plasticos.com.br',
      padrao: true,
    });
    expect((await pix(id)).body.br_code).toContain('0127financeiro@plasticos.com.br');
    await api(`/financeiro/contas-bancarias/${idConta}`, 'PUT', {
      descricao: 'Itaú',
      banco: '341',
      agencia: '0057',
      conta: '12345-7',
      padrao: true,
    });
    expect((await pix(id)).status).toBe(422);
  });
});
