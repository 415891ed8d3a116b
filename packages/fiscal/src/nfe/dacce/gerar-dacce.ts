import { desenharCode128 } from '../danfe/desenhar-codigos.ts';
import {
  A4,
  criarPdf,
  escreverLinha,
  FONTE,
  FONTE_NEGRITO,
  fonte,
  type Pdf,
  quebrarLinhas,
} from '../danfe/desenho-pdf.ts';
import {
  formatarCep,
  formatarChaveAcesso,
  formatarDataHora,
  formatarDocumento,
  formatarNumeroNota,
} from '../danfe/formatar-pt-br.ts';
import { atributo, filho, lerXmlRetorno, type NoXml, texto } from '../sefaz/ler-xml-retorno.ts';

/**
 * DACCE: the printed copy of a Carta de Correção Eletrônica (event 110110), drawn like the DANFE (same pdfkit
 * helpers, standard fonts, the key's CODE-128 drawn as vectors). It has no official layout; it carries what the
 * recipient and the carrier need to read the letter with its note: the issuer, the recipient, the note (key with
 * barcode, model, série, number, issue date), the event (sequence, date, protocol and its registration) and the
 * correction text with the legal condition of use the letter was sent with.
 */
export interface OpcoesDacce {
  /** Ambiente de simulação (o simulador da SEFAZ): a carta não tem valor fiscal. */
  simulacao?: boolean;
  /** false grava o PDF sem compressão (os testes leem o texto). Padrão: true. */
  compress?: boolean;
}

export class DacceInvalidaError extends Error {
  override readonly name = 'DacceInvalidaError';
}

interface DadosDacce {
  chave: string;
  tpAmb: string;
  nSeqEvento: string;
  dhEvento: string;
  nProt: string;
  dhRegEvento: string;
  status: string;
  xCorrecao: string;
  xCondUso: string;
  emitente: { nome: string; documento: string; ie: string; endereco: string; municipio: string };
  destinatario: { nome: string; documento: string };
  nota: { modelo: string; serie: string; numero: string; dhEmi: string };
}

function endereco(grupo: NoXml | undefined) {
  const linha = [texto(grupo, 'xLgr'), texto(grupo, 'nro'), texto(grupo, 'xCpl'), texto(grupo, 'xBairro')]
    .filter((p) => p)
    .join(', ');
  const cep = formatarCep(texto(grupo, 'CEP'));
  const municipio = [texto(grupo, 'xMun'), texto(grupo, 'UF')].filter((p) => p).join(' - ');
  return { linha, municipio: cep ? `${municipio}  CEP ${cep}` : municipio };
}

function lerDados(procEventoCce: string, nfeProc: string): DadosDacce {
  const evento = lerXmlRetorno(procEventoCce);
  const inf = filho(evento, 'procEventoNFe/evento/infEvento');
  const ret = filho(evento, 'procEventoNFe/retEvento/infEvento');
  if (!inf || !ret || texto(inf, 'tpEvento') !== '110110') {
    throw new DacceInvalidaError('O XML não é o procEventoNFe de uma Carta de Correção (110110).');
  }
  const nProt = texto(ret, 'nProt');
  if (!nProt) throw new DacceInvalidaError('A Carta de Correção não tem protocolo de registro.');
  const nota = lerXmlRetorno(nfeProc);
  const infNFe = filho(nota, 'nfeProc/NFe/infNFe') ?? filho(nota, 'NFe/infNFe');
  const chave = texto(inf, 'chNFe') ?? '';
  if (!infNFe || atributo(infNFe, 'Id') !== `NFe${chave}`) {
    throw new DacceInvalidaError('A NF-e informada não é a da Carta de Correção.');
  }
  const emit = filho(infNFe, 'emit');
  const dest = filho(infNFe, 'dest');
  const ide = filho(infNFe, 'ide');
  const enderEmit = endereco(filho(emit, 'enderEmit'));
  return {
    chave,
    tpAmb: texto(inf, 'tpAmb') ?? '',
    nSeqEvento: texto(inf, 'nSeqEvento') ?? '',
    dhEvento: texto(inf, 'dhEvento') ?? '',
    nProt,
    dhRegEvento: texto(ret, 'dhRegEvento') ?? '',
    status: `${texto(ret, 'cStat') ?? ''} - ${texto(ret, 'xMotivo') ?? ''}`,
    xCorrecao: texto(inf, 'detEvento/xCorrecao') ?? '',
    xCondUso: texto(inf, 'detEvento/xCondUso') ?? '',
    emitente: {
      nome: texto(emit, 'xNome') ?? '',
      documento: formatarDocumento(texto(emit, 'CNPJ') ?? texto(emit, 'CPF')),
      ie: texto(emit, 'IE') ?? '',
      endereco: enderEmit.linha,
      municipio: enderEmit.municipio,
    },
    destinatario: {
      nome: texto(dest, 'xNome') ?? '',
      documento: formatarDocumento(texto(dest, 'CNPJ') ?? texto(dest, 'CPF') ?? texto(dest, 'idEstrangeiro')),
    },
    nota: {
      modelo: texto(ide, 'mod') ?? '',
      serie: texto(ide, 'serie') ?? '',
      numero: formatarNumeroNota(texto(ide, 'nNF') ?? ''),
      dhEmi: texto(ide, 'dhEmi') ?? '',
    },
  };
}

const MARGEM = 28;
const LARGURA = A4.largura - 2 * MARGEM;

