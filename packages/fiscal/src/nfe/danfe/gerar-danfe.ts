import { isAutorizada } from '../sefaz/situacao-cstat.ts';
import { ALTURA_CABECALHO, ALTURA_CANHOTO, cabecalho, canhoto } from './cabecalho-danfe.ts';
import {
  ALTURA_DADOS_ADICIONAIS,
  continuacaoAdicionais,
  dadosAdicionais,
  LINHAS_ADICIONAIS_PRIMEIRA,
  linhasContinuacaoQueCabem,
  linhasInformacoes,
} from './dados-adicionais-danfe.ts';
import { criarPdf, desenharMarcaDagua, type LinhaMarcaDagua } from './desenho-pdf.ts';
import { ALTURA_CABECALHO_ITENS, cabecalhoItens, itens, type LinhaItem, medirItens } from './itens-danfe.ts';
import { BASE_PAGINA, MARGEM } from './layout-danfe.ts';
import { type DadosDanfe, lerDadosDanfe } from './ler-dados-danfe.ts';
import {
  ALTURA_DESTINATARIO,
  ALTURA_TRANSPORTE,
  alturaFatura,
  alturaImposto,
  alturaIssqn,
  calculoImposto,
  calculoIssqn,
  destinatario,
  fatura,
  transportador,
} from './quadros-danfe.ts';

export interface OpcoesDanfe {
  /** Ambiente de simulação (o simulador da SEFAZ): a nota não tem valor fiscal. */
  simulacao?: boolean;
  /** A NF-e foi cancelada (evento 110111 homologado): marca d'água CANCELADA. */
  cancelada?: boolean;
  /** Logotipo do emitente (PNG ou JPEG), no quadro de identificação. */
  logotipo?: Buffer;
  /** false grava o PDF sem compressão (os testes leem o texto). Padrão: true. */
  compress?: boolean;
  /** Tamanho máximo do XML em bytes (padrão de parseNFe: 5 MB). */
  tamanhoMaximo?: number;
}

interface Folha {
  itens: LinhaItem[];
  /** Onde termina a moldura da tabela de itens. */
  fimItens: number;
  continuacao: string[];
}

const INICIO_ITENS_SEGUINTES = MARGEM + ALTURA_CABECALHO + ALTURA_CABECALHO_ITENS;

/**
 * Distribui os itens pelas folhas: a primeira tem os quadros de cabeçalho e os dados adicionais, as seguintes
 * repetem só a identificação e continuam a tabela. O que não couber das informações complementares no quadro da
 * primeira folha continua depois dos itens da última folha, ou em folhas novas.
 */
function paginar(dados: DadosDanfe, linhas: readonly LinhaItem[], informacoes: readonly string[]): Folha[] {
  const inicioPrimeira =
    MARGEM +
    ALTURA_CANHOTO +
    ALTURA_CABECALHO +
    ALTURA_DESTINATARIO +
    alturaFatura(dados) +
    alturaImposto(dados) +
    ALTURA_TRANSPORTE +
    ALTURA_CABECALHO_ITENS;
  const fimPrimeira = BASE_PAGINA - alturaIssqn(dados) - ALTURA_DADOS_ADICIONAIS;
  let atual: Folha = { itens: [], fimItens: fimPrimeira, continuacao: [] };
  const folhas = [atual];
  let y = inicioPrimeira;
  for (const linha of linhas) {
    if (y + linha.altura > atual.fimItens && atual.itens.length > 0) {
      atual = { itens: [], fimItens: BASE_PAGINA, continuacao: [] };
      folhas.push(atual);
      y = INICIO_ITENS_SEGUINTES;
    }
    atual.itens.push(linha);
    y += linha.altura;
  }

  // A primeira folha mostra uma linha a menos quando há continuação: a última vira o aviso "(continua...)".
  let resto =
    informacoes.length > LINHAS_ADICIONAIS_PRIMEIRA ? informacoes.slice(LINHAS_ADICIONAIS_PRIMEIRA - 1) : [];
  if (resto.length > 0 && folhas.length > 1) {
    const cabem = linhasContinuacaoQueCabem(BASE_PAGINA - y);
    if (cabem > 0) {
      atual.continuacao = resto.slice(0, cabem);
      atual.fimItens = y;
      resto = resto.slice(cabem);
    }
  }
  const cabemPorFolha = linhasContinuacaoQueCabem(BASE_PAGINA - MARGEM - ALTURA_CABECALHO);
  while (resto.length > 0) {
    folhas.push({ itens: [], fimItens: 0, continuacao: resto.slice(0, cabemPorFolha) });
    resto = resto.slice(cabemPorFolha);
  }
  return folhas;
}

