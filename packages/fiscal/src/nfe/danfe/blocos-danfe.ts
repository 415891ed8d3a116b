import { Decimal } from '../../common/decimal.ts';
import type { EnderecoNFe } from '../parse.ts';
import { desenharCode128 } from './desenhar-codigos.ts';
import {
  A4,
  type Alinhamento,
  escreverLinha,
  FONTE,
  FONTE_NEGRITO,
  fonte,
  type Pdf,
  quebrarLinhas,
} from './desenho-pdf.ts';
import {
  formatarAliquota,
  formatarCep,
  formatarChaveAcesso,
  formatarData,
  formatarDataHora,
  formatarDocumento,
  formatarHora,
  formatarMoeda,
  formatarNumeroNota,
  formatarQuantidade,
  formatarTelefone,
} from './formatar-pt-br.ts';
import type { CampoIcmsTot, DadosDanfe, ItemDanfe } from './ler-dados-danfe.ts';

/**
 * Os quadros do DANFE retrato (MOC, Anexo II): canhoto, identificação do emitente, destinatário, fatura, cálculo
 * do imposto, transportador, produtos, ISSQN e dados adicionais. Cada função desenha a partir de y e devolve o y
 * seguinte; as medidas estão em pontos.
 */

export const MARGEM = 14;
export const X0 = MARGEM;
export const LARGURA = A4.largura - 2 * MARGEM;
export const BASE_PAGINA = A4.altura - MARGEM;

const LINHA = 0.5;
const ROTULO = 5.5;
const ALTURA_CAMPO = 20;
const ALTURA_TITULO = 9;

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

