import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('Correta-Cavalo-42');
    expect(hash.startsWith('scrypt$131072$8$1$')).toBe(true);
    await expect(verifyPassword('Correta-Cavalo-42', hash)).resolves.toBe(true);
    await expect(verifyPassword('correta-cavalo-42', hash)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('mesma-senha-1'), hashPassword('mesma-senha-1')]);
    expect(a).not.toBe(b);
  });

  it('refuses a malformed stored hash', async () => {
    await expect(verifyPassword('x', 'bcrypt$abc')).resolves.toBe(false);
  });
});
