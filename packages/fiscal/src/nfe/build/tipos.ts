import type { SiglaUF } from '../../common/uf.ts';
import type { CRT, RegraFiscal, TabelaFiscal } from '../regras/tipos.ts';

/**
 * Entrada do montador da NF-e 4.00, com os nomes dos campos da SEFAZ. Valores e quantidades são texto decimal com
 * ponto ("1234.56", quantidades em kg com até 4 casas): o tipo recusa number, e o montador recusa em tempo de
 * execução qualquer number que chegue por fora do TypeScript (JSON de uma requisição, por exemplo).
 */

/** Texto decimal com ponto, sem separador de milhar: "0.3333", "3.00". Nunca number. */
export type TextoDecimal = string;

export interface EnderecoEntrada {
  xLgr: string;
  nro: string;
  xCpl?: string;
  xBairro: string;
  /** Código IBGE do município, 7 dígitos. */
  cMun: string;
  xMun: string;
  UF: SiglaUF;
  /** 8 dígitos; máscara é retirada. */
  CEP: string;
  fone?: string;
}

/** B01 ide. cUF, idDest, cDV e a chave são calculados; o resto tem padrão quando não informado. */
export interface IdeEntrada {
  /** Se informado, precisa ser o da UF do emitente. */
  cUF?: string;
  /** Código numérico da chave, 8 dígitos, gerado uma vez por nota (gerarCNF) e guardado para os reenvios. */
  cNF: string;
  natOp: string;
  mod?: '55';
  serie: string;
  nNF: string;
  /** Data e hora com fuso: 2026-03-10T09:30:00-03:00. */
  dhEmi: string;
  dhSaiEnt?: string;
  /** Padrão: 1 (saída), conferido com o CFOP dos itens. */
  tpNF?: '0' | '1';
  /** Padrão: o município do emitente. */
  cMunFG?: string;
  /** Padrão: 1 (DANFE retrato). */
  tpImp?: '0' | '1' | '2' | '3' | '4' | '5';
  /** Padrão: 1 (emissão normal). 6 = contingência SVC-AN, 7 = SVC-RS (svcDaUF): entram na chave. */
  tpEmis?: '1' | '2' | '3' | '4' | '5' | '6' | '7' | '9';
  /**
   * B28: data e hora de entrada em contingência, com fuso (2026-03-10T09:30:00-03:00). Obrigatória com tpEmis
   * diferente de 1, proibida com 1 (rejeições 557 e 556).
   */
  dhCont?: string;
  /** B29: justificativa da entrada em contingência, 15 a 256 caracteres; junto com dhCont. */
  xJust?: string;
  tpAmb: '1' | '2';
  /** Padrão: 1 (normal). */
  finNFe?: '1' | '2' | '3' | '4';
  /** Padrão: 0 (não é consumidor final). */
  indFinal?: '0' | '1';
  /** Padrão: 9 (operação não presencial, outros). */
  indPres?: '0' | '1' | '2' | '3' | '4' | '5' | '9';
  /** Padrão: 0 (sem intermediador) quando indPres é 2, 3, 4 ou 9, onde a SEFAZ o exige. */
  indIntermed?: '0' | '1';
  /** Versão do aplicativo emissor. */
  verProc: string;
  /** BA02 refNFe: chaves das NF-e referenciadas (nos retornos, a NF-e de remessa do cliente). */
  refNFe?: readonly string[];
}

/** C01 emit. */
export interface EmitenteEntrada {
  /** 14 caracteres, numérico ou alfanumérico; máscara é retirada. */
  CNPJ: string;
  xNome: string;
  xFant?: string;
  enderEmit: EnderecoEntrada;
  IE: string;
  IEST?: string;
  IM?: string;
  CNAE?: string;
  CRT: CRT;
}

interface DestinatarioBase {
  xNome: string;
  enderDest: EnderecoEntrada;
  /** 1 contribuinte (IE obrigatória), 2 isento, 9 não contribuinte. */
  indIEDest: '1' | '2' | '9';
  IE?: string;
  email?: string;
}

/** E01 dest, pessoa jurídica (CNPJ) ou física (CPF). */
export type DestinatarioEntrada =
  | (DestinatarioBase & { CNPJ: string; CPF?: undefined })
  | (DestinatarioBase & { CPF: string; CNPJ?: undefined });

/** H01 det / I01 prod, com o que o item muda nas regras (alíquotas da UF e da TIPI). */
export interface ItemEntrada {
  cProd: string;
  /** Padrão: SEM GTIN. */
  cEAN?: string;
  xProd: string;
  NCM: string;
  CEST?: string;
  cBenef?: string;
  CFOP: string;
  uCom: string;
  qCom: TextoDecimal;
  vUnCom: TextoDecimal;
  /** Padrão: uCom, qCom e vUnCom. */
  uTrib?: string;
  qTrib?: TextoDecimal;
  vUnTrib?: TextoDecimal;
  vFrete?: TextoDecimal;
  vSeg?: TextoDecimal;
  vDesc?: TextoDecimal;
  vOutro?: TextoDecimal;
  xPed?: string;
  nItemPed?: string;
  infAdProd?: string;
  /** Origem da mercadoria (tabela A do CST). Padrão: 0, nacional. */
  orig?: '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8';
  /** Alíquota do ICMS do item, no lugar da regra (ex.: alíquota interna de outra UF). */
  pICMS?: TextoDecimal;
  /** Alíquota do IPI da TIPI para o NCM, quando a regra tributa o IPI. */
  pIPI?: TextoDecimal;
  /** Regra própria do item, no lugar da tabela (casos especiais combinados com o contador). */
  regra?: RegraFiscal;
}

