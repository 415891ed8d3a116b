import type { TRegistroAuditoria } from '@erp/contracts/auditoria';
import type { TPaginated } from '@erp/contracts/pagination';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../../src/db/schema/auditoria.ts';
import { TEST_ADMIN } from '../support/constants.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
let operador: string;
let operadorId: number;
let adminId: number;
const SENHA_OPERADOR = 'extrusora-azul-42';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAsAdmin();
  adminId = ((await (await t.request('/api/me', { token: admin })).json()) as { id: number }).id;
  const perfis = (await (await t.request('/api/preferencias/perfis', { token: admin })).json()) as {
    id: number;
    nome: string;
  }[];
  const criado = await t.request('/api/usuarios', {
    method: 'POST',
    token: admin,
    json: {
      nome: 'Otávio Operador',
      email: 'otavio@empresa.local',
      senha: SENHA_OPERADOR,
      id_perfil: perfis.find((p) => p.nome === 'Operador')?.id,
    },
  });
  operadorId = ((await criado.json()) as { id: number }).id;
  const login = await t.request('/api/login', {
    method: 'POST',
    json: { email: 'otavio@empresa.local', senha: SENHA_OPERADOR },
  });
  operador = ((await login.json()) as { token: string }).token;
});
afterAll(async () => t.close());

type Pagina = TPaginated<TRegistroAuditoria>;
const consultar = async (query: string, token = admin) => {
  const res = await t.request(`/api/auditoria${query}`, { token });
  return { status: res.status, body: (await res.json()) as Pagina & { error?: string; details?: unknown } };
};
const criarCliente = async (nome: string, cpf_cnpj: string) => {
  const res = await t.request('/api/clientes', {
    method: 'POST',
    token: admin,
    json: { nome_razao_social: nome, cpf_cnpj },
  });
  return ((await res.json()) as { id: number }).id;
};

