import { describe, expect, it } from 'vitest';
import { zodFormResolver } from '../../../lib/form-resolver';
import {
  CAMPOS_DOS_PRAZOS,
  novaLinhaUf,
  type PrazosFormValues,
  SCHEMA_DOS_PRAZOS,
  valoresDosPrazos,
} from './prazos-form';

const resolver = zodFormResolver(SCHEMA_DOS_PRAZOS);
const ler = (values: PrazosFormValues) =>
  resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the deadlines of clients’ material as the form holds them', () => {
  it('starts from the saved table, days as text', () => {
    expect(
      valoresDosPrazos({
        padrao: { prazo_dias: 180, prorrogacao_dias: 180 },
        por_uf: [{ uf: 'SP', prazo_dias: 180, prorrogacao_dias: 0 }],
      }),
    ).toEqual({
      padrao: { prazo_dias: '180', prorrogacao_dias: '180' },
      por_uf: [{ uf: 'SP', prazo_dias: '180', prorrogacao_dias: '0' }],
    });
  });

  it('adds a UF row with the default days as typed and no UF chosen', () => {
    expect(novaLinhaUf({ prazo_dias: '90', prorrogacao_dias: '' })).toEqual({
      uf: '',
      prazo_dias: '90',
      prorrogacao_dias: '',
    });
  });

  it('sends the days as numbers', async () => {
    const lido = await ler({
      padrao: { prazo_dias: '180', prorrogacao_dias: '180' },
      por_uf: [{ uf: 'MG', prazo_dias: '90', prorrogacao_dias: '0' }],
    });
    expect(lido.errors).toEqual({});
    expect(lido.values).toEqual({
      padrao: { prazo_dias: 180, prorrogacao_dias: 180 },
      por_uf: [{ uf: 'MG', prazo_dias: 90, prorrogacao_dias: 0 }],
    });
  });

  it('refuses a UF chosen twice and a default of 0 days under their cells, with the server’s words', async () => {
    const lido = await ler({
      padrao: { prazo_dias: '0', prorrogacao_dias: '180' },
      por_uf: [
        { uf: 'SP', prazo_dias: '180', prorrogacao_dias: '0' },
        { uf: 'SP', prazo_dias: '90', prorrogacao_dias: '0' },
      ],
    });
    expect(lido.errors).toMatchObject({
      padrao: { prazo_dias: { message: 'O prazo deve ser de pelo menos 1 dia.' } },
      por_uf: [undefined, { uf: { message: 'A UF SP aparece mais de uma vez.' } }],
    });
  });

  it('refuses a row whose UF was not chosen', async () => {
    const lido = await ler({
      padrao: { prazo_dias: '180', prorrogacao_dias: '180' },
      por_uf: [{ uf: '', prazo_dias: '180', prorrogacao_dias: '0' }],
    });
    expect(lido.errors).toMatchObject({ por_uf: [{ uf: { message: 'UF inválida.' } }] });
  });

  it('knows every cell the server may name, down to the row of the 27th UF', () => {
    expect(CAMPOS_DOS_PRAZOS).toContain('padrao.prorrogacao_dias');
    expect(CAMPOS_DOS_PRAZOS).toContain('por_uf.26.uf');
    expect(CAMPOS_DOS_PRAZOS).not.toContain('por_uf.27.uf');
    expect(CAMPOS_DOS_PRAZOS).toHaveLength(2 + 27 * 3);
  });
});
