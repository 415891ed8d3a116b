import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.ts';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    const rows = parseCsv('codigo,descricao\r\n01,"Cavalos, asininos"\n02,"Diz ""olá""\nfim"\n');
    expect(rows).toEqual([
      { codigo: '01', descricao: 'Cavalos, asininos' },
      { codigo: '02', descricao: 'Diz "olá"\nfim' },
    ]);
  });

  it('keeps leading zeros and accents as text', () => {
    expect(parseCsv('codigo,nome\n0101,São Paulo')).toEqual([{ codigo: '0101', nome: 'São Paulo' }]);
  });
});
