import { describe, expect, it } from 'vitest';
import { proximaDiscriminacao } from './discriminacao';

describe('proximaDiscriminacao', () => {
  it('follows the suggestion while the text is the previous suggestion or empty', () => {
    expect(proximaDiscriminacao('Moagem de PP', 'Moagem de PP', 'Moagem de PP: 10 kg x R$ 2,50/kg')).toBe(
      'Moagem de PP: 10 kg x R$ 2,50/kg',
    );
    expect(proximaDiscriminacao('', 'Moagem de PP', 'Extrusão')).toBe('Extrusão');
    expect(proximaDiscriminacao('  ', 'Moagem de PP', 'Extrusão')).toBe('Extrusão');
  });

  it("keeps the user's own text", () => {
    expect(proximaDiscriminacao('Moagem do lote 42', 'Moagem de PP', 'Extrusão')).toBe('Moagem do lote 42');
  });
});
