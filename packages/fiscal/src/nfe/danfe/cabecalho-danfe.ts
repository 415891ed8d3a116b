import type { EnderecoNFe } from '../parse.ts';
import { isAutorizada } from '../sefaz/situacao-cstat.ts';
import { desenharCode128 } from './desenhar-codigos.ts';
import { escreverLinha, FONTE, FONTE_NEGRITO, fonte, type Pdf, quebrarLinhas } from './desenho-pdf.ts';
import {
  formatarCep,
  formatarChaveAcesso,
  formatarData,
  formatarDataHora,
  formatarDocumento,
  formatarMoeda,
  formatarNumeroNota,
  formatarTelefone,
} from './formatar-pt-br.ts';
import { campo, fileira, LARGURA, LINHA, ROTULO, X0 } from './layout-danfe.ts';
import { contingenciaDaNota, type DadosDanfe } from './ler-dados-danfe.ts';

/** Canhoto de recebimento e quadro de identificação do emitente e da nota (repetido em todas as folhas). */

function enderecoEmLinhas(endereco: EnderecoNFe | undefined): string[] {
  if (!endereco) return [];
  const logradouro = [endereco.xLgr, endereco.nro].filter(Boolean).join(', ');
  const linha1 = [logradouro, endereco.xCpl].filter(Boolean).join(' - ');
  const linha2 = [endereco.xBairro, endereco.CEP ? `CEP ${formatarCep(endereco.CEP)}` : undefined]
    .filter(Boolean)
    .join(' - ');
  const linha3 = [endereco.xMun, endereco.UF].filter(Boolean).join(' - ');
  const fone = endereco.fone ? `Fone: ${formatarTelefone(endereco.fone)}` : '';
  return [linha1, linha2, linha3, fone].filter((linha) => linha !== '');
}

export const ALTURA_CANHOTO = 62;

/** Canhoto de recebimento, destacável, no topo da primeira folha. */
export function canhoto(doc: Pdf, dados: DadosDanfe, y: number): number {
  const { nota } = dados;
  const larguraNumero = 100;
  const larguraTexto = LARGURA - larguraNumero;
  doc.lineWidth(LINHA).rect(X0, y, larguraTexto, 25).stroke();
  const destinatario = nota.dest?.xNome ?? '';
  const endereco = nota.dest?.enderDest;
  const local = [endereco?.xLgr, endereco?.nro, endereco?.xBairro, endereco?.xMun, endereco?.UF]
    .filter(Boolean)
    .join(', ');
  const texto =
    `RECEBEMOS DE ${nota.emit.xNome} OS PRODUTOS E/OU SERVIÇOS CONSTANTES DA NOTA FISCAL ELETRÔNICA INDICADA AO ` +
    `LADO. EMISSÃO: ${formatarData(nota.dhEmi)} VALOR TOTAL: R$ ${formatarMoeda(nota.total.vNF)} ` +
    `DESTINATÁRIO: ${destinatario}${local ? ` - ${local}` : ''}`;
  fonte(doc, FONTE, 6);
  quebrarLinhas(doc, texto, larguraTexto - 4)
    .slice(0, 3)
    .forEach((linha, i) => {
      escreverLinha(doc, linha, X0 + 2, y + 2 + i * 7, larguraTexto - 4);
    });
  campo(doc, X0, y + 25, 110, 25, 'DATA DE RECEBIMENTO', '');
  campo(doc, X0 + 110, y + 25, larguraTexto - 110, 25, 'IDENTIFICAÇÃO E ASSINATURA DO RECEBEDOR', '');
  const xNumero = X0 + larguraTexto;
  doc.lineWidth(LINHA).rect(xNumero, y, larguraNumero, 50).stroke();
  fonte(doc, FONTE_NEGRITO, 12);
  escreverLinha(doc, 'NF-e', xNumero, y + 6, larguraNumero, 'center');
  fonte(doc, FONTE_NEGRITO, 9);
  escreverLinha(doc, `Nº ${formatarNumeroNota(nota.nNF)}`, xNumero, y + 22, larguraNumero, 'center');
  escreverLinha(doc, `Série ${nota.serie.padStart(3, '0')}`, xNumero, y + 34, larguraNumero, 'center');
  doc
    .lineWidth(LINHA)
    .dash(3, { space: 2 })
    .moveTo(X0, y + 56)
    .lineTo(X0 + LARGURA, y + 56)
    .stroke()
    .undash();
  return y + ALTURA_CANHOTO;
}

