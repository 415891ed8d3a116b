import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buscarUF, cUFDaSigla, isSiglaUF, siglaDoCUF, UFS } from './uf.ts';

// Cópia de reference/estados-ibge.csv (IBGE), a fonte da tabela em uf.ts.
const csv = readFileSync(new URL('../../test/fixtures/reference/estados-ibge.csv', import.meta.url), 'utf8');
const linhas = csv
  .trim()
  .split(/\r?\n/)
  .slice(1)
  .map((linha) => linha.split(','));

describe('UFs', () => {
  it('tem as 27 UFs exatamente como na tabela do IBGE', () => {
    expect(UFS).toHaveLength(27);
    expect(UFS.map((uf) => [uf.cUF, uf.sigla, uf.nome])).toEqual(linhas);
  });

  it('converte sigla e código', () => {
    expect(cUFDaSigla('SP')).toBe('35');
    expect(cUFDaSigla('rs')).toBe('43');
    expect(siglaDoCUF('53')).toBe('DF');
    expect(siglaDoCUF(11)).toBe('RO');
    expect(buscarUF('31')?.nome).toBe('Minas Gerais');
    expect(buscarUF('pe')?.cUF).toBe('26');
    expect(isSiglaUF('AM')).toBe(true);
  });

  it('recusa o que não é UF (91 é o Ambiente Nacional, não uma UF)', () => {
    expect(() => cUFDaSigla('XX')).toThrow(RangeError);
    expect(() => siglaDoCUF('91')).toThrow(RangeError);
    expect(buscarUF('EX')).toBeUndefined();
    expect(isSiglaUF('sp')).toBe(false);
  });
});
