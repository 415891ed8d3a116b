import { Decimal } from '../../common/decimal.ts';
import { siglaDoCUF } from '../../common/uf.ts';
import { desenharQrCode } from '../../nfe/danfe/desenhar-codigos.ts';
import {
  escreverLinha,
  FONTE,
  FONTE_NEGRITO,
  fonte,
  type LinhaMarcaDagua,
  type Pdf,
  quebrarLinhas,
} from '../../nfe/danfe/desenho-pdf.ts';
import {
  formatarAliquota,
  formatarCep,
  formatarData,
  formatarDataHora,
  formatarDocumento,
  formatarReais,
  formatarTelefone,
} from '../../nfe/danfe/formatar-pt-br.ts';
import type { EnderecoNfse, NFSeLida, PessoaNfse } from '../ler-nfse.ts';
import type { OpcoesDanfse } from './gerar-danfse.ts';
import { COLUNA, ENTRELINHA, LARGURA, MARGEM, type Pagina, ROTULO, VALOR, VAZIO } from './pagina-danfse.ts';
import {
  TEXTO_REG_ESP,
  TEXTO_RET_ISS,
  TEXTO_RET_PIS_COFINS,
  TEXTO_TIPO_IMUNIDADE,
  TEXTO_TRIB_ISSQN,
} from './textos-danfse.ts';

/** Blocos do DANFSe, de cima para baixo; cada um escreve a partir de pagina.y e avança o cursor. */

export const URL_CONSULTA_PUBLICA = 'https://www.nfse.gov.br/ConsultaPublica/?tpc=1&chave=';

function municipioUf(cMun: string | undefined, nome: string | undefined): string | undefined {
  if (!cMun && !nome) return undefined;
  let uf = '';
  try {
    uf = cMun ? siglaDoCUF(cMun.slice(0, 2)) : '';
  } catch {
    uf = '';
  }
  return [nome ?? cMun, uf].filter(Boolean).join(' - ');
}

export function nomesConhecidos(
  nota: NFSeLida,
  opcoes: OpcoesDanfse,
): (cMun: string | undefined) => string | undefined {
  const conhecidos = new Map<string, string>();
  conhecidos.set(nota.dps.cLocEmi, nota.xLocEmi);
  if (nota.dps.serv.cLocPrestacao) conhecidos.set(nota.dps.serv.cLocPrestacao, nota.xLocPrestacao);
  if (nota.cLocIncid && nota.xLocIncid) conhecidos.set(nota.cLocIncid, nota.xLocIncid);
  return (cMun) => (cMun ? (conhecidos.get(cMun) ?? opcoes.nomeMunicipio?.(cMun)) : undefined);
}

function enderecoEmLinha(end: EnderecoNfse | undefined): string | undefined {
  if (!end) return undefined;
  return [end.xLgr, end.nro, end.xCpl, end.xBairro].filter(Boolean).join(', ') || undefined;
}

function documento(pessoa: PessoaNfse | undefined): string | undefined {
  if (!pessoa) return undefined;
  return formatarDocumento(pessoa.CNPJ ?? pessoa.CPF) || pessoa.NIF;
}

function somar(...valores: Array<string | undefined>): string {
  return valores
    .filter((v): v is string => v !== undefined && /^[0-9]+(\.[0-9]+)?$/.test(v))
    .reduce((soma, v) => soma.plus(v), new Decimal(0))
    .toFixed(2);
}

function reais(valor: string | undefined): string | undefined {
  return valor === undefined ? undefined : formatarReais(valor);
}

