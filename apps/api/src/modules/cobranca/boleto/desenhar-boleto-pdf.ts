import { formatarLinhaDigitavel } from '@erp/contracts/boleto';
import { formatarData, formatarReais } from '@erp/fiscal/nfe';
import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';

type Pdf = PDFKit.PDFDocument;

/** Everything the page prints, already in the bank's and the user's formats except dates (aaaa-mm-dd) and valor. */
export type BoletoParaImprimir = {
  bancoNome: string;
  bancoCodigoComDv: string;
  codigoBarras: string;
  linhaDigitavel: string;
  beneficiario: string;
  agenciaCodigoBeneficiario: string;
  nossoNumero: string;
  carteira: string;
  numeroDocumento: string;
  dataDocumento: string;
  vencimento: string;
  valor: string;
  pagador: string[];
  instrucoes: string[];
  /** The PIX BR Code of the same receivable, drawn as a QR beside the barcode; null without a PIX key. */
  pixBrCode: string | null;
};

const MM = 72 / 25.4;
const X0 = 10 * MM;
const LARGURA = 190 * MM;
const LINHA = 8.5 * MM;

/** One labelled box of the form: the small label on top, the value below. */
function campo(doc: Pdf, x: number, y: number, w: number, rotulo: string, valor: string, alinhar = 'left') {
  doc.rect(x, y, w, LINHA).lineWidth(0.5).stroke();
  doc
    .font('Helvetica')
    .fontSize(6)
    .text(rotulo, x + 2, y + 2, { width: w - 4, lineBreak: false });
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(valor, x + 2, y + 11, {
      width: w - 4,
      height: 11,
      ellipsis: true,
      align: alinhar as 'left' | 'right',
    });
}

/** Bank name | code-DV | linha digitável, the header of both parts. */
function cabecalho(doc: Pdf, y: number, b: BoletoParaImprimir, direita: string) {
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(b.bancoNome, X0, y, { width: 45 * MM, lineBreak: false });
  doc.fontSize(14).text(b.bancoCodigoComDv, X0 + 47 * MM, y - 1, { width: 22 * MM, align: 'center' });
  doc.fontSize(10).text(direita, X0 + 70 * MM, y + 1, { width: 120 * MM, align: 'right', lineBreak: false });
  doc
    .moveTo(X0, y + 15)
    .lineTo(X0 + LARGURA, y + 15)
    .lineWidth(1)
    .stroke();
}

/**
 * The barcode in Interleaved 2 of 5, as FEBRABAN prints it: 103 mm by 13 mm, wide bars three times the narrow
 * ones, with a quiet zone around it. bwip-js gives the bars (narrow 1, wide 2); they are drawn here as rectangles.
 */
function desenharInterleaved2de5(doc: Pdf, codigo: string, x: number, y: number) {
  const [simbolo] = bwipjs.raw({ bcid: 'interleaved2of5', text: codigo }) as { sbs: number[] }[];
  if (!simbolo) throw new Error('Não foi possível gerar o código de barras do boleto.');
  const larguras = simbolo.sbs.map((w) => (w > 1 ? 3 : 1));
  const modulo = (103 * MM) / larguras.reduce((soma, w) => soma + w, 0);
  let posicao = x;
  larguras.forEach((w, i) => {
    if (i % 2 === 0) doc.rect(posicao, y, w * modulo, 13 * MM);
    posicao += w * modulo;
  });
  doc.fill('#000000');
}

function desenharQrCode(doc: Pdf, texto: string, x: number, y: number, tamanho: number) {
  const [m] = bwipjs.raw({ bcid: 'qrcode', text: texto, eclevel: 'M' } as never) as {
    pixs: number[];
    pixx: number;
    pixy: number;
  }[];
  if (!m) throw new Error('Não foi possível gerar o QR Code PIX.');
  const lado = tamanho / m.pixx;
  for (let l = 0; l < m.pixy; l += 1) {
    for (let c = 0; c < m.pixx; c += 1)
      if (m.pixs[l * m.pixx + c] === 1) doc.rect(x + c * lado, y + l * lado, lado, lado);
  }
  doc.fill('#000000');
}

function reciboDoPagador(doc: Pdf, b: BoletoParaImprimir, y: number): number {
  cabecalho(doc, y, b, 'Recibo do Pagador');
  let yy = y + 20;
  const w = LARGURA / 4;
  campo(doc, X0, yy, 2 * w, 'Beneficiário', b.beneficiario);
  campo(doc, X0 + 2 * w, yy, w, 'Agência / Código do beneficiário', b.agenciaCodigoBeneficiario);
  campo(doc, X0 + 3 * w, yy, w, 'Vencimento', formatarData(b.vencimento), 'right');
  yy += LINHA;
  campo(doc, X0, yy, 2 * w, 'Pagador', b.pagador[0] ?? '');
  campo(doc, X0 + 2 * w, yy, w, 'Nosso número', b.nossoNumero);
  campo(doc, X0 + 3 * w, yy, w, '(=) Valor do documento', formatarReais(b.valor), 'right');
  yy += LINHA;
  campo(doc, X0, yy, 2 * w, 'Número do documento', b.numeroDocumento);
  campo(doc, X0 + 2 * w, yy, 2 * w, 'Linha digitável', formatarLinhaDigitavel(b.linhaDigitavel));
  yy += LINHA + 4;
  doc
    .font('Helvetica')
    .fontSize(7)
    .text('Autenticação mecânica', X0 + LARGURA - 40 * MM, yy, { width: 40 * MM });
  return yy + 14 * MM;
}

