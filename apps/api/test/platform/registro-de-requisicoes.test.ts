import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let token: string;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.loginAsAdmin();
  adminId = ((await (await t.request('/api/me', { token })).json()) as { id: number }).id;
});
afterAll(async () => t.close());

type Linha = Record<string, unknown> & { reqId?: string; msg?: string };
const linhasDe = (reqId: string | null): Linha[] =>
  t
    .logs()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Linha)
    .filter((l) => l.reqId === reqId);

describe('request log', () => {
  it('writes one line per request, at its end: method, route pattern, status, time, request id, user', async () => {
    const criado = await t.request('/api/clientes', {
      method: 'POST',
      token,
      json: { nome_razao_social: 'Sopro Forte Ltda', cpf_cnpj: '11.444.777/0001-61' },
    });
    const { id } = (await criado.json()) as { id: number };
    const res = await t.request(`/api/clientes/${id}`, {
      method: 'PUT',
      token,
      json: { nome_razao_social: 'Sopro Forte S.A.', cpf_cnpj: '11.444.777/0001-61' },
    });
    expect(res.status).toBe(200);
    const linhas = linhasDe(res.headers.get('x-request-id'));
    expect(linhas).toHaveLength(1);
    expect(linhas[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      method: 'PUT',
      url: '/api/clientes/:id',
      statusCode: 200,
      userId: adminId,
    });
    expect(linhas[0]?.responseTime).toEqual(expect.any(Number));
  });

  it('never writes the query string: a name or CPF searched stays out of the logs', async () => {
    for (const search of ['Joaquim Xavier Pereira', '529.982.247-25']) {
      const res = await t.request(`/api/clientes?page=1&limit=10&search=${encodeURIComponent(search)}`, {
        token,
      });
      expect(res.status).toBe(200);
      expect(linhasDe(res.headers.get('x-request-id'))).toEqual([
        expect.objectContaining({ method: 'GET', url: '/api/clientes', statusCode: 200 }),
      ]);
    }
    const semRota = await t.request('/api/nao-existe?cpf=52998224725', { token });
    expect(semRota.status).toBe(404);
    expect(linhasDe(semRota.headers.get('x-request-id'))).toEqual([
      expect.objectContaining({ url: '/api/nao-existe', statusCode: 404, userId: adminId }),
    ]);
    const logs = t.logs();
    for (const dado of ['Joaquim', 'Xavier', '529.982', '52998224725', 'search=', 'cpf=']) {
      expect(logs).not.toContain(dado);
    }
  });

  it('leaves the user out when nobody signed in', async () => {
    const res = await t.request('/api/health');
    const [linha, ...resto] = linhasDe(res.headers.get('x-request-id'));
    expect(resto).toEqual([]);
    expect(linha).toMatchObject({ url: '/api/health', statusCode: 200 });
    expect(linha).not.toHaveProperty('userId');
  });
});
