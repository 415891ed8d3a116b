import PDFDocument from 'pdfkit';

/**
 * Apoio comum ao DANFE e ao DANFSe: documento A4 em pontos (1 pt = 1/72 pol), fontes padrão do PDF (Helvetica,
 * sem arquivo de fonte), quebra de linhas medida com as larguras da própria fonte (o layout pagina antes de
 * desenhar) e marca d'água. Todo texto é escrito linha a linha por escreverLinha, sem o posicionamento automático
 * do pdfkit: ele nunca cria páginas por conta própria, quem decide a paginação é o layout.
 */

export type Pdf = PDFKit.PDFDocument;

export const A4 = { largura: 595.28, altura: 841.89 } as const;

export const FONTE = 'Helvetica';
export const FONTE_NEGRITO = 'Helvetica-Bold';

export interface OpcoesPdf {
  titulo: string;
  /** false grava os fluxos sem compressão (os testes leem o texto do PDF). Padrão: true. */
  compress?: boolean;
  /** Data de criação gravada nos metadados (padrão: agora). */
  criacao?: Date;
}

export interface DocumentoPdf {
  doc: Pdf;
  concluir(): Promise<Buffer>;
}

export function criarPdf(opcoes: OpcoesPdf): DocumentoPdf {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    compress: opcoes.compress ?? true,
    info: {
      Title: opcoes.titulo,
      Producer: 'ERP Industrialização',
      ...(opcoes.criacao ? { CreationDate: opcoes.criacao } : {}),
    },
  });
  const partes: Buffer[] = [];
  doc.on('data', (parte: Buffer) => partes.push(parte));
  const fim = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(partes)));
    doc.on('error', reject);
  });
  return {
    doc,
    concluir() {
      doc.end();
      return fim;
    },
  };
}

const RETICENCIAS = '…';

interface FonteAtual {
  nome: string;
  tamanho: number;
}

const fontes = new WeakMap<Pdf, FonteAtual>();

/** Escolhe fonte e tamanho; use sempre esta função, para que largura() saiba com que fonte medir. */
export function fonte(doc: Pdf, nome: string, tamanho: number): Pdf {
  fontes.set(doc, { nome, tamanho });
  return doc.font(nome).fontSize(tamanho);
}

// Larguras de cada caractere em milésimos de em, por fonte, medidas uma vez por processo. O widthOfString do
// pdfkit consulta a tabela de kerning par a par a cada chamada; o texto é desenhado sem kerning (escreverTexto),
// então a soma das larguras é exatamente a largura desenhada.
const larguras = new Map<string, Map<number, number>>();

function larguraCaractere(doc: Pdf, nome: string, tabela: Map<number, number>, codigo: number): number {
  let valor = tabela.get(codigo);
  if (valor === undefined) {
    const atual = fontes.get(doc);
    doc.font(nome).fontSize(1000);
    valor = doc.widthOfString(String.fromCharCode(codigo));
    if (atual) doc.font(atual.nome).fontSize(atual.tamanho);
    tabela.set(codigo, valor);
  }
  return valor;
}

/** Largura do texto na fonte e tamanho escolhidos por fonte(). */
export function largura(doc: Pdf, texto: string): number {
  const atual = fontes.get(doc);
  if (!atual) throw new Error('Escolha a fonte com fonte() antes de medir o texto.');
  let tabela = larguras.get(atual.nome);
  if (!tabela) {
    tabela = new Map();
    larguras.set(atual.nome, tabela);
  }
  let soma = 0;
  for (let i = 0; i < texto.length; i++)
    soma += larguraCaractere(doc, atual.nome, tabela, texto.charCodeAt(i));
  return (soma * atual.tamanho) / 1000;
}

