import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../../src/db/schema/auditoria.ts';
import { reservarNossoNumero } from '../../src/modules/cobranca/contas-bancarias.repository.ts';
import { entrarComoOperador } from '../support/operador.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.loginAsAdmin();
});
afterAll(async () => t.close());

const api = async (path: string, method = 'GET', json?: unknown, comToken = token) => {
  const res = await t.request(`/api/financeiro${path}`, { method, token: comToken, json });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as Record<string, unknown> };
};
const detalhes = (body: Record<string, unknown>) => body.details as { campo: string; mensagem: string }[];

// Accounts with the check digits each bank's rule gives (agência-DV, conta-DV; see dv-bancario.ts).
const BB = {
  descricao: 'Banco do Brasil movimento',
  banco: '001',
  agencia: '1234-3',
  conta: '12.345-5',
  tipo_chave_pix: 'CNPJ',
  chave_pix: '11.222.333/0001-81',
  carteira: '17',
  convenio: '1234567',
  variacao_carteira: ' 19 ',
  percentual_juros_mes: '1',
  percentual_multa: '2.00',
};
const BRADESCO = {
  descricao: 'Bradesco cobrança',
  banco: '237',
  agencia: '3010-4',
  conta: '123456-0',
  padrao: true,
};

describe('/api/financeiro/contas-bancarias', () => {
  let idBb: number;
  let idBradesco: number;

  it('stores agência and conta in one form, the PIX key as the DICT writes it; the first is the default', async () => {
    const res = await api('/contas-bancarias', 'POST', BB);
    expect(res.status).toBe(201);
    idBb = res.body.id as number;
    expect(res.body).toEqual({
      id: idBb,
      descricao: 'Banco do Brasil movimento',
      banco: '001',
      agencia: '1234-3',
      conta: '12345-5',
      tipo_chave_pix: 'CNPJ',
      chave_pix: '11222333000181',
      carteira: '17',
      convenio: '1234567',
      variacao_carteira: '019',
      proximo_nosso_numero: 1,
      percentual_juros_mes: '1.00',
      percentual_multa: '2.00',
      padrao: true,
    });
  });

  it('a second account marked padrão takes the default from the first, and lists first', async () => {
    const res = await api('/contas-bancarias', 'POST', BRADESCO);
    expect(res.status).toBe(201);
    idBradesco = res.body.id as number;
    expect(res.body).toMatchObject({ agencia: '3010-4', conta: '123456-0', chave_pix: null, padrao: true });
    const lista = await api('/contas-bancarias');
    expect(lista.body).toMatchObject({ totalItems: 2, currentPage: 1, totalPages: 1 });
    expect((lista.body.data as { id: number; padrao: boolean }[]).map((c) => [c.id, c.padrao])).toEqual([
      [idBradesco, true],
      [idBb, false],
    ]);
  });

  it('refuses a conta or agência whose check digit does not match the bank rule', async () => {
    const contaErrada = await api('/contas-bancarias', 'POST', { ...BB, conta: '12345-6' });
    expect(contaErrada.status).toBe(400);
    expect(detalhes(contaErrada.body)).toEqual([
      { campo: 'conta', mensagem: 'Conta inválida (dígito verificador não confere).' },
    ]);
    const variacaoErrada = await api('/contas-bancarias', 'POST', { ...BB, variacao_carteira: '01-9' });
    expect(detalhes(variacaoErrada.body)).toEqual([
      { campo: 'variacao_carteira', mensagem: 'Variação da carteira com até 3 dígitos.' },
    ]);
    const agenciaErrada = await api('/contas-bancarias', 'POST', { ...BB, agencia: '1234-4' });
    expect(detalhes(agenciaErrada.body)).toEqual([
      { campo: 'agencia', mensagem: 'Agência inválida (dígito verificador não confere).' },
    ]);
    // Itaú: the DAC of the conta is módulo 10 over agência and conta together.
    const itau = { descricao: 'Itaú', banco: '341', agencia: '0057', conta: '12345-7' };
    expect((await api('/contas-bancarias', 'POST', itau)).body).toMatchObject({ conta: '12345-7' });
    const itauErrado = await api('/contas-bancarias', 'POST', { ...itau, agencia: '0058' });
    expect(detalhes(itauErrado.body)).toEqual([
      { campo: 'conta', mensagem: 'Conta inválida (dígito verificador não confere).' },
    ]);
    // Banco do Brasil writes a remainder of 10 as X.
    const x = await api('/contas-bancarias', 'POST', {
      ...BB,
      conta: '1009-x',
      chave_pix: null,
      tipo_chave_pix: null,
    });
    expect(x.body).toMatchObject({ conta: '1009-X', chave_pix: null, tipo_chave_pix: null });
    const banco = await api('/contas-bancarias', 'POST', { ...BB, banco: '1' });
    expect(detalhes(banco.body)).toContainEqual({
      campo: 'banco',
      mensagem: 'Código FEBRABAN do banco com 3 dígitos (ex.: 001).',
    });
  });

  it('validates the PIX key by its type and writes it as the DICT does', async () => {
    const chave = async (tipo_chave_pix: string | null, chave_pix: string | null) => {
      const res = await api(`/contas-bancarias/${idBb}`, 'PUT', { ...BB, tipo_chave_pix, chave_pix });
      return res.status === 200 ? res.body.chave_pix : detalhes(res.body);
    };
    expect(await chave('TELEFONE', '(11) 91234-5678')).toBe('+5511912345678');
    expect(await chave('TELEFONE', '+55 55 3222-1234')).toBe('+555532221234');
    expect(await chave('EMAIL', 'Financeiro@Plasticos.com.br')).toBe('financeiro@plasticos.com.br');
    expect(await chave('ALEATORIA', '123E4567-E12B-12D1-A456-426655440000')).toBe(
      '123e4567-e12b-12d1-a456-426655440000',
    );
    expect(await chave('CPF', '529.982.247-25')).toBe('52998224725');
    expect(await chave('CNPJ', '11.222.333/0001-82')).toEqual([
      { campo: 'chave_pix', mensagem: 'CNPJ inválido.' },
    ]);
    expect(await chave('TELEFONE', '1234-5678')).toEqual([
      { campo: 'chave_pix', mensagem: 'Telefone com DDD, no formato +55 11 91234-5678.' },
    ]);
    expect(await chave('ALEATORIA', 'abc')).toEqual([
      { campo: 'chave_pix', mensagem: 'Chave aleatória no formato de 36 caracteres (UUID).' },
    ]);
    expect(await chave(null, 'financeiro@plasticos.com.br')).toEqual([
      { campo: 'tipo_chave_pix', mensagem: 'Selecione o tipo da chave PIX.' },
    ]);
  });

  it('refuses the same bank, agência and conta twice (409) and control characters (400)', async () => {
    const dup = await api('/contas-bancarias', 'POST', { ...BRADESCO, descricao: 'Outra', padrao: false });
    expect(dup).toEqual({
      status: 409,
      body: { error: 'Já existe uma conta bancária com este banco, agência e conta.' },
    });
    const controle = await api('/contas-bancarias', 'POST', { ...BRADESCO, descricao: 'Conta\u0007' });
    expect(controle.status).toBe(400);
  });

  it('hands out each nosso número once, however many boletos ask at the same time', async () => {
    const numeros = await Promise.all(
      Array.from({ length: 20 }, () => t.db.transaction((tx) => reservarNossoNumero(tx, idBradesco))),
    );
    expect([...numeros].sort((a, b) => Number(a) - Number(b))).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    const conta = (await api('/contas-bancarias?search=Bradesco')).body.data as {
      proximo_nosso_numero: number;
    }[];
    expect(conta[0]?.proximo_nosso_numero).toBe(21);
  });

  it('lets the sequence skip ahead, never back; a blank keeps it', async () => {
    const volta = await api(`/contas-bancarias/${idBradesco}`, 'PUT', {
      ...BRADESCO,
      proximo_nosso_numero: 5,
    });
    expect(volta.status).toBe(400);
    expect(detalhes(volta.body)).toEqual([
      {
        campo: 'proximo_nosso_numero',
        mensagem: 'O nosso número não pode voltar: o próximo desta conta é 21.',
      },
    ]);
    const avanca = await api(`/contas-bancarias/${idBradesco}`, 'PUT', {
      ...BRADESCO,
      proximo_nosso_numero: '5000',
    });
    expect(avanca.body.proximo_nosso_numero).toBe(5000);
    const mantem = await api(`/contas-bancarias/${idBradesco}`, 'PUT', {
      ...BRADESCO,
      proximo_nosso_numero: '',
    });
    expect(mantem.body.proximo_nosso_numero).toBe(5000);
    expect(await t.db.transaction((tx) => reservarNossoNumero(tx, idBradesco))).toBe(5000);
  });

  it('an Operador reads the accounts; changing one is an Administrador’s, the refusal audited', async () => {
    const operador = await entrarComoOperador(t, token, {
      nome: 'Operadora Financeiro',
      email: 'financeiro@empresa.local',
      senha: 'Senha-Forte-2026!',
    });
    expect((await api('/contas-bancarias', 'GET', undefined, operador.token)).status).toBe(200);
    const criar = await api('/contas-bancarias', 'POST', { ...BB, conta: '54321-7' }, operador.token);
    expect(criar).toEqual({
      status: 403,
      body: { error: 'Apenas um Administrador pode realizar esta operação.' },
    });
    expect((await api(`/contas-bancarias/${idBb}`, 'DELETE', undefined, operador.token)).status).toBe(403);
    const negadas = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'PERMISSAO_NEGADA'), eq(auditoria.idUsuario, operador.id)));
    expect(negadas.map((r) => (r.detalhes as { rota: string }).rota)).toEqual([
      'POST /api/financeiro/contas-bancarias',
      'DELETE /api/financeiro/contas-bancarias/:id',
    ]);
  });

  it('audits creation, each change and the deletion with the fields', async () => {
    expect((await api(`/contas-bancarias/${idBb}`, 'DELETE')).status).toBe(204);
    expect((await api(`/contas-bancarias/${idBb}`, 'DELETE')).status).toBe(404);
    const rows = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'contas_bancarias'), eq(auditoria.idEntidade, String(idBb))))
      .orderBy(asc(auditoria.id));
    expect(rows.map((r) => r.acao)).toEqual([
      'CONTA_BANCARIA_CRIADA',
      'CONTA_BANCARIA_ALTERADA', // padrão taken by Bradesco
      ...Array(5).fill('CONTA_BANCARIA_ALTERADA'), // the five accepted PIX keys; a refused one writes nothing
      'CONTA_BANCARIA_EXCLUIDA',
    ]);
    const alteracoes = (rows[2]?.detalhes as { alteracoes: unknown[] } | undefined)?.alteracoes;
    expect((rows[1]?.detalhes as { alteracoes: unknown[] } | undefined)?.alteracoes).toEqual([
      { campo: 'padrao', antigo: true, novo: false },
    ]);
    expect(alteracoes).toEqual([
      { campo: 'tipo_chave_pix', antigo: 'CNPJ', novo: 'TELEFONE' },
      { campo: 'chave_pix', antigo: '11222333000181', novo: '+5511912345678' },
    ]);
  });
});
