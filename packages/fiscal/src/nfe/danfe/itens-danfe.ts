import {
  type Alinhamento,
  escreverLinha,
  FONTE,
  FONTE_NEGRITO,
  fonte,
  type Pdf,
  quebrarLinhas,
} from './desenho-pdf.ts';
import { formatarAliquota, formatarMoeda, formatarQuantidade } from './formatar-pt-br.ts';
import { ALTURA_TITULO, LARGURA, LINHA, titulo, X0 } from './layout-danfe.ts';
import type { DadosDanfe, ItemDanfe } from './ler-dados-danfe.ts';

/** Tabela de produtos e serviços: medição das linhas (para paginar) e desenho. */

// Tabela de produtos: larguras somam LARGURA.
interface Coluna {
  rotulo: string;
  largura: number;
  alinhamento: Alinhamento;
  valor: (item: ItemDanfe) => string;
}

function colunas(simplesNacional: boolean): Coluna[] {
  const base: Coluna[] = [
    // O valor do código não é usado: ele vem quebrado em linhas de medirItens.
    { rotulo: 'CÓDIGO PRODUTO', largura: 44, alinhamento: 'left', valor: (i) => i.cProd },
    { rotulo: 'DESCRIÇÃO DO PRODUTO / SERVIÇO', largura: 0, alinhamento: 'left', valor: (i) => i.xProd },
    { rotulo: 'NCM/SH', largura: 31, alinhamento: 'center', valor: (i) => i.NCM },
    {
      rotulo: simplesNacional ? 'O/CSOSN' : 'O/CST',
      largura: 27,
      alinhamento: 'center',
      valor: (i) => `${i.orig ?? ''}${i.cst ?? ''}`,
    },
    { rotulo: 'CFOP', largura: 20, alinhamento: 'center', valor: (i) => i.CFOP },
    { rotulo: 'UN', largura: 20, alinhamento: 'center', valor: (i) => i.uCom },
    { rotulo: 'QUANT.', largura: 38, alinhamento: 'right', valor: (i) => formatarQuantidade(i.qCom) },
    {
      rotulo: 'VALOR UNIT.',
      largura: 40,
      alinhamento: 'right',
      valor: (i) => formatarQuantidade(i.vUnCom, 2),
    },
    { rotulo: 'VALOR TOTAL', largura: 42, alinhamento: 'right', valor: (i) => formatarMoeda(i.vProd) },
    { rotulo: 'B.CÁLC. ICMS', largura: 38, alinhamento: 'right', valor: (i) => formatarMoeda(i.vBC) },
    { rotulo: 'VALOR ICMS', largura: 34, alinhamento: 'right', valor: (i) => formatarMoeda(i.vICMS) },
    { rotulo: 'VALOR IPI', largura: 32, alinhamento: 'right', valor: (i) => formatarMoeda(i.vIPI) },
    { rotulo: 'ALÍQ. ICMS', largura: 22, alinhamento: 'right', valor: (i) => formatarAliquota(i.pICMS) },
    { rotulo: 'ALÍQ. IPI', largura: 22, alinhamento: 'right', valor: (i) => formatarAliquota(i.pIPI) },
  ];
  const ocupado = base.reduce((soma, coluna) => soma + coluna.largura, 0);
  (base[1] as Coluna).largura = LARGURA - ocupado;
  return base;
}

export const ALTURA_CABECALHO_ITENS = ALTURA_TITULO + 16;
const TAMANHO_ITEM = 6;
const ENTRELINHA_ITEM = 7;

export interface LinhaItem {
  item: ItemDanfe;
  /**
   * Código do produto quebrado na largura da coluna. Um código mais largo que a coluna continua na linha de
   * baixo, nunca é cortado: cortado com reticências, dois códigos que só diferem no fim saíam iguais.
   */
  codigo: string[];
  /** Descrição já quebrada na largura da coluna (xProd e infAdProd). */
  descricao: string[];
  altura: number;
}

/** Mede cada item (código e descrição podem ocupar várias linhas) para paginar antes de desenhar. */
export function medirItens(doc: Pdf, dados: DadosDanfe): LinhaItem[] {
  const [colunaCodigo, colunaDescricao] = colunas(false) as [Coluna, Coluna];
  fonte(doc, FONTE, TAMANHO_ITEM);
  return dados.itens.map((item) => {
    const codigo = quebrarLinhas(doc, item.cProd, colunaCodigo.largura - 2);
    const descricao = quebrarLinhas(doc, item.xProd, colunaDescricao.largura - 4);
    if (item.infAdProd) descricao.push(...quebrarLinhas(doc, item.infAdProd, colunaDescricao.largura - 4));
    const linhas = Math.max(codigo.length, descricao.length);
    return { item, codigo, descricao, altura: linhas * ENTRELINHA_ITEM + 4 };
  });
}

function simplesNacional(dados: DadosDanfe): boolean {
  const crt = dados.nota.emit.CRT;
  return crt === '1' || crt === '2' || crt === '4';
}

/** Título e cabeçalho da tabela; as linhas vêm de itens(). */
export function cabecalhoItens(doc: Pdf, dados: DadosDanfe, y: number): number {
  const proximo = titulo(doc, y, 'DADOS DOS PRODUTOS / SERVIÇOS');
  let x = X0;
  fonte(doc, FONTE_NEGRITO, 5);
  for (const coluna of colunas(simplesNacional(dados))) {
    doc.lineWidth(LINHA).rect(x, proximo, coluna.largura, 16).stroke();
    const linhas = quebrarLinhas(doc, coluna.rotulo, coluna.largura - 2).slice(0, 2);
    linhas.forEach((linha, i) => {
      const linhaY = proximo + (linhas.length === 1 ? 5.5 : 2.5 + i * 6);
      escreverLinha(doc, linha, x + 1, linhaY, coluna.largura - 2, 'center');
    });
    x += coluna.largura;
  }
  return proximo + 16;
}

/** Linhas de itens a partir de y; a moldura vai até `fim` (a tabela ocupa o espaço da folha). */
export function itens(doc: Pdf, dados: DadosDanfe, linhas: readonly LinhaItem[], y: number, fim: number) {
  const cols = colunas(simplesNacional(dados));
  fonte(doc, FONTE, TAMANHO_ITEM);
  let linhaY = y;
  for (const linha of linhas) {
    let x = X0;
    cols.forEach((coluna, indice) => {
      if (indice === 0) {
        linha.codigo.forEach((texto, i) => {
          escreverLinha(doc, texto, x + 1, linhaY + 2 + i * ENTRELINHA_ITEM, coluna.largura - 2);
        });
      } else if (indice === 1) {
        linha.descricao.forEach((texto, i) => {
          escreverLinha(doc, texto, x + 2, linhaY + 2 + i * ENTRELINHA_ITEM, coluna.largura - 4);
        });
      } else {
        escreverLinha(
          doc,
          coluna.valor(linha.item),
          x + 1,
          linhaY + 2,
          coluna.largura - 2,
          coluna.alinhamento,
        );
      }
      x += coluna.largura;
    });
    linhaY += linha.altura;
    doc
      .lineWidth(0.25)
      .moveTo(X0, linhaY)
      .lineTo(X0 + LARGURA, linhaY)
      .strokeColor('#999999')
      .stroke()
      .strokeColor('#000000');
  }
  let x = X0;
  for (const coluna of cols) {
    doc
      .lineWidth(LINHA)
      .rect(x, y, coluna.largura, fim - y)
      .stroke();
    x += coluna.largura;
  }
}
