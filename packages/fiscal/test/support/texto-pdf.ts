import { inflateSync } from 'node:zlib';

/**
 * Leitura mínima de PDFs gerados pelo pdfkit, para os testes: texto de cada operador de texto (Tj/TJ) com as
 * fontes padrão (WinAnsiEncoding) e número de páginas. Lê fluxos comprimidos (FlateDecode) e não comprimidos.
 */

// WinAnsiEncoding (cp1252) de 0x80 a 0x9F, na ordem dos códigos; o resto coincide com o Latin-1.
const CP1252_80_9F = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

function decodificarHex(hex: string): string {
  let texto = '';
  for (let i = 0; i + 1 < hex.length; i += 2) {
    const codigo = Number.parseInt(hex.slice(i, i + 2), 16);
    texto += codigo >= 0x80 && codigo <= 0x9f ? CP1252_80_9F[codigo - 0x80] : String.fromCharCode(codigo);
  }
  return texto;
}

function fluxos(pdf: Buffer): string[] {
  const resultado: string[] = [];
  const texto = pdf.toString('latin1');
  const padrao = /<<([\s\S]*?)>>\s*stream\r?\n/g;
  for (let achado = padrao.exec(texto); achado; achado = padrao.exec(texto)) {
    const inicio = achado.index + achado[0].length;
    const fim = texto.indexOf('endstream', inicio);
    const bruto = pdf.subarray(inicio, fim);
    if (/\/FlateDecode/.test(achado[1] ?? '')) {
      try {
        resultado.push(inflateSync(bruto).toString('latin1'));
      } catch {
        // fluxo de imagem ou corrompido: não tem texto
      }
    } else {
      resultado.push(bruto.toString('latin1'));
    }
  }
  return resultado;
}

/** Cada string desenhada (um TJ/Tj = um trecho de texto), na ordem do conteúdo. */
export function trechosDoPdf(pdf: Buffer): string[] {
  const trechos: string[] = [];
  for (const fluxo of fluxos(pdf)) {
    const operadores = /\[((?:<[0-9a-fA-F]*>|\s|-?[0-9.]+)*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g;
    for (let op = operadores.exec(fluxo); op; op = operadores.exec(fluxo)) {
      const hexes =
        op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1] ?? '') : [op[2] ?? ''];
      trechos.push(hexes.map(decodificarHex).join(''));
    }
  }
  return trechos;
}

/** Todo o texto do PDF, um trecho por linha. */
export function textoDoPdf(pdf: Buffer): string {
  return trechosDoPdf(pdf).join('\n');
}

/** Número de páginas (objetos /Type /Page). */
export function paginasDoPdf(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g) ?? []).length;
}
