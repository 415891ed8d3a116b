import { describe, expect, it } from 'vitest';
import { textoDoPdf, trechosDoPdf } from '../../../test/support/texto-pdf.ts';
import {
  ajustarTexto,
  criarPdf,
  escreverLinha,
  FONTE,
  FONTE_NEGRITO,
  fonte,
  largura,
  quebrarLinhas,
} from './desenho-pdf.ts';

function documento() {
  const pdf = criarPdf({ titulo: 'teste', compress: false });
  pdf.doc.addPage({ size: 'A4', margin: 0 });
  return pdf;
}

describe('desenho-pdf', () => {
  it('escreve texto com acentos e os tipográficos do cp1252, legível no PDF e com a fonte nos recursos', async () => {
    const { doc, concluir } = documento();
    fonte(doc, FONTE, 8);
    escreverLinha(doc, 'Ação – “Peças” 1.234,56 €', 10, 10, 500);
    fonte(doc, FONTE_NEGRITO, 8);
    escreverLinha(doc, 'Negrito', 10, 30, 500);
    const pdf = await concluir();
    expect(trechosDoPdf(pdf)).toEqual(['Ação – “Peças” 1.234,56 €', 'Negrito']);
    const bruto = pdf.toString('latin1');
    expect(bruto).toMatch(/\/BaseFont \/Helvetica\b/);
    expect(bruto).toMatch(/\/BaseFont \/Helvetica-Bold\b/);
  });

  it('caracteres fora do WinAnsi viram "?" em vez de quebrar o PDF', async () => {
    const { doc, concluir } = documento();
    fonte(doc, FONTE, 8);
    escreverLinha(doc, 'Peça 🚀 ok', 10, 10, 500);
    expect(textoDoPdf(await concluir())).toBe('Peça ?? ok');
  });

  it('corta com reticências o que não cabe e alinha à direita pela largura medida', async () => {
    const { doc, concluir } = documento();
    fonte(doc, FONTE, 10);
    const longo = 'INDUSTRIALIZACAO POR ENCOMENDA DE PECAS PLASTICAS';
    const cortado = ajustarTexto(doc, longo, 100);
    expect(cortado.endsWith('…')).toBe(true);
    expect(largura(doc, cortado)).toBeLessThanOrEqual(100);
    expect(largura(doc, `${cortado.slice(0, -1)}X…`)).toBeGreaterThan(100);
    escreverLinha(doc, '1.234,56', 0, 0, 200, 'right');
    const conteudo = (await concluir()).toString('latin1');
    const x = Number(/BT 1 0 0 1 ([0-9.]+) /.exec(conteudo)?.[1]);
    expect(x).toBeCloseTo(200 - largura(doc, '1.234,56'), 3);
  });

  it('quebra linhas pela largura, respeita quebras do texto e parte palavras maiores que a linha', () => {
    const { doc } = documento();
    fonte(doc, FONTE, 10);
    const linhas = quebrarLinhas(doc, 'uma duas tres\nquatro AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 60);
    expect(linhas[0]).toBe('uma duas');
    expect(linhas[1]).toBe('tres');
    expect(linhas[2]).toBe('quatro');
    expect(linhas.slice(3).join('')).toBe('A'.repeat(40));
    for (const linha of linhas) expect(largura(doc, linha)).toBeLessThanOrEqual(60);
  });
});
