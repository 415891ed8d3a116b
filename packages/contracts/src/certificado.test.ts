import { describe, expect, it } from 'vitest';
import { avisoDeVencimentoDoCertificado, dataDoCertificado } from './certificado.ts';

describe('avisoDeVencimentoDoCertificado', () => {
  // 2027-03-01T02:59:59Z is still 28/02/2027 in Brasília.
  const valido_ate = '2027-03-01T02:59:59.000Z';

  it('says nothing until 30 days before the expiry', () => {
    expect(avisoDeVencimentoDoCertificado(null)).toBeNull();
    expect(avisoDeVencimentoDoCertificado({ valido_ate, dias_restantes: 31 })).toBeNull();
  });

  it('counts the days down with the last day in Brasília, then says it expired', () => {
    expect(dataDoCertificado(valido_ate)).toBe('28/02/2027');
    expect(avisoDeVencimentoDoCertificado({ valido_ate, dias_restantes: 30 })).toBe(
      'O certificado digital vence em 30 dias (28/02/2027).',
    );
    expect(avisoDeVencimentoDoCertificado({ valido_ate, dias_restantes: 1 })).toBe(
      'O certificado digital vence em 1 dia (28/02/2027).',
    );
    expect(avisoDeVencimentoDoCertificado({ valido_ate, dias_restantes: 0 })).toBe(
      'O certificado digital vence hoje (28/02/2027).',
    );
    expect(avisoDeVencimentoDoCertificado({ valido_ate, dias_restantes: -3 })).toBe(
      'O certificado digital venceu em 28/02/2027.',
    );
  });
});
