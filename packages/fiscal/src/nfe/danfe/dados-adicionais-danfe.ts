import { escreverLinha, FONTE, fonte, type Pdf, quebrarLinhas } from './desenho-pdf.ts';
import { formatarDataHora } from './formatar-pt-br.ts';
import { ALTURA_TITULO, campo, LARGURA, titulo, X0 } from './layout-danfe.ts';
import { contingenciaDaNota, type DadosDanfe } from './ler-dados-danfe.ts';
import { textoVolumes } from './quadros-danfe.ts';

/** Informações complementares: o quadro da primeira folha e a continuação nas seguintes. */

export const ALTURA_DADOS_ADICIONAIS = ALTURA_TITULO + 84;
const TAMANHO_ADICIONAIS = 6.5;
const ENTRELINHA_ADICIONAIS = 7.5;
const LARGURA_INFORMACOES = 380;

/** A entrada em contingência (B28, B29), à frente das informações complementares da nota. */
function textoContingencia(dados: DadosDanfe): string {
  const modalidade = contingenciaDaNota(dados);
  if (!modalidade) return '';
  const desde = dados.dhCont ? ` desde ${formatarDataHora(dados.dhCont)}` : '';
  return `Emitida em contingência (${modalidade})${desde}. Justificativa: ${dados.xJust ?? ''}`;
}

/** Texto de informações complementares quebrado na largura do quadro. */
export function linhasInformacoes(doc: Pdf, dados: DadosDanfe, largura = LARGURA_INFORMACOES - 4): string[] {
  const partes = [
    textoContingencia(dados),
    dados.infAdFisco ? `Inf. fisco: ${dados.infAdFisco}` : '',
    dados.infCpl ?? '',
    textoVolumes(dados),
  ].filter(Boolean);
  if (partes.length === 0) return [];
  fonte(doc, FONTE, TAMANHO_ADICIONAIS);
  return quebrarLinhas(doc, partes.join('\n'), largura);
}

/** Quantas linhas de informações complementares cabem no quadro da primeira folha. */
export const LINHAS_ADICIONAIS_PRIMEIRA = Math.floor((84 - 10) / ENTRELINHA_ADICIONAIS);

export function dadosAdicionais(doc: Pdf, y: number, linhas: readonly string[], continua: boolean): number {
  const proximo = titulo(doc, y, 'DADOS ADICIONAIS');
  campo(doc, X0, proximo, LARGURA_INFORMACOES, 84, 'INFORMAÇÕES COMPLEMENTARES', '');
  campo(doc, X0 + LARGURA_INFORMACOES, proximo, LARGURA - LARGURA_INFORMACOES, 84, 'RESERVADO AO FISCO', '');
  fonte(doc, FONTE, TAMANHO_ADICIONAIS);
  const visiveis = continua ? [...linhas, '(continua na folha seguinte)'] : linhas;
  visiveis.forEach((linha, i) => {
    escreverLinha(doc, linha, X0 + 2, proximo + 9 + i * ENTRELINHA_ADICIONAIS, LARGURA_INFORMACOES - 4);
  });
  return proximo + 84;
}

export function linhasContinuacaoQueCabem(altura: number): number {
  return Math.max(0, Math.floor((altura - ALTURA_TITULO - 10) / ENTRELINHA_ADICIONAIS));
}

export function continuacaoAdicionais(doc: Pdf, y: number, linhas: readonly string[]): number {
  const proximo = titulo(doc, y, 'DADOS ADICIONAIS (CONTINUAÇÃO)');
  const altura = 10 + linhas.length * ENTRELINHA_ADICIONAIS;
  campo(doc, X0, proximo, LARGURA, altura, 'INFORMAÇÕES COMPLEMENTARES', '');
  fonte(doc, FONTE, TAMANHO_ADICIONAIS);
  linhas.forEach((linha, i) => {
    escreverLinha(doc, linha, X0 + 2, proximo + 9 + i * ENTRELINHA_ADICIONAIS, LARGURA - 4);
  });
  return proximo + altura;
}