/** O texto, cortado com reticências se não couber na largura com a fonte e o tamanho atuais. */
export function ajustarTexto(doc: Pdf, texto: string, limite: number): string {
  if (limite <= 0 || texto === '') return '';
  if (largura(doc, texto) <= limite) return texto;
  let inicio = 0;
  let fim = texto.length;
  // Busca binária do maior prefixo que cabe junto com as reticências.
  while (inicio < fim) {
    const meio = Math.ceil((inicio + fim) / 2);
    if (largura(doc, texto.slice(0, meio) + RETICENCIAS) <= limite) inicio = meio;
    else fim = meio - 1;
  }
  return texto.slice(0, inicio).trimEnd() + RETICENCIAS;
}

function quebrarPalavra(doc: Pdf, palavra: string, limite: number): string[] {
  const pedacos: string[] = [];
  let atual = '';
  for (const caractere of palavra) {
    if (atual !== '' && largura(doc, atual + caractere) > limite) {
      pedacos.push(atual);
      atual = '';
    }
    atual += caractere;
  }
  if (atual !== '') pedacos.push(atual);
  return pedacos;
}

/**
 * Linhas do texto na largura dada, com a fonte e o tamanho atuais: respeita quebras de linha do texto e parte
 * palavras maiores que a largura (códigos, e-mails, URLs).
 */
export function quebrarLinhas(doc: Pdf, texto: string, limite: number): string[] {
  const linhas: string[] = [];
  const espaco = largura(doc, ' ');
  for (const paragrafo of texto.replace(/\r\n?/g, '\n').split('\n')) {
    let atual = '';
    let larguraAtual = 0;
    for (const palavra of paragrafo.split(/[ \t]+/).filter((p) => p !== '')) {
      const larguraPalavra = largura(doc, palavra);
      if (atual !== '' && larguraAtual + espaco + larguraPalavra <= limite) {
        atual += ` ${palavra}`;
        larguraAtual += espaco + larguraPalavra;
        continue;
      }
      if (atual !== '') linhas.push(atual);
      if (larguraPalavra <= limite) {
        atual = palavra;
        larguraAtual = larguraPalavra;
        continue;
      }
      const pedacos = quebrarPalavra(doc, palavra, limite);
      atual = pedacos.pop() ?? '';
      larguraAtual = largura(doc, atual);
      linhas.push(...pedacos);
    }
    linhas.push(atual);
  }
  return linhas;
}

export type Alinhamento = 'left' | 'center' | 'right';

/** Escreve uma linha (sem quebra) alinhada dentro de [x, x + largura], cortando o que não couber. */
export function escreverLinha(
  doc: Pdf,
  texto: string,
  x: number,
  y: number,
  limite: number,
  alinhamento: Alinhamento = 'left',
): void {
  if (texto === '' || limite <= 0) return;
  let medida = largura(doc, texto);
  let ajustado = texto;
  if (medida > limite) {
    ajustado = ajustarTexto(doc, texto, limite);
    medida = largura(doc, ajustado);
  }
  let posicao = x;
  if (alinhamento !== 'left') {
    const sobra = limite - medida;
    posicao += alinhamento === 'center' ? sobra / 2 : sobra;
  }
  escreverTexto(doc, ajustado, posicao, y);
}

/** Códigos Unicode que o WinAnsiEncoding (cp1252) põe entre 0x80 e 0x9F; o resto do Latin-1 é igual. */
const CP1252 = new Map<number, number>([
  [0x20ac, 0x80],
  [0x201a, 0x82],
  [0x0192, 0x83],
  [0x201e, 0x84],
  [0x2026, 0x85],
  [0x2020, 0x86],
  [0x2021, 0x87],
  [0x02c6, 0x88],
  [0x2030, 0x89],
  [0x0160, 0x8a],
  [0x2039, 0x8b],
  [0x0152, 0x8c],
  [0x017d, 0x8e],
  [0x2018, 0x91],
  [0x2019, 0x92],
  [0x201c, 0x93],
  [0x201d, 0x94],
  [0x2022, 0x95],
  [0x2013, 0x96],
  [0x2014, 0x97],
  [0x02dc, 0x98],
  [0x2122, 0x99],
  [0x0161, 0x9a],
  [0x203a, 0x9b],
  [0x0153, 0x9c],
  [0x017e, 0x9e],
  [0x0178, 0x9f],
]);

