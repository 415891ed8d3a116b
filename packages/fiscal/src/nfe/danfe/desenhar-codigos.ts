import bwipjs from 'bwip-js/node';

/**
 * Códigos de barras dos documentos auxiliares desenhados como vetores no PDF (retângulos), não como imagem: a
 * impressão sai nítida em qualquer resolução, o arquivo fica menor e não há PNG para codificar. O bwip-js só
 * calcula as barras (raw); o desenho é feito aqui com o pdfkit.
 */

/** O mínimo do documento pdfkit usado para desenhar. */
export interface SuperficieDesenho {
  rect(x: number, y: number, w: number, h: number): unknown;
  fill(cor?: string): unknown;
}

interface BarrasLineares {
  sbs: number[];
}

interface MatrizPontos {
  pixs: number[];
  pixx: number;
  pixy: number;
}

/**
 * CODE-128 da chave de acesso. Com 44 dígitos o bwip-js escolhe o conjunto C inteiro (pares de dígitos), o
 * exigido pelo MOC para o DANFE. Desenha dentro de largura x altura, centralizado, com o módulo (barra mais fina)
 * o mais largo que couber.
 */
// A mesma chave se repete em todas as folhas do DANFE: guarda as barras da última.
let ultimo: { texto: string; sbs: number[] } | undefined;

function barras(texto: string): number[] {
  if (ultimo?.texto === texto) return ultimo.sbs;
  const [simbolo] = bwipjs.raw({ bcid: 'code128', text: texto }) as BarrasLineares[];
  if (!simbolo?.sbs) throw new Error('Não foi possível gerar o código de barras da chave de acesso.');
  ultimo = { texto, sbs: simbolo.sbs };
  return simbolo.sbs;
}

export function desenharCode128(
  doc: SuperficieDesenho,
  texto: string,
  x: number,
  y: number,
  largura: number,
  altura: number,
): void {
  const sbs = barras(texto);
  const modulos = sbs.reduce((soma, largura) => soma + largura, 0);
  const modulo = largura / modulos;
  let posicao = x;
  // sbs alterna barra, espaço, barra... começando por barra.
  sbs.forEach((largura, indice) => {
    if (indice % 2 === 0) doc.rect(posicao, y, largura * modulo, altura);
    posicao += largura * modulo;
  });
  doc.fill('#000000');
}

/** QR Code (nível de correção M) desenhado como quadrados, dentro de um quadrado de lado `tamanho`. */
export function desenharQrCode(doc: SuperficieDesenho, texto: string, x: number, y: number, tamanho: number) {
  const [matriz] = bwipjs.raw('qrcode', texto, 'eclevel=M') as MatrizPontos[];
  if (!matriz?.pixs) throw new Error('Não foi possível gerar o QR Code.');
  const lado = tamanho / Math.max(matriz.pixx, matriz.pixy);
  for (let linha = 0; linha < matriz.pixy; linha++) {
    let inicio = -1;
    // Cada sequência de pontos pretos da linha vira um só retângulo: menos operadores no PDF.
    for (let coluna = 0; coluna <= matriz.pixx; coluna++) {
      const preto = coluna < matriz.pixx && matriz.pixs[linha * matriz.pixx + coluna] === 1;
      if (preto && inicio < 0) inicio = coluna;
      if (!preto && inicio >= 0) {
        doc.rect(x + inicio * lado, y + linha * lado, (coluna - inicio) * lado, lado);
        inicio = -1;
      }
    }
  }
  doc.fill('#000000');
}
