import { describe, expect, it } from 'vitest';
import { gerarCNF } from './cnf.ts';

describe('gerarCNF', () => {
  it('gera 8 dígitos com zeros à esquerda', () => {
    expect(gerarCNF(26, () => 1030)).toBe('00001030');
    expect(gerarCNF(26, () => 99_999_999)).toBe('99999999');
  });

  it('sorteia de novo quando o sorteio coincide com o nNF', () => {
    const sorteios = [26, 26, 4321];
    let chamadas = 0;
    const cnf = gerarCNF('26', () => {
      chamadas++;
      return sorteios.shift() as number;
    });
    expect(cnf).toBe('00004321');
    expect(chamadas).toBe(3);
  });

  it('compara como número: nNF 000000026 e cNF 00000026 são iguais', () => {
    const sorteios = [26, 27];
    expect(gerarCNF('000000026', () => sorteios.shift() as number)).toBe('00000027');
  });

  it('usa o gerador criptográfico por padrão e nunca devolve o nNF', () => {
    const vistos = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const cnf = gerarCNF(12345678);
      expect(cnf).toMatch(/^[0-9]{8}$/);
      expect(cnf).not.toBe('12345678');
      vistos.add(cnf);
    }
    // 200 sorteios em 10^8 valores: repetição é praticamente impossível com uma fonte aleatória de verdade.
    expect(vistos.size).toBeGreaterThan(195);
  });

  it('recusa nNF fora de 1..999999999 e sorteio fora do intervalo', () => {
    expect(() => gerarCNF(0)).toThrow(RangeError);
    expect(() => gerarCNF(1_000_000_000)).toThrow(RangeError);
    expect(() => gerarCNF('abc')).toThrow(RangeError);
    expect(() => gerarCNF(1, () => 100_000_000)).toThrow(RangeError);
  });
});
