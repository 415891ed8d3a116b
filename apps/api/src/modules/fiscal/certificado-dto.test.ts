import { describe, expect, it } from 'vitest';
import { diasRestantes } from './certificado-dto.ts';

describe('diasRestantes', () => {
  it('counts Brasília calendar days, not 24-hour periods', () => {
    // Ends 28/02 23:59:59 in Brasília (02:59:59Z the next day).
    const validoAte = new Date('2027-03-01T02:59:59Z');
    expect(diasRestantes(validoAte, new Date('2027-02-28T03:00:00Z'))).toBe(0);
    expect(diasRestantes(validoAte, new Date('2027-02-28T02:59:59Z'))).toBe(1);
    expect(diasRestantes(validoAte, new Date('2027-01-29T12:00:00Z'))).toBe(30);
    expect(diasRestantes(validoAte, new Date('2027-03-01T03:00:00Z'))).toBe(-1);
  });
});
