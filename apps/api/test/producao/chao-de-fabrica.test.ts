import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../../src/db/schema/auditoria.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
let chao: { id: number; token: string };

type OpenApi = { paths: Record<string, Record<string, unknown>> };

/** What the machine operator's phone uses; everything else is refused to the profile. */
const PERMITIDAS = new Set([
  'POST /api/login',
  'GET /api/health',
  'POST /api/logout',
  'GET /api/me',
  'GET /api/producao/ordens',
  'GET /api/producao/ordens/{id}',
  'POST /api/producao/ordens/{id}/iniciar',
  'POST /api/producao/ordens/{id}/apontamentos',
  'GET /api/producao/produtos',
]);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAsAdmin();
  const perfis = (await (await t.request('/api/preferencias/perfis', { token: admin })).json()) as {
    id: number;
    nome: string;
  }[];
  const pessoa = { nome: 'Caio da Injetora', email: 'caio@empresa.local', senha: 'injetora-azul-42' };
  const criado = await t.request('/api/usuarios', {
    method: 'POST',
    token: admin,
    json: { ...pessoa, id_perfil: perfis.find((p) => p.nome === 'Chão de fábrica')?.id },
  });
  expect(criado.status).toBe(201);
  const { id } = (await criado.json()) as { id: number };
  const login = await t.request('/api/login', {
    method: 'POST',
    json: { email: pessoa.email, senha: pessoa.senha },
  });
  chao = { id, token: ((await login.json()) as { token: string }).token };
});
afterAll(async () => t.close());

describe("the 'Chão de fábrica' profile", () => {
  it('is refused 403 on every documented route but the orders’ list, detail, start and pointings, each refusal audited', async () => {
    const doc = (await (await t.request('/api/docs')).json()) as OpenApi;
    const recusadas: string[] = [];
    const permitidas: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const method of Object.keys(methods).map((m) => m.toUpperCase())) {
        const rota = `${method} ${path}`;
        if (rota === 'POST /api/logout') continue;
        const res = await t.request(path.replace(/\{[^}]+\}/g, '1'), {
          method,
          token: chao.token,
          ...(['POST', 'PUT', 'PATCH'].includes(method) ? { json: {} } : {}),
        });
        if (PERMITIDAS.has(rota)) {
          permitidas.push(rota);
          expect(res.status, rota).not.toBe(403);
        } else {
          recusadas.push(rota);
          expect(res.status, rota).toBe(403);
          expect(await res.json(), rota).toEqual({
            error: 'O perfil Chão de fábrica só acessa as ordens de industrialização e seus apontamentos.',
          });
        }
      }
    }
    expect(recusadas.length).toBeGreaterThan(100);
    expect(recusadas).toContain('POST /api/producao/ordens/{id}/concluir');
    expect(recusadas).toContain('POST /api/producao/ordens');
    expect(recusadas).toContain('GET /api/clientes');
    expect(permitidas.sort()).toEqual([...PERMITIDAS].filter((r) => r !== 'POST /api/logout').sort());
    const auditadas = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'PERMISSAO_NEGADA'), eq(auditoria.idUsuario, chao.id)));
    expect(auditadas).toHaveLength(recusadas.length);
  });

  it('lists the products it may point as outputs, by name, optionally searched, without reading the register', async () => {
    const criar = (nome: string, codigo_interno: string, unidade_medida: string) =>
      t.request('/api/produtos', {
        method: 'POST',
        token: admin,
        json: { nome, codigo_interno, ncm: '39235000', unidade_medida },
      });
    expect((await criar('Tampa 28 mm branca', 'TAMPA-28-BR', 'UN')).status).toBe(201);
    expect((await criar('Filme stretch', 'FILME-ST', 'KG')).status).toBe(201);
    const todos = await t.request('/api/producao/produtos', { token: chao.token });
    expect(todos.status).toBe(200);
    expect(
      ((await todos.json()) as { codigo_interno: string; unidade_medida: string }[]).map((p) => [
        p.codigo_interno,
        p.unidade_medida,
      ]),
    ).toEqual([
      ['FILME-ST', 'KG'],
      ['TAMPA-28-BR', 'UN'],
    ]);
    const busca = await t.request('/api/producao/produtos?search=tampa', { token: chao.token });
    expect(((await busca.json()) as { nome: string }[]).map((p) => p.nome)).toEqual(['Tampa 28 mm branca']);
    expect((await t.request('/api/produtos', { token: chao.token })).status).toBe(403);
  });

  it('reads the orders and signs out; an Operador is not held to it', async () => {
    const lista = await t.request('/api/producao/ordens', { token: chao.token });
    expect(lista.status).toBe(200);
    expect(await lista.json()).toEqual({ data: [], totalPages: 1, currentPage: 1, totalItems: 0 });
    expect((await t.request('/api/clientes', { token: admin })).status).toBe(200);
    expect((await t.request('/api/logout', { method: 'POST', token: chao.token })).status).toBe(204);
    expect((await t.request('/api/producao/ordens', { token: chao.token })).status).toBe(401);
  });
});
