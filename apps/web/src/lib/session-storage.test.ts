import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, isTokenChange, readStoredSession, saveSession } from './session-storage';

const user = { id: 1, nome: 'Ana', email: 'ana@empresa.local', perfil: 'Administrador' };

beforeEach(() => {
  const items = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
    removeItem: (key: string) => items.delete(key),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('session storage', () => {
  it('stores the session under the keys user and token, and reads it back', () => {
    saveSession({ user, token: 't0k3n' });
    expect(localStorage.getItem('token')).toBe('t0k3n');
    expect(JSON.parse(localStorage.getItem('user') ?? '')).toEqual(user);
    expect(readStoredSession()).toEqual({ user, token: 't0k3n' });
  });

  it('ignores a session without a token or with an unreadable user', () => {
    localStorage.setItem('user', JSON.stringify(user));
    expect(readStoredSession()).toBeNull();
    localStorage.setItem('token', 't0k3n');
    localStorage.setItem('user', '{not json');
    expect(readStoredSession()).toBeNull();
    localStorage.setItem('user', JSON.stringify({ nome: 'sem id' }));
    expect(readStoredSession()).toBeNull();
  });

  it('clears both keys', () => {
    saveSession({ user, token: 't0k3n' });
    clearSession();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("notices another tab's sign-in or sign-out but not a refreshed user", () => {
    expect(isTokenChange({ key: 'token', oldValue: 'a', newValue: null })).toBe(true);
    expect(isTokenChange({ key: 'token', oldValue: null, newValue: 'b' })).toBe(true);
    expect(isTokenChange({ key: null, oldValue: null, newValue: null })).toBe(true);
    expect(isTokenChange({ key: 'user', oldValue: '{}', newValue: '{"nome":"x"}' })).toBe(false);
  });
});