function quadroChave(doc: Pdf, dados: DadosDanfe, x: number, y: number, largura: number) {
  const { chave } = dados.nota;
  doc.lineWidth(LINHA).rect(x, y, largura, 38).stroke();
  desenharCode128(doc, chave, x + 8, y + 4, largura - 16, 30);
  campo(doc, x, y + 38, largura, 22, 'CHAVE DE ACESSO', formatarChaveAcesso(chave), {
    alinhamento: 'center',
    negrito: true,
  });
  doc
    .lineWidth(LINHA)
    .rect(x, y + 60, largura, 38)
    .stroke();
  fonte(doc, FONTE, 7.5);
  const consulta =
    'Consulta de autenticidade no portal nacional da NF-e www.nfe.fazenda.gov.br/portal ou no site da Sefaz Autorizadora';
  quebrarLinhas(doc, consulta, largura - 8).forEach((linha, i) => {
    escreverLinha(doc, linha, x + 4, y + 68 + i * 9.5, largura - 8, 'center');
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

export const ALTURA_DESTINATARIO = ALTURA_TITULO + 3 * ALTURA_CAMPO;

export function destinatario(doc: Pdf, dados: DadosDanfe, y: number): number {
  const { nota, dhSaiEnt } = dados;
  const dest = nota.dest;
  const endereco = dest?.enderDest;
  let proximo = titulo(doc, y, 'DESTINATÁRIO / REMETENTE');
  proximo = fileira(doc, proximo, [
    ['NOME / RAZÃO SOCIAL', dest?.xNome, 330],
    ['CNPJ / CPF', formatarDocumento(dest?.CNPJ ?? dest?.CPF) || dest?.idEstrangeiro, 130],
    ['DATA DA EMISSÃO', formatarData(nota.dhEmi), 107, { alinhamento: 'center' }],
  ]);
  const logradouro = [endereco?.xLgr, endereco?.nro, endereco?.xCpl].filter(Boolean).join(', ');
  proximo = fileira(doc, proximo, [
    ['ENDEREÇO', logradouro, 250],
    ['BAIRRO / DISTRITO', endereco?.xBairro, 130],
    ['CEP', formatarCep(endereco?.CEP), 80, { alinhamento: 'center' }],
    ['DATA DA SAÍDA/ENTRADA', formatarData(dhSaiEnt), 107, { alinhamento: 'center' }],
  ]);
  return fileira(doc, proximo, [
    ['MUNICÍPIO', endereco?.xMun, 200],
    ['UF', endereco?.UF, 30, { alinhamento: 'center' }],
    ['FONE / FAX', formatarTelefone(endereco?.fone), 100],
    ['INSCRIÇÃO ESTADUAL', dest?.IE, 130],
    ['HORA DA SAÍDA/ENTRADA', formatarHora(dhSaiEnt), 107, { alinhamento: 'center' }],
  ]);
}

const DUPLICATAS_POR_LINHA = 6;
const ALTURA_DUPLICATA = 22;

export function alturaFatura(dados: DadosDanfe): number {
  const cobr = dados.cobr;
  if (!cobr) return 0;
  if (cobr.dup.length === 0) return cobr.fat ? ALTURA_TITULO + ALTURA_CAMPO : 0;
  return ALTURA_TITULO + Math.ceil(cobr.dup.length / DUPLICATAS_POR_LINHA) * ALTURA_DUPLICATA;
}

export function fatura(doc: Pdf, dados: DadosDanfe, y: number): number {
  const cobr = dados.cobr;
  if (!cobr || alturaFatura(dados) === 0) return y;
  let proximo = titulo(doc, y, 'FATURA / DUPLICATA');
  if (cobr.dup.length === 0) {
    const fat = cobr.fat;
    const texto = [
      fat?.nFat ? `Número: ${fat.nFat}` : '',
      fat?.vOrig ? `Valor original: R$ ${formatarMoeda(fat.vOrig)}` : '',
      fat?.vDesc ? `Desconto: R$ ${formatarMoeda(fat.vDesc)}` : '',
      fat?.vLiq ? `Valor líquido: R$ ${formatarMoeda(fat.vLiq)}` : '',
    ]
      .filter(Boolean)
      .join('   ');
    return fileira(doc, proximo, [['FATURA', texto, 1]]);
  }
  const largura = LARGURA / DUPLICATAS_POR_LINHA;
  cobr.dup.forEach((dup, i) => {
    const x = X0 + (i % DUPLICATAS_POR_LINHA) * largura;
    const linhaY = proximo + Math.floor(i / DUPLICATAS_POR_LINHA) * ALTURA_DUPLICATA;
    doc.lineWidth(LINHA).rect(x, linhaY, largura, ALTURA_DUPLICATA).stroke();
    fonte(doc, FONTE, 6);
    escreverLinha(doc, `Núm.: ${dup.nDup ?? ''}`, x + 2, linhaY + 2, largura - 4);
    escreverLinha(doc, `Venc.: ${formatarData(dup.dVenc)}`, x + 2, linhaY + 8.5, largura - 4);
    escreverLinha(doc, `Valor: R$ ${formatarMoeda(dup.vDup)}`, x + 2, linhaY + 15, largura - 4);
  });
  proximo += Math.ceil(cobr.dup.length / DUPLICATAS_POR_LINHA) * ALTURA_DUPLICATA;
  return proximo;
}

const FILEIRAS_IMPOSTO: ReadonlyArray<ReadonlyArray<[string, CampoIcmsTot, number?]>> = [
  [
    ['BASE DE CÁLC. DO ICMS', 'vBC'],
    ['VALOR DO ICMS', 'vICMS'],
    ['V. ICMS DESONERADO', 'vICMSDeson'],
    ['BASE DE CÁLC. ICMS S.T.', 'vBCST'],
    ['VALOR DO ICMS SUBST.', 'vST'],
    ['VALOR DO FCP', 'vFCP'],
    ['VALOR DO FCP S.T.', 'vFCPST'],
    ['V. FCP S.T. RETIDO', 'vFCPSTRet'],
  ],
  [
    ['V. IMP. IMPORTAÇÃO', 'vII'],
    ['V. ICMS UF REMET.', 'vICMSUFRemet'],
    ['V. FCP UF DEST.', 'vFCPUFDest'],
    ['V. ICMS UF DEST.', 'vICMSUFDest'],
    ['VALOR DO PIS', 'vPIS'],
    ['VALOR DA COFINS', 'vCOFINS'],
    ['V. APROX. TRIBUTOS', 'vTotTrib'],
    ['V. TOTAL PRODUTOS', 'vProd'],
  ],
  [
    ['VALOR DO FRETE', 'vFrete'],
    ['VALOR DO SEGURO', 'vSeg'],
    ['DESCONTO', 'vDesc'],
    ['OUTRAS DESPESAS', 'vOutro'],
    ['VALOR TOTAL IPI', 'vIPI'],
    ['V. IPI DEVOLVIDO', 'vIPIDevol'],
    ['V. TOTAL DA NOTA', 'vNF', 2],
  ],
];

export const ALTURA_IMPOSTO = ALTURA_TITULO + FILEIRAS_IMPOSTO.length * ALTURA_CAMPO;

export function calculoImposto(doc: Pdf, dados: DadosDanfe, y: number): number {
  let proximo = titulo(doc, y, 'CÁLCULO DO IMPOSTO');
  for (const campos of FILEIRAS_IMPOSTO) {
    proximo = fileira(
      doc,
      proximo,
      campos.map(([rotulo, nome, peso]) => [
        rotulo,
        formatarMoeda(dados.icmsTot[nome] ?? '0.00'),
        peso ?? 1,
        { alinhamento: 'right', negrito: nome === 'vNF' },
      ]),
    );
  }
  return proximo;
}

const MODALIDADE_FRETE: Readonly<Record<string, string>> = {
  '0': '0-Rem (CIF)',
  '1': '1-Dest (FOB)',
  '2': '2-Terceiros',
  '3': '3-Próp Rem',
  '4': '4-Próp Dest',
  '9': '9-Sem Frete',
};

function somar(valores: ReadonlyArray<string | undefined>, casas: number): string | undefined {
  const informados = valores.filter((v): v is string => v !== undefined && /^[0-9]+(\.[0-9]+)?$/.test(v));
  if (informados.length === 0) return undefined;
  return informados.reduce((soma, v) => soma.plus(v), new Decimal(0)).toFixed(casas);
}

function unico(valores: ReadonlyArray<string | undefined>): string | undefined {
  const distintos = [...new Set(valores.filter((v): v is string => !!v))];
  if (distintos.length > 1) return 'DIVERSOS';
  return distintos[0];
}

export const ALTURA_TRANSPORTE = ALTURA_TITULO + 3 * ALTURA_CAMPO;

export function transportador(doc: Pdf, dados: DadosDanfe, y: number): number {
  const { transporta, veiculo, vol, modFrete } = dados.transp;
  let proximo = titulo(doc, y, 'TRANSPORTADOR / VOLUMES TRANSPORTADOS');
  proximo = fileira(doc, proximo, [
    ['NOME / RAZÃO SOCIAL', transporta?.xNome, 190],
    ['FRETE POR CONTA', modFrete ? (MODALIDADE_FRETE[modFrete] ?? modFrete) : undefined, 100],
    ['CÓDIGO ANTT', veiculo?.RNTC, 60],
    ['PLACA DO VEÍCULO', veiculo?.placa, 60],
    ['UF', veiculo?.UF, 25, { alinhamento: 'center' }],
    ['CNPJ / CPF', formatarDocumento(transporta?.CNPJ ?? transporta?.CPF), 132],
  ]);
  proximo = fileira(doc, proximo, [
    ['ENDEREÇO', transporta?.xEnder, 230],
    ['MUNICÍPIO', transporta?.xMun, 140],
    ['UF', transporta?.UF, 25, { alinhamento: 'center' }],
    ['INSCRIÇÃO ESTADUAL', transporta?.IE, 172],
  ]);
  const quantidade = somar(
    vol.map((v) => v.qVol),
    0,
  );
  const pesoBruto = somar(
    vol.map((v) => v.pesoB),
    3,
  );
  const pesoLiquido = somar(
    vol.map((v) => v.pesoL),
    3,
  );
  return fileira(doc, proximo, [
    ['QUANTIDADE', quantidade, 70, { alinhamento: 'right' }],
    ['ESPÉCIE', unico(vol.map((v) => v.esp)), 100],
    ['MARCA', unico(vol.map((v) => v.marca)), 100],
    ['NUMERAÇÃO', unico(vol.map((v) => v.nVol)), 100],
    ['PESO BRUTO', pesoBruto && formatarQuantidade(pesoBruto, 3), 98, { alinhamento: 'right' }],
    ['PESO LÍQUIDO', pesoLiquido && formatarQuantidade(pesoLiquido, 3), 99, { alinhamento: 'right' }],
  ]);
}

export function alturaIssqn(dados: DadosDanfe): number {
  return dados.issqnTot ? ALTURA_TITULO + ALTURA_CAMPO : 0;
}

export function calculoIssqn(doc: Pdf, dados: DadosDanfe, y: number): number {
  if (!dados.issqnTot) return y;
  const proximo = titulo(doc, y, 'CÁLCULO DO ISSQN');
  return fileira(doc, proximo, [
    ['INSCRIÇÃO MUNICIPAL', dados.emitIM, 1],
    ['VALOR TOTAL DOS SERVIÇOS', formatarMoeda(dados.issqnTot.vServ ?? '0.00'), 1, { alinhamento: 'right' }],
    ['BASE DE CÁLCULO DO ISSQN', formatarMoeda(dados.issqnTot.vBC ?? '0.00'), 1, { alinhamento: 'right' }],
    ['VALOR DO ISSQN', formatarMoeda(dados.issqnTot.vISS ?? '0.00'), 1, { alinhamento: 'right' }],
  ]);
}

// Tabela de produtos: larguras somam LARGURA.
interface Coluna {
  rotulo: string;
  largura: number;
  alinhamento: Alinhamento;
  valor: (item: ItemDanfe) => string;
}

function colunas(simplesNacional: boolean): Coluna[] {
  const base: Coluna[] = [
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
  /** Descrição já quebrada na largura da coluna (xProd e infAdProd). */
  descricao: string[];
  altura: number;
}

/** Mede cada item (a descrição pode ocupar várias linhas) para paginar antes de desenhar. */
export function medirItens(doc: Pdf, dados: DadosDanfe): LinhaItem[] {
  const largura = (colunas(false)[1] as Coluna).largura - 4;
  fonte(doc, FONTE, TAMANHO_ITEM);
  return dados.itens.map((item) => {
    const descricao = quebrarLinhas(doc, item.xProd, largura);
    if (item.infAdProd) descricao.push(...quebrarLinhas(doc, item.infAdProd, largura));
    return { item, descricao, altura: descricao.length * ENTRELINHA_ITEM + 4 };
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
      if (indice === 1) {
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

export const ALTURA_DADOS_ADICIONAIS = ALTURA_TITULO + 84;
const TAMANHO_ADICIONAIS = 6.5;
const ENTRELINHA_ADICIONAIS = 7.5;
const LARGURA_INFORMACOES = 380;

/** Texto de informações complementares quebrado na largura do quadro. */
export function linhasInformacoes(doc: Pdf, dados: DadosDanfe, largura = LARGURA_INFORMACOES - 4): string[] {
  const partes = [dados.infAdFisco ? `Inf. fisco: ${dados.infAdFisco}` : '', dados.infCpl ?? ''].filter(
    Boolean,
  );
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

/** Altura do quadro de continuação das informações complementares nas folhas seguintes. */
export function alturaContinuacao(quantidadeLinhas: number): number {
  return ALTURA_TITULO + 10 + quantidadeLinhas * ENTRELINHA_ADICIONAIS;
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