export interface VolumeEntrada {
  qVol?: string;
  esp?: string;
  marca?: string;
  nVol?: string;
  /** Pesos em kg, até 3 casas. */
  pesoL?: TextoDecimal;
  pesoB?: TextoDecimal;
}

/** X01 transp. */
export interface TransporteEntrada {
  /** Padrão: 9 (sem ocorrência de transporte). */
  modFrete?: '0' | '1' | '2' | '3' | '4' | '9';
  transporta?: {
    CNPJ?: string;
    CPF?: string;
    xNome?: string;
    IE?: string;
    xEnder?: string;
    xMun?: string;
    UF?: SiglaUF;
  };
  /**
   * X19 veicTransp: placa (Mercosul AAA9A99 ou antiga AAA9999), UF e RNTC da ANTT. Só em operação interna: numa
   * interestadual a SEFAZ rejeita o grupo (868, NT 2016.002); o veículo vai no MDF-e.
   */
  veicTransp?: { placa: string; UF?: SiglaUF; RNTC?: string };
  vol?: readonly VolumeEntrada[];
}

export interface DuplicataEntrada {
  /** Padrão: 001, 002... na ordem. */
  nDup?: string;
  /** Vencimento AAAA-MM-DD. */
  dVenc: string;
  /** Padrão, com uma só duplicata: o líquido da fatura; com várias, divididas em partes iguais. */
  vDup?: TextoDecimal;
}

/** Y01 cobr. A fatura vale o que as linhas que geram cobrança somam (não os retornos de material). */
export interface CobrancaEntrada {
  /** Padrão: o nNF. */
  nFat?: string;
  vDesc?: TextoDecimal;
  dup: readonly DuplicataEntrada[];
}

export interface DetPagEntrada {
  indPag?: '0' | '1';
  /** 01 dinheiro, 15 boleto, 90 sem pagamento, 99 outros... */
  tPag: string;
  xPag?: string;
  vPag: TextoDecimal;
  dPag?: string;
}

/**
 * YA01 pag. Padrão: com cobrança, boleto (15) a prazo no valor líquido da fatura; sem nada a cobrar (retorno puro),
 * 90 sem pagamento com valor zero.
 */
export interface PagamentoEntrada {
  detPag: readonly DetPagEntrada[];
  vTroco?: TextoDecimal;
}

/** Z01 infAdic; o texto legal das regras dos itens é acrescentado a infCpl. */
export interface InfAdicEntrada {
  infAdFisco?: string;
  infCpl?: string;
}

/** ZD01 infRespTec: a empresa que desenvolve o sistema emissor. */
export interface RespTecEntrada {
  CNPJ: string;
  xContato: string;
  email: string;
  fone: string;
  /**
   * O CSRT (Código de Segurança do Responsável Técnico) que a SEFAZ da UF deu à empresa desenvolvedora e o seu
   * identificador (idCSRT, 2 dígitos). O CSRT nunca vai no XML: vai o hashCSRT, calculado com a chave da nota.
   */
  csrt?: { idCSRT: string; CSRT: string };
}

/** GA01 autXML: quem mais pode baixar o XML no portal da SEFAZ (o escritório de contabilidade, por exemplo). */
export type AutXMLEntrada = { CNPJ: string; CPF?: undefined } | { CPF: string; CNPJ?: undefined };

export interface EntradaNFe {
  ide: IdeEntrada;
  emit: EmitenteEntrada;
  dest: DestinatarioEntrada;
  /** Até 10. */
  autXML?: readonly AutXMLEntrada[];
  det: readonly ItemEntrada[];
  transp?: TransporteEntrada;
  cobr?: CobrancaEntrada;
  pag?: PagamentoEntrada;
  infAdic?: InfAdicEntrada;
  infRespTec?: RespTecEntrada;
}

export interface OpcoesMontagem {
  /** Tabela de regras da empresa; padrão: regrasPadrao. */
  tabela?: TabelaFiscal;
}

/** Totais da nota como vão no XML (texto com 2 casas). */
export interface TotaisNFe {
  vBC: string;
  vICMS: string;
  vICMSDeson: string;
  vFCP: string;
  vBCST: string;
  vST: string;
  vFCPST: string;
  vFCPSTRet: string;
  vProd: string;
  vFrete: string;
  vSeg: string;
  vDesc: string;
  vII: string;
  vIPI: string;
  vIPIDevol: string;
  vPIS: string;
  vCOFINS: string;
  vOutro: string;
  vNF: string;
  /** Valor líquido da fatura (linhas que geram cobrança), 0.00 quando nada é cobrado. */
  vFaturado: string;
  /** Presente quando a nota leva IBSCBSTot. */
  ibscbs?: {
    vBCIBSCBS: string;
    vIBSUF: string;
    vIBSMun: string;
    vIBS: string;
    vCBS: string;
  };
}

export interface NFeMontada {
  /** O elemento NFe, sem declaração XML e sem espaços entre as tags, pronto para assinar. */
  xml: string;
  chave: string;
  totais: TotaisNFe;
}
