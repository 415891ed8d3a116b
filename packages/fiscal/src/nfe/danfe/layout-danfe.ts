import { A4, type Alinhamento, escreverLinha, FONTE, FONTE_NEGRITO, fonte, type Pdf } from './desenho-pdf.ts';

/**
 * Grade do DANFE retrato (MOC, Anexo II): margens, campos com rótulo e valor, fileiras e títulos de quadro, usados
 * por todos os quadros (cabecalho-danfe, quadros-danfe, itens-danfe, dados-adicionais-danfe). Medidas em pontos.
 */

export const MARGEM = 14;
export const X0 = MARGEM;
export const LARGURA = A4.largura - 2 * MARGEM;
export const BASE_PAGINA = A4.altura - MARGEM;

export const LINHA = 0.5;
export const ROTULO = 5.5;
export const ALTURA_CAMPO = 20;
export const ALTURA_TITULO = 9;

export interface OpcoesCampo {
  alinhamento?: Alinhamento;
  tamanho?: number;
  negrito?: boolean;
}

/** Caixa com rótulo pequeno em cima e o valor embaixo, como todos os campos do DANFE. */
export function campo(
  doc: Pdf,
  x: number,
  y: number,
  largura: number,
  altura: number,
  rotulo: string,
  valor: string | undefined,
  opcoes: OpcoesCampo = {},
): void {
  doc.lineWidth(LINHA).rect(x, y, largura, altura).stroke();
  fonte(doc, FONTE, ROTULO);
  escreverLinha(doc, rotulo, x + 1.5, y + 1.5, largura - 3);
  if (!valor) return;
  const tamanho = opcoes.tamanho ?? 8;
  fonte(doc, opcoes.negrito ? FONTE_NEGRITO : FONTE, tamanho);
  escreverLinha(doc, valor, x + 2, y + altura - tamanho - 2, largura - 4, opcoes.alinhamento ?? 'left');
}

/** Fileira de campos com larguras relativas: a soma das larguras ocupa a linha inteira. */
export function fileira(
  doc: Pdf,
  y: number,
  campos: ReadonlyArray<[rotulo: string, valor: string | undefined, peso: number, opcoes?: OpcoesCampo]>,
  altura = ALTURA_CAMPO,
): number {
  const total = campos.reduce((soma, [, , peso]) => soma + peso, 0);
  let x = X0;
  for (const [rotulo, valor, peso, opcoes] of campos) {
    const largura = (LARGURA * peso) / total;
    campo(doc, x, y, largura, altura, rotulo, valor, opcoes);
    x += largura;
  }
  return y + altura;
}

export function titulo(doc: Pdf, y: number, texto: string): number {
  fonte(doc, FONTE_NEGRITO, 6.5);
  escreverLinha(doc, texto, X0, y + 1.5, LARGURA);
  return y + ALTURA_TITULO;
}