export function cabecalho(
  doc: Pdf,
  pagina: Pagina,
  nota: NFSeLida,
  opcoes: OpcoesDanfse,
  semValidade: boolean,
) {
  const y = MARGEM;
  fonte(doc, FONTE_NEGRITO, 22).fillColor('#1b7a3a');
  doc.text('NFS-e', MARGEM + 6, y + 4, { lineBreak: false });
  fonte(doc, FONTE, 6.5).fillColor('#555555');
  doc.text('Nota Fiscal de', MARGEM + 76, y + 9, { lineBreak: false });
  doc.text('Serviço eletrônica', MARGEM + 76, y + 16, { lineBreak: false });
  doc.fillColor('#000000');
  const centro = MARGEM + 170;
  const larguraCentro = 230;
  fonte(doc, FONTE_NEGRITO, 9);
  escreverLinha(doc, 'DANFSe v1.0', centro, y + 2, larguraCentro, 'center');
  escreverLinha(doc, 'Documento Auxiliar da NFS-e', centro, y + 12, larguraCentro, 'center');
  if (semValidade) {
    fonte(doc, FONTE_NEGRITO, 9.5).fillColor('#e00000');
    escreverLinha(doc, 'NFS-e SEM VALIDADE JURÍDICA', centro, y + 22, larguraCentro, 'center');
    doc.fillColor('#000000');
  }
  let xMunicipio = MARGEM + 418;
  if (opcoes.municipio?.brasao) {
    doc.image(opcoes.municipio.brasao, xMunicipio, y + 2, { fit: [28, 28] });
    xMunicipio += 32;
  }
  const larguraMunicipio = MARGEM + LARGURA - xMunicipio;
  fonte(doc, FONTE, 7.5);
  const prefeitura = opcoes.municipio?.nome ?? `PREFEITURA MUNICIPAL DE ${nota.xLocEmi.toUpperCase()}`;
  const linhas = quebrarLinhas(doc, prefeitura, larguraMunicipio).slice(0, 2);
  linhas.forEach((linha, i) => {
    escreverLinha(doc, linha, xMunicipio, y + 2 + i * 8.5, larguraMunicipio);
  });
  if (opcoes.municipio?.email) {
    fonte(doc, FONTE, 6);
    escreverLinha(doc, opcoes.municipio.email, xMunicipio, y + 4 + linhas.length * 8.5, larguraMunicipio);
  }
  pagina.y = y + 34;
  pagina.separador();
}

export function identificacao(doc: Pdf, pagina: Pagina, nota: NFSeLida): void {
  const inicio = pagina.y;
  pagina.fileira([{ rotulo: 'Chave de Acesso da NFS-e', valor: nota.chaveAcesso, colunas: 3 }]);
  pagina.fileira([
    { rotulo: 'Número da NFS-e', valor: nota.nNFSe },
    { rotulo: 'Competência da NFS-e', valor: formatarData(nota.dps.dCompet) },
    { rotulo: 'Data e Hora da emissão da NFS-e', valor: formatarDataHora(nota.dhProc) },
  ]);
  pagina.fileira([
    { rotulo: 'Número da DPS', valor: nota.dps.nDPS },
    { rotulo: 'Série da DPS', valor: nota.dps.serie },
    { rotulo: 'Data e Hora da emissão da DPS', valor: formatarDataHora(nota.dps.dhEmi) },
  ]);
  const xQr = MARGEM + 3 * COLUNA + 4;
  desenharQrCode(doc, URL_CONSULTA_PUBLICA + nota.chaveAcesso, xQr + 44, inicio + 2, 48);
  fonte(doc, FONTE, 5.5);
  const aviso =
    'A autenticidade desta NFS-e pode ser verificada pela leitura deste código QR ou pela consulta da chave de acesso no portal nacional da NFS-e';
  quebrarLinhas(doc, aviso, COLUNA - 6).forEach((linha, i) => {
    escreverLinha(doc, linha, xQr, inicio + 53 + i * 6.5, COLUNA - 6);
  });
  pagina.y = Math.max(pagina.y, inicio + 53 + 4 * 6.5 + 2);
  pagina.separador();
}

export function blocoPessoa(
  pagina: Pagina,
  titulo: string,
  papel: string,
  pessoa: PessoaNfse,
  nomeMunicipio: (cMun: string | undefined) => string | undefined,
): void {
  pagina.fileira(
    [
      { rotulo: '', valor: papel },
      { rotulo: 'CNPJ / CPF / NIF', valor: documento(pessoa) },
      { rotulo: 'Inscrição Municipal', valor: pessoa.IM },
      { rotulo: 'Telefone', valor: formatarTelefone(pessoa.fone) },
    ],
    titulo,
  );
  pagina.fileira([
    { rotulo: 'Nome / Nome Empresarial', valor: pessoa.xNome, colunas: 2 },
    { rotulo: 'E-mail', valor: pessoa.email, colunas: 2 },
  ]);
  const end = pessoa.end;
  const municipio = end?.cMun ? municipioUf(end.cMun, nomeMunicipio(end.cMun)) : end?.xCidade;
  pagina.fileira([
    { rotulo: 'Endereço', valor: enderecoEmLinha(end), colunas: 2 },
    { rotulo: 'Município', valor: municipio },
    { rotulo: 'CEP', valor: formatarCep(end?.CEP) },
  ]);
}

