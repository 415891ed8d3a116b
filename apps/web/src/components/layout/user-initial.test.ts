import { describe, expect, it } from 'vitest';
import { userInitial } from './user-initial';

describe('userInitial', () => {
  it('is the first letter of the name, upper-cased', () => {
    expect(userInitial('Administrador')).toBe('A');
    expect(userInitial('  érica souza')).toBe('É');
  });

  it('falls back to ? for an empty name', () => {
    expect(userInitial('   ')).toBe('?');
  });
});
