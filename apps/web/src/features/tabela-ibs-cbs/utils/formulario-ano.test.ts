import type { TAnoIbsCbs } from '@erp/contracts/tabela-ibs-cbs';
import { describe, expect, it } from 'vitest';
import { esquemaDoAno, MENSAGEM_ANO_REPETIDO, proximoAno, valoresIniciais } from './formulario-ano';

const ANO_2027: TAnoIbsCbs = {
  ano: 2027,
  p_ibs_uf: '0.05',
  p_ibs_mun: '0.05',
  p_cbs: '8.70',
  ibscbs_simples: true,
  pis_cofins_regime_normal: false,
  fonte: 'LC 214/2025, art. 344',
  provisoria: true,
  atualizado_em: '2026-11-29T09:00:00.000Z',
  atualizado_por: null,
};
const ANO_2026: TAnoIbsCbs = { ...ANO_2027, ano: 2026, p_cbs: '0.90', provisoria: false };

describe('the year form', () => {
  it('offers the year after the last one for a new row, the first of the transition on an empty table', () => {
    expect(proximoAno([2026, 2027])).toBe(2028);
    expect(proximoAno([])).toBe(2026);
  });

  it("edits a year with its own figures, and starts a new one from the last year's rates without its source", () => {
    expect(valoresIniciais(ANO_2027, [ANO_2026, ANO_2027])).toEqual({
      ano: '2027',
      p_ibs_uf: '0.05',
      p_ibs_mun: '0.05',
      p_cbs: '8.70',
      ibscbs_simples: true,
      pis_cofins_regime_normal: false,
      fonte: 'LC 214/2025, art. 344',
      provisoria: true,
    });
    expect(valoresIniciais(undefined, [ANO_2026, ANO_2027])).toMatchObject({
      ano: '2028',
      p_cbs: '8.70',
      fonte: '',
      provisoria: false,
    });
  });

  it('sends the year as a number and the rates as typed decimals', () => {
    const resultado = esquemaDoAno([]).safeParse({ ...valoresIniciais(ANO_2027, []), p_cbs: '8.8' });
    expect(resultado.success && resultado.data).toMatchObject({ ano: 2027, p_cbs: '8.8', provisoria: true });
  });

  it('refuses a new year already in the table, which the PUT would silently replace', () => {
    const resultado = esquemaDoAno([2026, 2027]).safeParse({
      ...valoresIniciais(undefined, []),
      ano: '2027',
    });
    expect(resultado.success).toBe(false);
    expect(resultado.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([
      'ano',
      MENSAGEM_ANO_REPETIDO,
    ]);
  });

  it('refuses a rate with more than 4 places under its field', () => {
    const resultado = esquemaDoAno([]).safeParse({ ...valoresIniciais(ANO_2027, []), p_ibs_uf: '0.12345' });
    expect(resultado.error?.issues[0]?.path).toEqual(['p_ibs_uf']);
  });
});
