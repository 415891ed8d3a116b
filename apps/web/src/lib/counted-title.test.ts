import { describe, expect, it } from 'vitest';
import { countedTitle } from './counted-title';

describe('countedTitle', () => {
  it('adds the count once known', () => {
    expect(countedTitle('Gerenciamento de Produtos', 12)).toBe('Gerenciamento de Produtos (12 no total)');
    expect(countedTitle('Gerenciamento de Produtos', 0)).toBe('Gerenciamento de Produtos (0 no total)');
    expect(countedTitle('Gerenciamento de Produtos', undefined)).toBe('Gerenciamento de Produtos');
  });
});