export function servico(pagina: Pagina, nota: NFSeLida): void {
  const { serv } = nota.dps;
  const cTribNac = serv.cTribNac.replace(/^(\d{2})(\d{2})(\d{2})$/, '$1.$2.$3');
  pagina.titulo('SERVIÇO PRESTADO');
  pagina.fileira([
    { rotulo: 'Código de Tributação Nacional', valor: `${cTribNac} - ${nota.xTribNac}`, linhas: 2 },
    {
      rotulo: 'Código de Tributação Municipal',
      valor: serv.cTribMun ? [serv.cTribMun, nota.xTribMun].filter(Boolean).join(' - ') : undefined,
      linhas: 2,
    },
    {
      rotulo: 'Local da Prestação',
      valor: serv.cLocPrestacao ? municipioUf(serv.cLocPrestacao, nota.xLocPrestacao) : undefined,
    },
    { rotulo: 'País da Prestação', valor: serv.cPaisPrestacao },
  ]);
  pagina.paragrafo('Descrição do Serviço', serv.xDescServ);
  pagina.separador();
}

export function tributacaoMunicipal(pagina: Pagina, nota: NFSeLida): void {
  const v = nota.dps.valores;
  const n = nota.valores;
  pagina.titulo('TRIBUTAÇÃO MUNICIPAL');
  pagina.fileira([
    { rotulo: 'Tributação do ISSQN', valor: TEXTO_TRIB_ISSQN[v.tribISSQN] ?? v.tribISSQN },
    { rotulo: 'País Resultado da Prestação do Serviço', valor: v.cPaisResult },
    { rotulo: 'Município de Incidência do ISSQN', valor: municipioUf(nota.cLocIncid, nota.xLocIncid) },
    {
      rotulo: 'Regime Especial de Tributação',
      valor: TEXTO_REG_ESP[nota.dps.prest.regTrib.regEspTrib ?? ''] ?? nota.dps.prest.regTrib.regEspTrib,
    },
  ]);
  pagina.fileira([
    {
      rotulo: 'Tipo de Imunidade',
      valor: v.tpImunidade ? (TEXTO_TIPO_IMUNIDADE[v.tpImunidade] ?? v.tpImunidade) : undefined,
    },
    { rotulo: 'Suspensão da Exigibilidade do ISSQN', valor: v.exigSusp ? 'Sim' : 'Não' },
    { rotulo: 'Número Processo Suspensão', valor: v.exigSusp?.nProcesso },
    { rotulo: 'Benefício Municipal', valor: v.BM?.nBM },
  ]);
  pagina.fileira([
    { rotulo: 'Valor do Serviço', valor: reais(v.vServ) },
    { rotulo: 'Desconto Incondicionado', valor: reais(v.vDescIncond) },
    { rotulo: 'Total Deduções/Reduções', valor: reais(n.vCalcDR ?? v.vDR) },
    { rotulo: 'Cálculo do BM', valor: reais(n.vCalcBM) },
  ]);
  pagina.fileira([
    { rotulo: 'BC ISSQN', valor: reais(n.vBC) },
    { rotulo: 'Alíquota Aplicada', valor: n.pAliqAplic ? `${formatarAliquota(n.pAliqAplic)}%` : undefined },
    { rotulo: 'Retenção do ISSQN', valor: TEXTO_RET_ISS[v.tpRetISSQN] ?? v.tpRetISSQN },
    { rotulo: 'ISSQN Apurado', valor: reais(n.vISSQN) },
  ]);
  pagina.separador();
}

export function tributacaoFederal(pagina: Pagina, nota: NFSeLida): void {
  const v = nota.dps.valores;
  const pc = v.piscofins;
  pagina.titulo('TRIBUTAÇÃO FEDERAL');
  pagina.fileira([
    { rotulo: 'IRRF', valor: reais(v.vRetIRRF) },
    { rotulo: 'CP', valor: reais(v.vRetCP) },
    { rotulo: 'CSLL', valor: reais(v.vRetCSLL) },
  ]);
  pagina.fileira([
    { rotulo: 'PIS', valor: reais(pc?.vPis) },
    { rotulo: 'COFINS', valor: reais(pc?.vCofins) },
    {
      rotulo: 'Retenção do PIS/COFINS',
      valor: pc?.tpRetPisCofins ? (TEXTO_RET_PIS_COFINS[pc.tpRetPisCofins] ?? pc.tpRetPisCofins) : undefined,
    },
    {
      rotulo: 'TOTAL TRIBUTAÇÃO FEDERAL',
      valor: formatarReais(somar(v.vRetIRRF, v.vRetCP, v.vRetCSLL, pc?.vPis, pc?.vCofins)),
    },
  ]);
  pagina.separador();
}

