import {
  A4,
  escreverLinha,
  FONTE,
  FONTE_NEGRITO,
  fonte,
  type Pdf,
  quebrarLinhas,
} from '../../nfe/danfe/desenho-pdf.ts';

/** Grade do DANFSe: quatro colunas de rótulo e valor em A4, como o DANFSe v1.0 do Emissor Nacional. */

export const MARGEM = 14;
export const LARGURA = A4.largura - 2 * MARGEM;
export const COLUNA = LARGURA / 4;
export const ROTULO = 6.5;
export const VALOR = 7.5;
export const ENTRELINHA = 8.6;
export const VAZIO = '-';

export interface Celula {
  rotulo: string;
  valor: string | undefined;
  /** Quantas das 4 colunas ocupa (padrão 1). */
  colunas?: number;
  /** Máximo de linhas do valor (padrão 1; o resto vira reticências). */
  linhas?: number;
  negrito?: boolean;
}

export class Pagina {
  y = MARGEM;

  constructor(private readonly doc: Pdf) {}

  separador(): void {
    this.doc
      .lineWidth(0.6)
      .moveTo(MARGEM, this.y)
      .lineTo(MARGEM + LARGURA, this.y)
      .stroke();
    this.y += 2;
  }

  titulo(texto: string): void {
    fonte(this.doc, FONTE_NEGRITO, 8);
    escreverLinha(this.doc, texto, MARGEM + 4, this.y + 1, LARGURA - 8);
    this.y += 11;
  }

  /** Uma fileira de células; `tituloSecao` ocupa o lugar do rótulo da primeira coluna (EMITENTE DA NFS-e...). */
  fileira(celulas: readonly Celula[], tituloSecao?: string): void {
    let x = MARGEM + 4;
    let altura = 0;
    for (const [indice, celula] of celulas.entries()) {
      const largura = COLUNA * (celula.colunas ?? 1) - 6;
      if (indice === 0 && tituloSecao) {
        fonte(this.doc, FONTE_NEGRITO, 8);
        escreverLinha(this.doc, tituloSecao, x, this.y + 1, largura);
      } else {
        fonte(this.doc, FONTE_NEGRITO, ROTULO);
        escreverLinha(this.doc, celula.rotulo, x, this.y + 1, largura);
      }
      fonte(this.doc, celula.negrito ? FONTE_NEGRITO : FONTE, celula.negrito ? VALOR + 0.5 : VALOR);
      const valor =
        celula.valor === undefined || celula.valor === '' ? (celula.rotulo ? VAZIO : '') : celula.valor;
      const linhas = quebrarLinhas(this.doc, valor, largura);
      const maximo = celula.linhas ?? 1;
      const visiveis = linhas.slice(0, maximo);
      if (linhas.length > maximo) visiveis[maximo - 1] = `${visiveis[maximo - 1]}...`;
      const deslocamento = indice === 0 && tituloSecao ? 10 : 8.5;
      visiveis.forEach((linha, i) => {
        escreverLinha(this.doc, linha, x, this.y + deslocamento + i * ENTRELINHA, largura);
      });
      altura = Math.max(altura, deslocamento + visiveis.length * ENTRELINHA);
      x += COLUNA * (celula.colunas ?? 1);
    }
    this.y += altura + 3;
  }

  /** Texto corrido em toda a largura (descrição do serviço, informações complementares). */
  paragrafo(rotulo: string, texto: string): void {
    fonte(this.doc, FONTE_NEGRITO, ROTULO);
    escreverLinha(this.doc, rotulo, MARGEM + 4, this.y + 1, LARGURA - 8);
    fonte(this.doc, FONTE, VALOR);
    const linhas = quebrarLinhas(this.doc, texto || VAZIO, LARGURA - 8);
    linhas.forEach((linha, i) => {
      escreverLinha(this.doc, linha, MARGEM + 4, this.y + 8.5 + i * ENTRELINHA, LARGURA - 8);
    });
    this.y += 8.5 + linhas.length * ENTRELINHA + 3;
  }

  centralizado(texto: string, tamanho = VALOR): void {
    fonte(this.doc, FONTE, tamanho);
    escreverLinha(this.doc, texto, MARGEM, this.y + 1, LARGURA, 'center');
    this.y += tamanho + 3;
  }
}