function marcasDagua(dados: DadosDanfe, opcoes: OpcoesDanfe): LinhaMarcaDagua[] {
  const marcas: LinhaMarcaDagua[] = [];
  if (opcoes.cancelada) marcas.push({ texto: 'CANCELADA', tamanho: 84, cor: '#c00000' });
  const { protocolo, tpAmb } = dados.nota;
  let motivo: string | undefined;
  if (opcoes.simulacao) motivo = 'AMBIENTE DE SIMULAÇÃO';
  else if (tpAmb === '2') motivo = 'AMBIENTE DE HOMOLOGAÇÃO';
  else if (!protocolo) motivo = 'PRÉ-VISUALIZAÇÃO SEM AUTORIZAÇÃO DE USO';
  else if (!isAutorizada(protocolo.cStat)) motivo = `USO NÃO AUTORIZADO (${protocolo.cStat})`;
  if (motivo) {
    marcas.push({ texto: 'SEM VALOR FISCAL', tamanho: 62, cor: '#000000' });
    marcas.push({ texto: motivo, tamanho: 18, cor: '#000000' });
  }
  return marcas;
}

/**
 * DANFE retrato (A4) de uma NFe ou nfeProc, como o MOC (Anexo II) o descreve. Sem protocolo de autorização,
 * em homologação ou em simulação, cada folha leva a marca d'água "SEM VALOR FISCAL"; com `cancelada`,
 * "CANCELADA". O XML é validado por parseNFe (DTD, tamanho, chave, protocolo); lança NfeParseError se inválido.
 */
export async function gerarDanfe(
  xmlNfeOuNfeProc: string | Uint8Array,
  opcoes: OpcoesDanfe = {},
): Promise<Buffer> {
  const dados = lerDadosDanfe(
    xmlNfeOuNfeProc,
    opcoes.tamanhoMaximo !== undefined ? { tamanhoMaximo: opcoes.tamanhoMaximo } : {},
  );
  const { nota } = dados;
  const { doc, concluir } = criarPdf({
    titulo: `DANFE - NF-e ${nota.nNF} série ${nota.serie}`,
    ...(opcoes.compress !== undefined ? { compress: opcoes.compress } : {}),
  });
  const linhas = medirItens(doc, dados);
  const informacoes = linhasInformacoes(doc, dados);
  const folhas = paginar(dados, linhas, informacoes);
  const marcas = marcasDagua(dados, opcoes);
  const continua = informacoes.length > LINHAS_ADICIONAIS_PRIMEIRA;

  folhas.forEach((folha, indice) => {
    doc.addPage({ size: 'A4', margin: 0 });
    const numeracao = { numero: indice + 1, total: folhas.length };
    let y = MARGEM;
    if (indice === 0) y = canhoto(doc, dados, y);
    y = cabecalho(doc, dados, y, numeracao, opcoes.logotipo);
    if (indice === 0) {
      y = destinatario(doc, dados, y);
      y = fatura(doc, dados, y);
      y = calculoImposto(doc, dados, y);
      y = transportador(doc, dados, y);
    }
    if (folha.itens.length > 0) {
      y = cabecalhoItens(doc, dados, y);
      itens(doc, dados, folha.itens, y, folha.fimItens);
      y = folha.fimItens;
    }
    if (indice === 0) {
      y = calculoIssqn(doc, dados, y);
      const primeiras = continua ? informacoes.slice(0, LINHAS_ADICIONAIS_PRIMEIRA - 1) : informacoes;
      dadosAdicionais(doc, y, primeiras, continua);
    } else if (folha.continuacao.length > 0) {
      continuacaoAdicionais(doc, y, folha.continuacao);
    }
    desenharMarcaDagua(doc, marcas);
  });
  return concluir();
}
