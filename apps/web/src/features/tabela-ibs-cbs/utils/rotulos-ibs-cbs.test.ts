import { describe, expect, it } from 'vitest';
import { textoDaAliquota, textoDaAlteracao, textoDoValor } from './rotulos-ibs-cbs';

describe('the IBS/CBS table as the screen shows it', () => {
  it('shows the rates the Brazilian way, with the places the API keeps', () => {
    expect(textoDaAliquota('8.70')).toBe('8,70');
    expect(textoDaAliquota('0.05')).toBe('0,05');
    expect(textoDaAliquota('0.1250')).toBe('0,125');
    expect(textoDaAliquota('0.00')).toBe('0,00');
  });

  it('reads the booleans in the words of each column', () => {
    expect(textoDoValor('pis_cofins_regime_normal', true)).toBe('Devidos');
    expect(textoDoValor('pis_cofins_regime_normal', false)).toBe('Extintos');
    expect(textoDoValor('ibscbs_simples', true)).toBe('Sim');
    expect(textoDoValor('provisoria', false)).toBe('Não');
  });
});

describe('a change in the history', () => {
  it('names the field as the table does, old value then new', () => {
    expect(textoDaAlteracao({ campo: 'p_cbs', antigo: '8.70', novo: '8.80' })).toBe('CBS %: 8,70 → 8,80');
    expect(textoDaAlteracao({ campo: 'provisoria', antigo: true, novo: false })).toBe(
      'Provisória: Sim → Não',
    );
    expect(textoDaAlteracao({ campo: 'pis_cofins_regime_normal', antigo: true, novo: false })).toBe(
      'PIS/COFINS no regime normal: Devidos → Extintos',
    );
  });

  it('shows a created year as coming from nothing, and a field it does not know by its own name', () => {
    expect(textoDaAlteracao({ campo: 'p_ibs_mun', antigo: null, novo: '0.05' })).toBe(
      'IBS Município %: (vazio) → 0,05',
    );
    expect(textoDaAlteracao({ campo: 'outro', antigo: 'a', novo: 'b' })).toBe('outro: a → b');
  });
});
