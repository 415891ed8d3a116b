import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../../src/db/schema/auditoria.ts';
import { entrarComoOperador } from '../support/operador.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
let operador: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAsAdmin();
  operador = await entrarComoOperador(t, admin, {
    nome: 'Otávio Operador',
    email: 'otavio@empresa.local',
    senha: 'granulado-azul-7',
  });
});
afterAll(async () => t.close());

const SO_ADMINISTRADOR = { error: 'Apenas um Administrador pode realizar esta operação.' };

async function recusasDoOperador() {
  const linhas = await t.db
    .select({ detalhes: auditoria.detalhes })
    .from(auditoria)
    .where(and(eq(auditoria.acao, 'PERMISSAO_NEGADA'), eq(auditoria.idUsuario, operador.id)));
  return linhas.map((l) => (l.detalhes as { rota: string }).rota);
}

describe("an administrator's route answers an Operador's request by role first", () => {
  it('an invalid body from an Operador gets 403 (audited), never the schema’s 400', async () => {
    const invalidos = [
      { caminho: '/api/usuarios', metodo: 'POST', json: { email: 'não é e-mail', id_perfil: 'x' } },
      { caminho: '/api/preferencias/empresa', metodo: 'PUT', json: { cnpj: 12 } },
      { caminho: `/api/usuarios/${operador.id}`, metodo: 'PUT', json: {} },
    ];
    for (const { caminho, metodo, json } of invalidos) {
      const res = await t.request(caminho, { method: metodo, token: operador.token, json });
      expect(res.status, caminho).toBe(403);
      expect(await res.json()).toEqual(SO_ADMINISTRADOR);
    }
    // A body that is not even JSON is not parsed before the role is checked.
    const quebrado = await t.request('/api/usuarios', {
      method: 'POST',
      token: operador.token,
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(quebrado.status).toBe(403);
    expect(await recusasDoOperador()).toEqual([
      'POST /api/usuarios',
      'PUT /api/preferencias/empresa',
      'PUT /api/usuarios/:id',
      'POST /api/usuarios',
    ]);
  });

  it('the same invalid body from an administrator still gets the schema’s 400', async () => {
    const res = await t.request('/api/usuarios', {
      method: 'POST',
      token: admin,
      json: { email: 'não é e-mail', id_perfil: 'x' },
    });
    expect(res.status).toBe(400);
  });

  it('without a token the answer is still 401, before the role and the body', async () => {
    const res = await t.request('/api/usuarios', { method: 'POST', json: { email: 'x' } });
    expect(res.status).toBe(401);
  });
});
