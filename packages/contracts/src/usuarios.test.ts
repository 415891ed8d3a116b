import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZUsuarioCreate, ZUsuarioUpdate } from './usuarios.ts';

const base = { nome: 'Ana', email: 'Ana.Souza@Empresa.local', id_perfil: 2 };
const mensagensDaSenha = (input: Record<string, unknown>, schema: z.ZodType = ZUsuarioCreate) =>
  schema
    .safeParse(input)
    .error?.issues.filter((i) => i.path[0] === 'senha')
    .map((i) => i.message) ?? [];

describe('user password policy (ASVS V6.2)', () => {
  it('asks for at least 10 characters and at most 128', () => {
    expect(mensagensDaSenha({ ...base, senha: 'curta-123' })).toEqual([
      'A senha deve ter pelo menos 10 caracteres.',
    ]);
    expect(mensagensDaSenha({ ...base, senha: 'extrusora-'.repeat(13).slice(0, 129) })).toEqual([
      'A senha deve ter no máximo 128 caracteres.',
    ]);
  });

  it('refuses a password of spaces only', () => {
    expect(mensagensDaSenha({ ...base, senha: ' '.repeat(12) })).toEqual([
      'A senha não pode ser só de espaços.',
    ]);
  });

  it('refuses the common passwords of 10+ characters, in any case, and one character repeated', () => {
    for (const senha of [
      '1234567890',
      'QwertyUiop',
      'Senha12345',
      'password123',
      'admin12345',
      'Brasil2024',
    ]) {
      expect(mensagensDaSenha({ ...base, senha })).toEqual(['Senha muito comum: escolha outra.']);
    }
    expect(mensagensDaSenha({ ...base, senha: 'zzzzzzzzzzzz' })).toEqual([
      'Senha muito comum: escolha outra.',
    ]);
  });

  it("refuses the user's e-mail or the name before its @, in any case, under the password field", () => {
    const igual = ['A senha não pode ser o e-mail nem a parte dele antes do @.'];
    expect(mensagensDaSenha({ ...base, senha: 'ana.souza@empresa.local' })).toEqual(igual);
    expect(mensagensDaSenha({ ...base, senha: 'ANA.SOUZA@EMPRESA.LOCAL' })).toEqual(igual);
    expect(
      mensagensDaSenha({ ...base, email: 'expedicao.norte@empresa.local', senha: 'Expedicao.Norte' }),
    ).toEqual(igual);
    expect(mensagensDaSenha({ ...base, senha: 'ana.souza@empresa.local' }, ZUsuarioUpdate)).toEqual(igual);
    // Checked with the other fields wrong too, so the form shows it at once.
    expect(mensagensDaSenha({ ...base, nome: '', senha: 'ana.souza@empresa.local' })).toEqual(igual);
  });

  it('accepts a long passphrase, and on edit a blank password means no change', () => {
    expect(ZUsuarioCreate.parse({ ...base, senha: 'extrusora-azul-7' }).senha).toBe('extrusora-azul-7');
    expect(ZUsuarioCreate.parse({ ...base, senha: 'ana.souza-extrusora' }).senha).toBe('ana.souza-extrusora');
    expect(ZUsuarioUpdate.parse({ ...base, senha: '' }).senha).toBeUndefined();
    expect(ZUsuarioUpdate.parse({ ...base }).senha).toBeUndefined();
  });
});
