import { describe, expect, it } from 'vitest';
import { normalizarTextoLivre, textoLivre } from './texto-livre.ts';

describe('normalizarTextoLivre', () => {
  it('turns typographic characters into their Latin-1 counterparts', () => {
    expect(normalizarTextoLivre('Peça “azul” — lote ‘A’… ok\u00A0fim').texto).toBe(
      'Peça "azul" - lote \'A\'... ok fim',
    );
    expect(normalizarTextoLivre('10\u2009kg \u2212 2 \u2022 item \u2011 x').texto).toBe(
      '10 kg - 2 - item - x',
    );
  });

  it('recomposes decomposed accents and drops invisible characters', () => {
    expect(normalizarTextoLivre('Na\u0303o emitida\u200B ok\u00AD').texto).toBe('Não emitida ok');
    expect(normalizarTextoLivre('ﬁnal ş').texto).toBe('final s');
  });

  it('joins lines with "; ", or a space after punctuation, where the field has no line breaks', () => {
    expect(normalizarTextoLivre('Erro no valor\r\nfaturado  \n\n  corrigir').texto).toBe(
      'Erro no valor; faturado; corrigir',
    );
    expect(normalizarTextoLivre('Primeira frase.\nSegunda\tfrase\u000B').texto).toBe(
      'Primeira frase. Segunda frase',
    );
  });

  it('keeps line breaks where the field accepts them, trimming each line', () => {
    expect(
      normalizarTextoLivre('  Linha 1  \r\n\r\n\r\n\tLinha — 2 ', { quebrasDeLinha: 'manter' }).texto,
    ).toBe('Linha 1\n\nLinha - 2');
  });

  it('refuses what has no counterpart, each character once', () => {
    expect(normalizarTextoLivre('ok 😀 漢 😀')).toEqual({ texto: 'ok', recusados: ['😀', '漢'] });
  });

  it('leaves refused characters in place for the builders, so schema validation names the field', () => {
    expect(textoLivre('ok 😀')).toBe('ok 😀');
    expect(textoLivre('  \n ')).toBeUndefined();
  });
});

describe('textoLivre (builders)', () => {
  it('joins the lines of a name or address with a space, and a running text with "; " when asked', () => {
    expect(textoLivre('Tampa “Premium”\n28 mm')).toBe('Tampa "Premium" 28 mm');
    expect(textoLivre('Pedido 12\nEntregar de manhã', { quebrasDeLinha: 'separar' })).toBe(
      'Pedido 12; Entregar de manhã',
    );
  });
});
