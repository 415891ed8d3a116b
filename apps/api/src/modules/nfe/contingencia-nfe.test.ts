import { describe, expect, test } from 'vitest';
import { envioIncertoApos, podeIrParaContingencia } from './contingencia-nfe.ts';

const esperando = {
  status: 'Processando' as const,
  contingencia: null,
  envioIncerto: false,
  recibo: null,
  cStat: '217',
};

describe('when a note sent in normal mode may go to the SVC', () => {
  test('a 217 after an unanswered send never settles it: only a conclusive answer does', () => {
    const naoConsta = { situacao: 'pendente', motivo: '217', cStat: '217' } as const;
    expect(envioIncertoApos(true, { ...naoConsta, podeEstarNaSefaz: false })).toBe(true);
    expect(envioIncertoApos(false, { ...naoConsta, podeEstarNaSefaz: true })).toBe(true);
    expect(envioIncertoApos(false, { ...naoConsta, podeEstarNaSefaz: false })).toBe(false);
    expect(envioIncertoApos(true, { situacao: 'rejeitada', cStat: '225', xMotivo: 'Falha no schema' })).toBe(
      false,
    );
  });

  test('not while a send may be at SEFAZ, nor while a batch receipt is unresolved', () => {
    expect(podeIrParaContingencia(esperando)).toBe(true);
    expect(podeIrParaContingencia({ ...esperando, envioIncerto: true })).toBe(false);
    expect(podeIrParaContingencia({ ...esperando, recibo: '351000000000001' })).toBe(false);
  });
});
