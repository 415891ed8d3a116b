import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../../src/db/schema/auditoria.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAsAdmin();
});
afterAll(async () => t.close());

const api = (path: string, method = 'GET', json?: unknown, token = admin) =>
  t.request(`/api${path}`, { method, token, json });
const login = async (email: string, senha: string) =>
  t.request('/api/login', { method: 'POST', json: { email, senha } });
const tokenOf = async (email: string, senha: string) =>
  ((await (await login(email, senha)).json()) as { token: string }).token;

async function perfilId(nome: string) {
  const perfis = (await (await api('/preferencias/perfis')).json()) as { id: number; nome: string }[];
  return perfis.find((p) => p.nome === nome)?.id ?? 0;
}

describe('/api/usuarios', () => {
  let operadorId: number;

  it('lists the profiles for the form', async () => {
    const perfis = (await (await api('/preferencias/perfis')).json()) as { nome: string }[];
    expect(perfis.map((p) => p.nome)).toEqual(['Administrador', 'Chão de fábrica', 'Operador']);
  });

  it('creates a user who can sign in; the e-mail is unique regardless of case', async () => {
    const res = await api('/usuarios', 'POST', {
      nome: 'Olga Operadora',
      email: 'Olga@Empresa.local',
      senha: 'granulado-verde-9',
      id_perfil: await perfilId('Operador'),
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: number };
    operadorId = body.id;
    expect(body).toEqual({
      id: operadorId,
      nome: 'Olga Operadora',
      email: 'olga@empresa.local',
      id_perfil: await perfilId('Operador'),
      perfil_nome: 'Operador',
      ativo: true,
    });
    expect((await login('olga@empresa.local', 'granulado-verde-9')).status).toBe(200);
    const dup = await api('/usuarios', 'POST', {
      nome: 'Outra',
      email: 'OLGA@empresa.local',
      senha: 'granulado-verde-9',
      id_perfil: 2,
    });
    expect(dup.status).toBe(409);
    expect(await dup.json()).toEqual({ error: 'Já existe um utilizador com este e-mail.' });
  });

  it('refuses short and common passwords, and the e-mail as password', async () => {
    for (const [senha, mensagem, email = `x${senha}@empresa.local`] of [
      ['curta-123', 'A senha deve ter pelo menos 10 caracteres.'],
      ['password123', 'Senha muito comum: escolha outra.'],
      [
        'Expedicao.Norte',
        'A senha não pode ser o e-mail nem a parte dele antes do @.',
        'expedicao.norte@empresa.local',
      ],
    ]) {
      const res = await api('/usuarios', 'POST', { nome: 'X', email, senha, id_perfil: 2 });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { details: unknown[] }).details).toContainEqual({
        campo: 'senha',
        mensagem,
      });
    }
  });

  it('forbids an Operador from managing users, and audits the refusal', async () => {
    const operador = await tokenOf('olga@empresa.local', 'granulado-verde-9');
    for (const [path, method] of [
      ['/usuarios', 'GET'],
      ['/usuarios', 'POST'],
      [`/usuarios/${operadorId}`, 'DELETE'],
    ] as const) {
      const res = await api(
        path,
        method,
        method === 'POST'
          ? { nome: 'Y', email: 'y@empresa.local', senha: 'granulado-verde-9', id_perfil: 1 }
          : undefined,
        operador,
      );
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await res.json()).toEqual({ error: 'Apenas um Administrador pode realizar esta operação.' });
    }
    const refusals = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'PERMISSAO_NEGADA'), eq(auditoria.idUsuario, operadorId)));
    expect(refusals.map((r) => (r.detalhes as { rota: string }).rota)).toEqual([
      'GET /api/usuarios',
      'POST /api/usuarios',
      'DELETE /api/usuarios/:id',
    ]);
  });

  it('keeps the password on a blank edit; a new password or deactivation ends the sessions', async () => {
    const operador = await tokenOf('olga@empresa.local', 'granulado-verde-9');
    const base = {
      nome: 'Olga O.',
      email: 'olga@empresa.local',
      id_perfil: await perfilId('Operador'),
      ativo: true,
    };
    expect((await api(`/usuarios/${operadorId}`, 'PUT', { ...base, senha: '' })).status).toBe(200);
    expect((await t.request('/api/me', { token: operador })).status).toBe(200);
    expect((await login('olga@empresa.local', 'granulado-verde-9')).status).toBe(200);

    expect(
      (await api(`/usuarios/${operadorId}`, 'PUT', { ...base, senha: 'moinho-de-facas-3' })).status,
    ).toBe(200);
    expect((await t.request('/api/me', { token: operador })).status).toBe(401);
    const novo = await tokenOf('olga@empresa.local', 'moinho-de-facas-3');

    expect((await api(`/usuarios/${operadorId}`, 'PUT', { ...base, ativo: false })).status).toBe(200);
    expect((await t.request('/api/me', { token: novo })).status).toBe(401);
    expect((await login('olga@empresa.local', 'moinho-de-facas-3')).status).toBe(401);
  });

  it('never leaves the system without an active Administrador, and nobody deletes themselves', async () => {
    const self = (await (await t.request('/api/me', { token: admin })).json()) as {
      id: number;
      email: string;
      nome: string;
    };
    const adminBase = {
      nome: self.nome,
      email: self.email,
      id_perfil: await perfilId('Administrador'),
      ativo: true,
    };
    for (const change of [{ ativo: false }, { id_perfil: await perfilId('Operador') }]) {
      const res = await api(`/usuarios/${self.id}`, 'PUT', { ...adminBase, ...change });
      expect(res.status).toBe(409);
      expect(((await res.json()) as { error: string }).error).toMatch(/^Este é o último Administrador ativo/);
    }
    const selfDelete = await api(`/usuarios/${self.id}`, 'DELETE');
    expect(selfDelete.status).toBe(409);
    expect(await selfDelete.json()).toEqual({ error: 'Você não pode excluir o seu próprio utilizador.' });

    // With a second administrator the first may step down.
    const segundo = await api('/usuarios', 'POST', {
      nome: 'Beto Admin',
      email: 'beto@empresa.local',
      senha: 'extrusora-azul-7',
      id_perfil: await perfilId('Administrador'),
    });
    expect(segundo.status).toBe(201);
    const beto = await tokenOf('beto@empresa.local', 'extrusora-azul-7');
    const res = await api(
      `/usuarios/${self.id}`,
      'PUT',
      { ...adminBase, id_perfil: await perfilId('Operador') },
      beto,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ perfil_nome: 'Operador' });
    const betoId = ((await segundo.json()) as { id: number }).id;
    const last = await api(
      `/usuarios/${betoId}`,
      'PUT',
      { nome: 'Beto', email: 'beto@empresa.local', id_perfil: await perfilId('Operador'), ativo: true },
      beto,
    );
    expect(last.status).toBe(409);
  });

  it('lists users with search and paging', async () => {
    const beto = await tokenOf('beto@empresa.local', 'extrusora-azul-7');
    const res = await api('/usuarios?page=1&limit=10&search=OLGA', 'GET', undefined, beto);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      totalItems: 1,
      totalPages: 1,
      currentPage: 1,
      data: [{ email: 'olga@empresa.local', ativo: false }],
    });
  });
});