export function valorTotal(pagina: Pagina, nota: NFSeLida): void {
  const v = nota.dps.valores;
  const pc = v.piscofins;
  const issRetido = v.tpRetISSQN !== '1';
  const pisCofinsRetidos = pc?.tpRetPisCofins === '1';
  pagina.titulo('VALOR TOTAL DA NFS-E');
  pagina.fileira([
    { rotulo: 'Valor do Serviço', valor: reais(v.vServ) },
    { rotulo: 'Desconto Condicionado', valor: reais(v.vDescCond) },
    { rotulo: 'Desconto Incondicionado', valor: reais(v.vDescIncond) },
    { rotulo: 'ISSQN Retido', valor: issRetido ? reais(nota.valores.vISSQN) : undefined },
  ]);
  pagina.fileira([
    { rotulo: 'IRRF, CP, CSLL - Retidos', valor: formatarReais(somar(v.vRetIRRF, v.vRetCP, v.vRetCSLL)) },
    {
      rotulo: 'PIS/COFINS Retidos',
      valor: pisCofinsRetidos ? formatarReais(somar(pc?.vPis, pc?.vCofins)) : undefined,
    },
    { rotulo: '', valor: undefined },
    { rotulo: 'Valor Líquido da NFS-e', valor: formatarReais(nota.valores.vLiq), negrito: true },
  ]);
  pagina.separador();
}

export function totaisAproximados(doc: Pdf, pagina: Pagina, nota: NFSeLida): void {
  const v = nota.dps.valores;
  pagina.titulo('TOTAIS APROXIMADOS DOS TRIBUTOS');
  const percentual = (p: string | undefined) => (p ? `${formatarAliquota(p)}%` : undefined);
  const valores: Array<[string, string | undefined]> = v.pTotTribSN
    ? [['Simples Nacional', percentual(v.pTotTribSN)]]
    : [
        ['Federais', reais(v.vTotTribFed) ?? percentual(v.pTotTribFed)],
        ['Estaduais', reais(v.vTotTribEst) ?? percentual(v.pTotTribEst)],
        ['Municipais', reais(v.vTotTribMun) ?? percentual(v.pTotTribMun)],
      ];
  const largura = LARGURA / valores.length;
  valores.forEach(([rotulo, valor], i) => {
    const x = MARGEM + i * largura;
    fonte(doc, FONTE_NEGRITO, ROTULO);
    escreverLinha(doc, rotulo, x, pagina.y + 1, largura, 'center');
    fonte(doc, FONTE, VALOR);
    escreverLinha(doc, valor ?? VAZIO, x, pagina.y + 8.5, largura, 'center');
  });
  pagina.y += 8.5 + ENTRELINHA + 3;
  pagina.separador();
}

export function informacoes(nota: NFSeLida): string {
  const partes = [
    nota.dps.serv.xInfComp,
    nota.xOutInf,
    nota.dps.serv.cNBS ? `NBS: ${[nota.dps.serv.cNBS, nota.xNBS].filter(Boolean).join(' - ')}` : undefined,
  ];
  return partes.filter(Boolean).join('\n');
}

export function marcas(nota: NFSeLida, opcoes: OpcoesDanfse, semValidade: boolean): LinhaMarcaDagua[] {
  const lista: LinhaMarcaDagua[] = [];
  if (opcoes.cancelada) lista.push({ texto: 'CANCELADA', tamanho: 84, cor: '#c00000' });
  if (semValidade) {
    lista.push({ texto: 'SEM VALIDADE JURÍDICA', tamanho: 46, cor: '#000000' });
    lista.push({
      texto: opcoes.simulacao ? 'AMBIENTE DE SIMULAÇÃO' : 'AMBIENTE DE HOMOLOGAÇÃO',
      tamanho: 18,
      cor: '#000000',
    });
  }
  if (nota.cStat === '101') lista.push({ texto: 'NFS-e DE SUBSTITUIÇÃO', tamanho: 16, cor: '#000000' });
  return lista;
}
