import { Decimal } from '../../common/decimal.ts';
import { escreverLinha, FONTE, fonte, type Pdf } from './desenho-pdf.ts';
import {
  formatarCep,
  formatarData,
  formatarDocumento,
  formatarHora,
  formatarMoeda,
  formatarQuantidade,
  formatarTelefone,
} from './formatar-pt-br.ts';
import { ALTURA_CAMPO, ALTURA_TITULO, fileira, LARGURA, LINHA, titulo, X0 } from './layout-danfe.ts';
import type { CampoIcmsTot, DadosDanfe } from './ler-dados-danfe.ts';

/** Quadros da primeira folha: destinatário, fatura, cálculo do imposto, transportador e ISSQN. */

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
    ['BASE CÁLC. ICMS S.T.', 'vBCST'],
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

/** Altura do quadro: uma fileira a mais com os totais de IBS/CBS (NT 2025.002) quando a nota os tem. */
export function alturaImposto(dados: DadosDanfe): number {
  return ALTURA_TITULO + (FILEIRAS_IMPOSTO.length + (dados.ibsCbsTot ? 1 : 0)) * ALTURA_CAMPO;
}

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
  const ibsCbs = dados.ibsCbsTot;
  if (ibsCbs) {
    const valor = (v: string | undefined) => formatarMoeda(v ?? '0.00');
    proximo = fileira(doc, proximo, [
      ['BASE DE CÁLC. IBS/CBS', valor(ibsCbs.vBCIBSCBS), 1, { alinhamento: 'right' }],
      ['VALOR DO IBS UF', valor(ibsCbs.vIBSUF), 1, { alinhamento: 'right' }],
      ['VALOR DO IBS MUN.', valor(ibsCbs.vIBSMun), 1, { alinhamento: 'right' }],
      ['VALOR TOTAL DO IBS', valor(ibsCbs.vIBS), 1, { alinhamento: 'right' }],
      ['VALOR DA CBS', valor(ibsCbs.vCBS), 1, { alinhamento: 'right' }],
      ['V. TOTAL NF COM IBS/CBS', ibsCbs.vNFTot && formatarMoeda(ibsCbs.vNFTot), 3, { alinhamento: 'right' }],
    ]);
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

/**
 * Com mais de um grupo de volumes o quadro do transportador mostra as somas e 'DIVERSOS'; o detalhe de cada grupo
 * (quantidade, espécie, marca, numeração e pesos) vai para as informações complementares, para constar do DANFE.
 */
export function textoVolumes(dados: DadosDanfe): string {
  const { vol } = dados.transp;
  if (vol.length < 2) return '';
  const grupos = vol.map((v) =>
    [
      v.qVol,
      v.esp,
      v.marca && `marca ${v.marca}`,
      v.nVol && `nº ${v.nVol}`,
      v.pesoL && `peso líq. ${formatarQuantidade(v.pesoL, 3)} kg`,
      v.pesoB && `peso bruto ${formatarQuantidade(v.pesoB, 3)} kg`,
    ]
      .filter(Boolean)
      .join(' '),
  );
  return `Volumes: ${grupos.join('; ')}.`;
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
