import { describe, expect, it } from 'vitest';
import { desenharCode128, desenharQrCode, type SuperficieDesenho } from './desenhar-codigos.ts';

function superficie() {
  const retangulos: { x: number; y: number; w: number; h: number }[] = [];
  const cores: (string | undefined)[] = [];
  const doc: SuperficieDesenho = {
    rect: (x, y, w, h) => retangulos.push({ x, y, w, h }),
    fill: (cor) => cores.push(cor),
  };
  return { doc, retangulos, cores };
}

describe('desenharCode128', () => {
  const chave = '43180906929383000163550010000000261000010301';

  it('codifica os 44 dígitos no conjunto C: Start C, 22 pares, DV e Stop, ocupando a largura pedida', () => {
    const { doc, retangulos, cores } = superficie();
    desenharCode128(doc, chave, 10, 20, 277, 30);
    // 24 símbolos de 3 barras (start, 22 pares, DV) e o stop com 4 barras.
    expect(retangulos).toHaveLength(24 * 3 + 4);
    const modulo = 277 / (24 * 11 + 13);
    // Start C = 2 1 1 2 3 2 (barra, espaço, barra, espaço, barra, espaço), em módulos.
    const [b1, b2, b3] = retangulos;
    expect(b1?.w).toBeCloseTo(2 * modulo);
    expect(b2?.x).toBeCloseTo(10 + 3 * modulo);
    expect(b2?.w).toBeCloseTo(1 * modulo);
    expect(b3?.x).toBeCloseTo(10 + 6 * modulo);
    expect(b3?.w).toBeCloseTo(3 * modulo);
    const ultima = retangulos.at(-1);
    expect((ultima?.x ?? 0) + (ultima?.w ?? 0)).toBeCloseTo(287);
    expect(retangulos.every((r) => r.y === 20 && r.h === 30)).toBe(true);
    expect(cores).toEqual(['#000000']);
  });

  it('chaves diferentes geram barras diferentes', () => {
    const a = superficie();
    const b = superficie();
    desenharCode128(a.doc, chave, 0, 0, 277, 30);
    desenharCode128(b.doc, chave.replace(/1$/, '2'), 0, 0, 277, 30);
    expect(a.retangulos).not.toEqual(b.retangulos);
  });
});

describe('desenharQrCode', () => {
  it('desenha um QR Code quadrado dentro do tamanho pedido, com os três padrões de posição', () => {
    const { doc, retangulos } = superficie();
    desenharQrCode(doc, 'https://www.nfse.gov.br/ConsultaPublica/?tpc=1&chave=1', 100, 200, 58);
    expect(retangulos.length).toBeGreaterThan(50);
    const direita = Math.max(...retangulos.map((r) => r.x + r.w));
    const baixo = Math.max(...retangulos.map((r) => r.y + r.h));
    expect(direita).toBeCloseTo(158);
    expect(baixo).toBeCloseTo(258);
    // Linha 0: padrões de posição (7 módulos pretos) nos dois cantos.
    const primeiraLinha = retangulos.filter((r) => r.y === 200);
    const modulo = (primeiraLinha[0]?.w ?? 0) / 7;
    const ultimo = primeiraLinha.at(-1);
    expect(primeiraLinha[0]?.x).toBe(100);
    expect(ultimo?.w).toBeCloseTo(7 * modulo);
    expect((ultimo?.x ?? 0) + (ultimo?.w ?? 0)).toBeCloseTo(158);
    // Lado do símbolo em módulos: 21 + 4 por versão.
    const lado = Math.round(58 / modulo);
    expect(58 / modulo).toBeCloseTo(lado);
    expect((lado - 21) % 4).toBe(0);
  });
});