describe('GET /api/auditoria', () => {
  it('is for administrators only: an Operador gets 403, and the refusal is itself audited', async () => {
    const res = await consultar('', operador);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'Apenas um Administrador pode realizar esta operação.' });
    const recusas = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'PERMISSAO_NEGADA'), eq(auditoria.idUsuario, operadorId)));
    expect(recusas.map((r) => r.detalhes)).toEqual([{ rota: 'GET /api/auditoria' }]);
  });

  it('lists newest first with date-time, user name and e-mail, IP, action, entity, id and the changes', async () => {
    const id = await criarCliente('Injetora Bandeirantes Ltda', '529.982.247-25');
    const res = await consultar('?entidade=clientes');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totalItems: 1, totalPages: 1, currentPage: 1 });
    const [registro] = res.body.data;
    expect(registro).toEqual({
      id: expect.any(Number),
      data_hora: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      id_usuario: adminId,
      usuario_nome: expect.any(String),
      usuario_email: TEST_ADMIN.email,
      ip: '127.0.0.1',
      acao: 'CLIENTE_CRIADO',
      entidade: 'clientes',
      id_entidade: String(id),
      alteracoes: [
        { campo: 'nome_razao_social', antigo: null, novo: 'Injetora Bandeirantes Ltda' },
        { campo: 'cpf_cnpj', antigo: null, novo: '52998224725' },
        { campo: 'indicador_ie', antigo: null, novo: '9' },
        { campo: 'tipo_referenciacao', antigo: null, novo: 'MANUAL' },
        { campo: 'condicao_pagamento_dias', antigo: null, novo: 30 },
      ],
      detalhes: null,
    });
    expect(Date.now() - Date.parse(registro?.data_hora ?? '')).toBeLessThan(60_000);
  });

  it('filters by user and by entity, sign-ins and refusals included', async () => {
    const doOperador = await consultar(`?usuario=${operadorId}`);
    expect(doOperador.body.data.map((r) => [r.acao, r.entidade, r.usuario_nome])).toEqual([
      ['PERMISSAO_NEGADA', 'permissoes', 'Otávio Operador'],
      ['LOGIN', 'login', 'Otávio Operador'],
    ]);
    const logins = await consultar('?entidade=login');
    expect(logins.body.data.map((r) => [r.acao, r.usuario_email])).toEqual([
      ['LOGIN', 'otavio@empresa.local'],
      ['LOGIN', TEST_ADMIN.email],
    ]);
    const usuarios = await consultar(`?entidade=usuarios&usuario=${adminId}`);
    expect(usuarios.body.data.map((r) => [r.acao, r.id_entidade])).toEqual([
      ['USUARIO_CRIADO', String(operadorId)],
    ]);
    expect((await consultar(`?entidade=clientes&usuario=${operadorId}`)).body).toMatchObject({
      data: [],
      totalItems: 0,
      totalPages: 1,
    });
  });

  it('pages like every list: page, limit, totalPages, the last page when asked past it', async () => {
    for (const [nome, cpf] of [
      ['Sopradora Norte', '11.444.777/0001-61'],
      ['Termoformados Sul', '11.222.333/0001-81'],
      ['Extrusão Leste', '06.157.250/0001-16'],
    ]) {
      await criarCliente(nome as string, cpf as string);
    }
    const todos = (await consultar('?entidade=clientes&limit=100')).body.data;
    expect(todos.map((r) => r.alteracoes[0])).toEqual(
      ['Extrusão Leste', 'Termoformados Sul', 'Sopradora Norte', 'Injetora Bandeirantes Ltda'].map(
        (novo) => ({
          campo: 'nome_razao_social',
          antigo: null,
          novo,
        }),
      ),
    );
    const pagina2 = await consultar('?entidade=clientes&limit=3&page=2');
    expect(pagina2.body).toMatchObject({ totalItems: 4, totalPages: 2, currentPage: 2 });
    expect(pagina2.body.data.map((r) => r.id)).toEqual([todos[3]?.id]);
    const alem = await consultar('?entidade=clientes&limit=3&page=9');
    expect(alem.body).toMatchObject({ currentPage: 2, data: [{ id: todos[3]?.id }] });
  });

  it('filters by a period of Brasília days, both ends included', async () => {
    const id = await criarCliente('Rotomoldagem Oeste', '04.252.011/0001-10');
    // 02:30 UTC on the 10th is still the 9th in Brasília (UTC-3).
    await t.db
      .update(auditoria)
      .set({ createdAt: sql`'2026-01-10T02:30:00Z'::timestamptz` })
      .where(and(eq(auditoria.entidade, 'clientes'), eq(auditoria.idEntidade, String(id))));
    const ids = async (query: string) =>
      (await consultar(`?entidade=clientes&${query}`)).body.data.map((r) => r.id_entidade);
    expect(await ids('data_inicio=2026-01-09&data_fim=2026-01-09')).toEqual([String(id)]);
    expect(await ids('data_fim=2026-01-09')).toEqual([String(id)]);
    expect(await ids('data_inicio=2026-01-10&data_fim=2026-01-31')).toEqual([]);
    expect(await ids('data_inicio=2026-01-08&data_fim=2026-01-08')).toEqual([]);
  });

  it('refuses a bad query with a 400 naming the field in Portuguese', async () => {
    const casos: [string, string, string][] = [
      ['usuario=ana', 'usuario', 'Utilizador inválido (use o id numérico do utilizador).'],
      [
        'entidade=pedidos',
        'entidade',
        'Entidade inválida: use clientes, produtos, fornecedores, servicos, lancamentos, contas_bancarias, empresa, tabela_ibs_cbs, usuarios, nfe, nfse, entradas, producao, login, permissoes.',
      ],
      ['data_inicio=10/01/2026', 'data_inicio', 'Data inválida (use AAAA-MM-DD).'],
      [
        'data_inicio=2026-02-10&data_fim=2026-02-01',
        'data_fim',
        'A data final não pode ser anterior à data inicial.',
      ],
      ['page=0', 'page', 'Página inválida (use um número inteiro a partir de 1).'],
      ['limit=500', 'limit', 'Limite inválido (use um número inteiro de 1 a 100).'],
    ];
    for (const [query, campo, mensagem] of casos) {
      const res = await consultar(`?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error, query).toMatch(/^Dados inválidos\./);
      expect(res.body.details, query).toEqual([{ campo, mensagem }]);
    }
  });
});