export const ALTURA_CABECALHO = 138;

export interface Folha {
  numero: number;
  total: number;
}

function quadroEmitente(doc: Pdf, dados: DadosDanfe, y: number, largura: number, logotipo?: Buffer) {
  const { emit } = dados.nota;
  doc.lineWidth(LINHA).rect(X0, y, largura, 98).stroke();
  fonte(doc, FONTE, ROTULO);
  escreverLinha(doc, 'IDENTIFICAÇÃO DO EMITENTE', X0 + 1.5, y + 1.5, largura - 3);
  let xTexto = X0 + 4;
  let larguraTexto = largura - 8;
  if (logotipo) {
    doc.image(logotipo, X0 + 4, y + 12, { fit: [70, 70], align: 'center', valign: 'center' });
    xTexto += 76;
    larguraTexto -= 76;
  }
  fonte(doc, FONTE_NEGRITO, 10);
  const nome = quebrarLinhas(doc, emit.xNome, larguraTexto).slice(0, 3);
  let linhaY = y + 14;
  for (const linha of nome) {
    escreverLinha(doc, linha, xTexto, linhaY, larguraTexto, 'center');
    linhaY += 11.5;
  }
  fonte(doc, FONTE, 7.5);
  linhaY += 3;
  for (const linha of enderecoEmLinhas(emit.enderEmit)) {
    escreverLinha(doc, linha, xTexto, linhaY, larguraTexto, 'center');
    linhaY += 9;
  }
}

function quadroDanfe(doc: Pdf, dados: DadosDanfe, x: number, y: number, largura: number, folha: Folha) {
  const { nota } = dados;
  doc.lineWidth(LINHA).rect(x, y, largura, 98).stroke();
  fonte(doc, FONTE_NEGRITO, 14);
  escreverLinha(doc, 'DANFE', x, y + 4, largura, 'center');
  fonte(doc, FONTE, 7);
  escreverLinha(doc, 'Documento Auxiliar da', x, y + 20, largura, 'center');
  escreverLinha(doc, 'Nota Fiscal Eletrônica', x, y + 28, largura, 'center');
  escreverLinha(doc, '0 - ENTRADA', x + 8, y + 41, 60);
  escreverLinha(doc, '1 - SAÍDA', x + 8, y + 50, 60);
  doc
    .lineWidth(LINHA)
    .rect(x + largura - 26, y + 40, 16, 16)
    .stroke();
  fonte(doc, FONTE_NEGRITO, 11);
  escreverLinha(doc, nota.tpNF, x + largura - 26, y + 43, 16, 'center');
  fonte(doc, FONTE_NEGRITO, 9);
  escreverLinha(doc, `Nº ${formatarNumeroNota(nota.nNF)}`, x, y + 62, largura, 'center');
  escreverLinha(doc, `SÉRIE ${nota.serie.padStart(3, '0')}`, x, y + 73, largura, 'center');
  fonte(doc, FONTE, 8);
  escreverLinha(doc, `FOLHA ${folha.numero}/${folha.total}`, x, y + 85, largura, 'center');
}

const CONSULTA =
  'Consulta de autenticidade no portal nacional da NF-e www.nfe.fazenda.gov.br/portal ou no site da Sefaz Autorizadora';

/** O uso da NF-e foi autorizado: o protocolo do nfeProc é 100 ou 150. */
function usoAutorizado(dados: DadosDanfe): boolean {
  return isAutorizada(dados.nota.protocolo?.cStat);
}

