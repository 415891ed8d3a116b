import type { TestApp } from './test-app.ts';

/** A user of profile Operador, created by the admin through the API, signed in: what the role tests act as. */
export async function entrarComoOperador(
  t: TestApp,
  tokenDoAdmin: string,
  pessoa: { nome: string; email: string; senha: string },
): Promise<{ id: number; token: string }> {
  const perfis = (await (await t.request('/api/preferencias/perfis', { token: tokenDoAdmin })).json()) as {
    id: number;
    nome: string;
  }[];
  const criado = await t.request('/api/usuarios', {
    method: 'POST',
    token: tokenDoAdmin,
    json: { ...pessoa, id_perfil: perfis.find((p) => p.nome === 'Operador')?.id },
  });
  if (criado.status !== 201) throw new Error(`operador não criado: ${criado.status}`);
  const { id } = (await criado.json()) as { id: number };
  const login = await t.request('/api/login', {
    method: 'POST',
    json: { email: pessoa.email, senha: pessoa.senha },
  });
  if (login.status !== 200) throw new Error(`login do operador falhou: ${login.status}`);
  return { id, token: ((await login.json()) as { token: string }).token };
}