function fichaDeCompensacao(doc: Pdf, b: BoletoParaImprimir, y: number) {
  cabecalho(doc, y, b, formatarLinhaDigitavel(b.linhaDigitavel));
  let yy = y + 20;
  const direita = 50 * MM;
  const esquerda = LARGURA - direita;
  const xd = X0 + esquerda;
  campo(doc, X0, yy, esquerda, 'Local de pagamento', 'Pagável em qualquer banco até o vencimento.');
  campo(doc, xd, yy, direita, 'Vencimento', formatarData(b.vencimento), 'right');
  yy += LINHA;
  campo(doc, X0, yy, esquerda, 'Beneficiário', b.beneficiario);
  campo(doc, xd, yy, direita, 'Agência / Código do beneficiário', b.agenciaCodigoBeneficiario, 'right');
  yy += LINHA;
  const q = esquerda / 5;
  campo(doc, X0, yy, q, 'Data do documento', formatarData(b.dataDocumento));
  campo(doc, X0 + q, yy, q, 'Número do documento', b.numeroDocumento);
  campo(doc, X0 + 2 * q, yy, q, 'Espécie doc.', 'DM');
  campo(doc, X0 + 3 * q, yy, q, 'Aceite', 'N');
  campo(doc, X0 + 4 * q, yy, q, 'Data do processamento', formatarData(b.dataDocumento));
  campo(doc, xd, yy, direita, 'Nosso número', b.nossoNumero, 'right');
  yy += LINHA;
  campo(doc, X0, yy, q, 'Uso do banco', '');
  campo(doc, X0 + q, yy, q, 'Carteira', b.carteira);
  campo(doc, X0 + 2 * q, yy, q, 'Espécie', 'R$');
  campo(doc, X0 + 3 * q, yy, q, 'Quantidade', '');
  campo(doc, X0 + 4 * q, yy, q, 'Valor', '');
  campo(doc, xd, yy, direita, '(=) Valor do documento', formatarReais(b.valor), 'right');
  yy += LINHA;
  doc
    .rect(X0, yy, esquerda, 4 * LINHA)
    .lineWidth(0.5)
    .stroke();
  doc
    .font('Helvetica')
    .fontSize(6)
    .text('Instruções (texto de responsabilidade do beneficiário)', X0 + 2, yy + 2);
  doc
    .fontSize(8)
    .text(b.instrucoes.join('\n'), X0 + 2, yy + 12, { width: esquerda - 4, height: 4 * LINHA - 14 });
  for (const [i, rotulo] of [
    '(-) Desconto / Abatimento',
    '(+) Mora / Multa',
    '(=) Valor cobrado',
    '',
  ].entries()) {
    campo(doc, xd, yy + i * LINHA, direita, rotulo, '');
  }
  yy += 4 * LINHA;
  doc
    .rect(X0, yy, LARGURA, 2.2 * LINHA)
    .lineWidth(0.5)
    .stroke();
  doc
    .font('Helvetica')
    .fontSize(6)
    .text('Pagador', X0 + 2, yy + 2);
  doc
    .font('Helvetica-Bold')
    .fontSize(8)
    .text(b.pagador.join('\n'), X0 + 2, yy + 10, { width: LARGURA - 4 });
  yy += 2.2 * LINHA + 4;
  doc
    .font('Helvetica')
    .fontSize(7)
    .text('Autenticação mecânica - Ficha de Compensação', X0 + 110 * MM, yy);
  desenharInterleaved2de5(doc, b.codigoBarras, X0 + 5 * MM, yy + 12);
  if (b.pixBrCode) {
    const lado = 32 * MM;
    desenharQrCode(doc, b.pixBrCode, X0 + LARGURA - lado - 5 * MM, yy + 12, lado);
    doc
      .font('Helvetica')
      .fontSize(7)
      .text('Pague também com PIX', X0 + LARGURA - lado - 5 * MM, yy + 14 + lado, {
        width: lado,
        align: 'center',
      });
  }
}

/** The boleto on one A4 page: recibo do pagador above the cut line, ficha de compensação below (FEBRABAN). */
export function desenharBoletoPdf(b: BoletoParaImprimir): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 0, info: { Title: `Boleto ${b.nossoNumero}` } });
  const partes: Buffer[] = [];
  doc.on('data', (parte: Buffer) => partes.push(parte));
  const fim = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(partes)));
    doc.on('error', reject);
  });
  const corte = reciboDoPagador(doc, b, 15 * MM);
  doc
    .moveTo(X0, corte)
    .lineTo(X0 + LARGURA, corte)
    .dash(3, { space: 3 })
    .lineWidth(0.5)
    .stroke()
    .undash();
  doc
    .font('Helvetica')
    .fontSize(6)
    .text('Corte na linha pontilhada', X0 + LARGURA - 30 * MM, corte + 4);
  fichaDeCompensacao(doc, b, corte + 10 * MM);
  doc.end();
  return fim;
}