/** A framed box with a small caption and one value per line. */
function quadro(doc: Pdf, y: number, titulo: string, linhas: readonly string[], negrito = false): number {
  const altura = 14 + linhas.length * 11 + 4;
  doc.rect(MARGEM, y, LARGURA, altura).lineWidth(0.5).stroke('#000000');
  fonte(doc, FONTE_NEGRITO, 6);
  escreverLinha(doc, titulo, MARGEM + 4, y + 3, LARGURA - 8);
  fonte(doc, negrito ? FONTE_NEGRITO : FONTE, 9);
  linhas.forEach((linha, i) => {
    escreverLinha(doc, linha, MARGEM + 4, y + 13 + i * 11, LARGURA - 8);
  });
  return y + altura + 6;
}

/** The correction or the condition of use: wrapped to the page width, on more pages when it is long. */
function textoLongo(doc: Pdf, y: number, titulo: string, conteudo: string, tamanho: number): number {
  fonte(doc, FONTE, tamanho);
  const linhas = quebrarLinhas(doc, conteudo, LARGURA - 8);
  const altura = tamanho + 2;
  let atual = y;
  let inicio = 0;
  while (inicio < linhas.length || inicio === 0) {
    const cabem = Math.max(1, Math.floor((A4.altura - MARGEM - atual - 18) / altura));
    const pedaco = linhas.slice(inicio, inicio + cabem);
    const alturaQuadro = 14 + Math.max(pedaco.length, 1) * altura + 4;
    doc.rect(MARGEM, atual, LARGURA, alturaQuadro).lineWidth(0.5).stroke('#000000');
    fonte(doc, FONTE_NEGRITO, 6);
    escreverLinha(doc, inicio === 0 ? titulo : `${titulo} (continuação)`, MARGEM + 4, atual + 3, LARGURA - 8);
    fonte(doc, FONTE, tamanho);
    pedaco.forEach((linha, i) => {
      escreverLinha(doc, linha, MARGEM + 4, atual + 13 + i * altura, LARGURA - 8);
    });
    inicio += pedaco.length;
    atual += alturaQuadro + 6;
    if (inicio >= linhas.length) break;
    doc.addPage({ size: 'A4', margin: 0 });
    atual = MARGEM;
  }
  return atual;
}

/** Gera o DACCE (PDF) do procEventoNFe de uma CC-e registrada, com os dados da NF-e (nfeProc) a que se refere. */
export async function gerarDacce(
  procEventoCce: string,
  nfeProc: string,
  opcoes: OpcoesDacce = {},
): Promise<Buffer> {
  const dados = lerDados(procEventoCce, nfeProc);
  const { doc, concluir } = criarPdf({
    titulo: `DACCE ${dados.chave} seq. ${dados.nSeqEvento}`,
    compress: opcoes.compress ?? true,
  });
  doc.addPage({ size: 'A4', margin: 0 });

  let y = MARGEM;
  doc.rect(MARGEM, y, LARGURA, 40).lineWidth(0.5).stroke('#000000');
  fonte(doc, FONTE_NEGRITO, 13);
  escreverLinha(doc, 'CARTA DE CORREÇÃO ELETRÔNICA', MARGEM, y + 7, LARGURA, 'center');
  fonte(doc, FONTE, 8);
  escreverLinha(
    doc,
    'DACCE - Documento Auxiliar da Carta de Correção Eletrônica',
    MARGEM,
    y + 25,
    LARGURA,
    'center',
  );
  y += 46;
  if (opcoes.simulacao || dados.tpAmb === '2') {
    fonte(doc, FONTE_NEGRITO, 10);
    escreverLinha(
      doc,
      opcoes.simulacao
        ? 'SIMULAÇÃO - SEM VALOR FISCAL'
        : 'EMITIDA EM AMBIENTE DE HOMOLOGAÇÃO - SEM VALOR FISCAL',
      MARGEM,
      y,
      LARGURA,
      'center',
    );
    y += 16;
  }

  y = quadro(doc, y, 'EMITENTE', [
    dados.emitente.nome,
    `CNPJ/CPF: ${dados.emitente.documento}    Inscrição Estadual: ${dados.emitente.ie}`,
    dados.emitente.endereco,
    dados.emitente.municipio,
  ]);

  // The key as on the DANFE: its CODE-128 above the digits in groups of four.
  const alturaChave = 70;
  doc.rect(MARGEM, y, LARGURA, alturaChave).lineWidth(0.5).stroke('#000000');
  fonte(doc, FONTE_NEGRITO, 6);
  escreverLinha(doc, 'CHAVE DE ACESSO DA NF-e', MARGEM + 4, y + 3, LARGURA - 8);
  desenharCode128(doc, dados.chave, MARGEM + 60, y + 12, LARGURA - 120, 34);
  fonte(doc, FONTE_NEGRITO, 10);
  escreverLinha(doc, formatarChaveAcesso(dados.chave), MARGEM, y + 52, LARGURA, 'center');
  y += alturaChave + 6;

  y = quadro(doc, y, 'NF-e CORRIGIDA', [
    `Modelo: ${dados.nota.modelo}    Série: ${dados.nota.serie}    Número: ${dados.nota.numero}    Emissão: ${formatarDataHora(dados.nota.dhEmi)}`,
    `Destinatário: ${dados.destinatario.nome}    CNPJ/CPF: ${dados.destinatario.documento}`,
  ]);
  y = quadro(
    doc,
    y,
    'EVENTO',
    [
      `Carta de Correção (110110)    Sequência do evento: ${dados.nSeqEvento}`,
      `Data e hora do evento: ${formatarDataHora(dados.dhEvento)}`,
      `Protocolo: ${dados.nProt}    Registrado em: ${formatarDataHora(dados.dhRegEvento)}`,
      `Situação: ${dados.status}`,
    ],
    true,
  );
  y = textoLongo(doc, y, 'CORREÇÃO', dados.xCorrecao, 10);
  textoLongo(doc, y, 'CONDIÇÕES DE USO', dados.xCondUso, 7);
  return concluir();
}