function quadroChave(doc: Pdf, dados: DadosDanfe, x: number, y: number, largura: number) {
  const { chave } = dados.nota;
  doc.lineWidth(LINHA).rect(x, y, largura, 38).stroke();
  const autorizada = usoAutorizado(dados);
  if (autorizada) {
    desenharCode128(doc, chave, x + 8, y + 4, largura - 16, 30);
  } else {
    // Sem autorização (a pré-visualização de um rascunho, uma nota recusada) a chave não existe na SEFAZ, e
    // talvez nunca exista: um código de barras dela seria lido por um leitor como o de uma nota verdadeira.
    fonte(doc, FONTE_NEGRITO, 8);
    escreverLinha(doc, 'SEM CÓDIGO DE BARRAS', x + 4, y + 9, largura - 8, 'center');
    fonte(doc, FONTE, 6.5);
    const motivo = dados.nota.protocolo
      ? 'nota sem autorização de uso'
      : 'pré-visualização: chave provisória';
    escreverLinha(doc, motivo, x + 4, y + 21, largura - 8, 'center');
  }
  const rotulo = dados.nota.protocolo ? 'CHAVE DE ACESSO' : 'CHAVE DE ACESSO (PROVISÓRIA)';
  campo(doc, x, y + 38, largura, 22, rotulo, formatarChaveAcesso(chave), {
    alinhamento: 'center',
    negrito: true,
  });
  doc
    .lineWidth(LINHA)
    .rect(x, y + 60, largura, 38)
    .stroke();
  const contingencia = contingenciaDaNota(dados);
  if (!contingencia) {
    fonte(doc, FONTE, 7.5);
    quebrarLinhas(doc, CONSULTA, largura - 8).forEach((linha, i) => {
      escreverLinha(doc, linha, x + 4, y + 68 + i * 9.5, largura - 8, 'center');
    });
    return;
  }
  // Em contingência (SVC: tpEmis 6/7), a marca no quadro de identificação, com a entrada, antes da consulta.
  fonte(doc, FONTE_NEGRITO, 8);
  escreverLinha(doc, `EMITIDA EM CONTINGÊNCIA - ${contingencia}`, x + 4, y + 63, largura - 8, 'center');
  fonte(doc, FONTE, 6.5);
  const entrada = dados.dhCont ? `Entrada em contingência: ${formatarDataHora(dados.dhCont)}` : '';
  escreverLinha(doc, entrada, x + 4, y + 73, largura - 8, 'center');
  quebrarLinhas(doc, CONSULTA, largura - 8)
    .slice(0, 2)
    .forEach((linha, i) => {
      escreverLinha(doc, linha, x + 4, y + 81 + i * 7.5, largura - 8, 'center');
    });
}

function protocolo(dados: DadosDanfe): string | undefined {
  const prot = dados.nota.protocolo;
  if (!prot?.nProt) return undefined;
  return `${prot.nProt} - ${formatarDataHora(prot.dhRecbto)}`;
}

/** Quadro de identificação do emitente e da nota, repetido em todas as folhas. */
export function cabecalho(doc: Pdf, dados: DadosDanfe, y: number, folha: Folha, logotipo?: Buffer): number {
  const larguraEmitente = 240;
  const larguraDanfe = 100;
  quadroEmitente(doc, dados, y, larguraEmitente, logotipo);
  quadroDanfe(doc, dados, X0 + larguraEmitente, y, larguraDanfe, folha);
  const xChave = X0 + larguraEmitente + larguraDanfe;
  quadroChave(doc, dados, xChave, y, LARGURA - larguraEmitente - larguraDanfe);
  const { nota } = dados;
  let proximo = y + 98;
  const pesoEsquerda = larguraEmitente + larguraDanfe;
  proximo = fileira(doc, proximo, [
    ['NATUREZA DA OPERAÇÃO', nota.natOp, pesoEsquerda],
    [
      'PROTOCOLO DE AUTORIZAÇÃO DE USO',
      protocolo(dados),
      LARGURA - pesoEsquerda,
      { alinhamento: 'center', negrito: true },
    ],
  ]);
  return fileira(doc, proximo, [
    ['INSCRIÇÃO ESTADUAL', nota.emit.IE, 1],
    ['INSCRIÇÃO ESTADUAL DO SUBST. TRIBUT.', dados.emitIEST, 1],
    ['CNPJ / CPF', formatarDocumento(nota.emit.CNPJ ?? nota.emit.CPF), 1],
  ]);
}