function hexWinAnsi(texto: string): string {
  let hex = '';
  for (let i = 0; i < texto.length; i++) {
    const codigo = texto.charCodeAt(i);
    const byte = CP1252.get(codigo) ?? (codigo <= 0xff && (codigo < 0x80 || codigo > 0x9f) ? codigo : 0x3f);
    hex += byte.toString(16).padStart(2, '0');
  }
  return hex;
}

/** Estado interno do pdfkit usado pela escrita direta de texto (presente desde o 0.8; conferido a cada uso). */
interface EstadoPdfkit {
  _font?: { id?: string; ascender?: number; ref?: () => unknown };
  _fontSize?: number;
  page?: { fonts?: Record<string, unknown>; height?: number };
}

const numero = (valor: number) => String(Math.round(valor * 1000) / 1000);

/**
 * Uma linha de texto sem quebra. Escreve direto no conteúdo da página os mesmos operadores que o pdfkit escreveria
 * (q, inversão do eixo y, BT/Tm/Tf, Tj, ET, Q), sem kerning: o doc.text mede a linha duas vezes, com a tabela de
 * kerning par a par, e era a maior parte do tempo do DANFE (uma nota de 300 itens tem 4 mil textos). A fonte é
 * registrada nos recursos da página como o pdfkit faz. Uma versão do pdfkit sem esse estado falha aqui, alto,
 * em vez de gerar um PDF sem texto.
 */
function escreverTexto(doc: Pdf, texto: string, x: number, y: number): void {
  const estado = doc as unknown as EstadoPdfkit;
  const fonteAtual = estado._font;
  const pagina = estado.page;
  const tamanho = estado._fontSize;
  if (
    !fonteAtual?.id ||
    typeof fonteAtual.ref !== 'function' ||
    typeof fonteAtual.ascender !== 'number' ||
    !pagina?.fonts ||
    typeof pagina.height !== 'number' ||
    !tamanho
  ) {
    throw new Error(
      'Versão do pdfkit incompatível com a escrita de texto do DANFE (estado interno ausente).',
    );
  }
  pagina.fonts[fonteAtual.id] ??= fonteAtual.ref();
  const base = pagina.height - y - (fonteAtual.ascender / 1000) * tamanho;
  doc.addContent(
    `q 1 0 0 -1 0 ${numero(pagina.height)} cm BT 1 0 0 1 ${numero(x)} ${numero(base)} Tm ` +
      `/${fonteAtual.id} ${numero(tamanho)} Tf <${hexWinAnsi(texto)}> Tj ET Q`,
  );
}

export interface LinhaMarcaDagua {
  texto: string;
  tamanho: number;
  cor: string;
}

/**
 * Marca d'água diagonal no centro da página, atrás do que vier depois e por cima do que veio antes, com
 * transparência para não esconder os dados.
 */
export function desenharMarcaDagua(doc: Pdf, linhas: readonly LinhaMarcaDagua[]): void {
  if (linhas.length === 0) return;
  const centroX = A4.largura / 2;
  const centroY = A4.altura / 2;
  const alturaTotal = linhas.reduce((soma, linha) => soma + linha.tamanho * 1.15, 0);
  doc.save();
  doc.rotate(-50, { origin: [centroX, centroY] });
  doc.fillOpacity(0.22);
  let y = centroY - alturaTotal / 2;
  for (const linha of linhas) {
    fonte(doc, FONTE_NEGRITO, linha.tamanho).fillColor(linha.cor);
    escreverTexto(doc, linha.texto, centroX - largura(doc, linha.texto) / 2, y);
    y += linha.tamanho * 1.15;
  }
  doc.restore();
  doc.fillOpacity(1).fillColor('#000000');
}
