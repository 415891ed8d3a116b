/**
 * Regras tributárias como dados: para cada CFOP e regime (Simples Nacional ou regime normal), a situação de cada
 * tributo do item, as alíquotas padrão e o texto legal que vai em infAdic/infCpl. Tudo aqui é texto e objetos
 * simples (serializáveis em JSON), para a empresa poder guardar e editar a própria tabela depois.
 */

/** CRT do emitente: 1 Simples Nacional, 2 Simples com excesso de sublimite, 3 regime normal, 4 MEI. */
export type CRT = '1' | '2' | '3' | '4';

/** CRT 1, 2 e 4 usam CSOSN; CRT 3 usa CST. */
export type Regime = 'simples' | 'normal';

/** ICMS do regime normal (grupos ICMS00, ICMS40, ICMS51 e ICMS90 do MOC, N02 a N10). */
export type RegraIcmsNormal =
  | {
      CST: '00';
      /** Alíquota interna padrão; sem ela, nas operações interestaduais vale a da Resolução do Senado. */
      pICMS?: string;
    }
  | { CST: '40' | '41' | '50' | '51' | '90' };

/** ICMS do Simples Nacional (grupos ICMSSN101, ICMSSN102 e ICMSSN900, N10c a N10h). */
export type RegraIcmsSimples =
  | { CSOSN: '101'; pCredSN: string }
  | { CSOSN: '102' | '103' | '300' | '400' | '900' };

export type RegraIcms = RegraIcmsNormal | RegraIcmsSimples;

/**
 * IPI (grupo O01). CST 50 é saída tributada (IPITrib, alíquota da TIPI informada no item ou aqui; alíquota zero
 * vira CST 51 em IPINT). As demais são IPINT: 52 isenta, 53 não tributada, 54 imune, 55 suspensão. cEnq é o
 * código de enquadramento legal da tabela da NT 2015.002 (999 = tributação normal).
 */
export type RegraIpi =
  | { CST: '50'; cEnq: string; pIPI?: string }
  | { CST: '52' | '53' | '54' | '55'; cEnq: string };

/**
 * PIS e COFINS (grupos Q01 e S01). 01/02 com alíquota (PISAliq); 04 a 09 sem incidência ou isentas (PISNT);
 * 49 a 99 em PISOutr, aqui sempre com base e valor zero (outras operações de saída).
 */
export type RegraPisCofins =
  | {
      CST: '01' | '02';
      pPIS: string;
      pCOFINS: string;
      /** Excluir o ICMS destacado da base (STF, Tema 69 / RE 574.706). */
      excluirIcmsDaBase: boolean;
    }
  | { CST: '04' | '05' | '06' | '07' | '08' | '09' }
  | { CST: '49' | '99' };

/**
 * IBS e CBS (grupo UB01, NT 2025.002). Com `tributado`, o item leva gIBSCBS com as alíquotas do ano; sem, só CST e
 * cClassTrib (ex.: 410 não incidência, em que a tabela de cClassTrib não admite o grupo de valores).
 */
export interface RegraIbsCbs {
  CST: string;
  cClassTrib: string;
  tributado: boolean;
}

/**
 * Texto legal para infCpl, em frases: o padrão e, quando a redação muda por UF do emitente, a da UF. Frases iguais
 * de itens diferentes (ex.: a suspensão do IPI na 5124 e na 5902) aparecem uma vez só na nota.
 */
export interface TextoLegal {
  padrao: readonly string[];
  porUF?: Readonly<Record<string, readonly string[]>>;
}

export interface RegraFiscal {
  /** CFOP de saída, 4 dígitos (5xxx interna, 6xxx interestadual). */
  cfop: string;
  regime: Regime;
  /** Descrição curta, para a tela de regras e para mensagens. */
  descricao: string;
  icms: RegraIcms;
  /** Sem IPI o item não leva o grupo (comum no Simples Nacional, que recolhe o IPI no DAS). */
  ipi?: RegraIpi;
  pisCofins: RegraPisCofins;
  ibscbs: RegraIbsCbs;
  textoLegal?: TextoLegal;
  /** Retornos (5902/5903) precisam referenciar a NF-e de remessa do cliente (NFref/refNFe). */
  exigeNFeReferenciada: boolean;
  /** A linha movimenta dinheiro (gera fatura e conta a receber): 5124 e 5101 sim, remessas e retornos não. */
  geraCobranca: boolean;
}

/** Alíquotas percentuais do IBS (parcelas da UF e do município) e da CBS num ano. */
export interface AliquotasIbsCbs {
  pIBSUF: string;
  pIBSMun: string;
  pCBS: string;
}

export interface TabelaFiscal {
  regras: readonly RegraFiscal[];
  ibscbs: {
    /** Primeiro ano em que o grupo IBSCBS é obrigatório, por regime. */
    inicio: Readonly<Record<Regime, number>>;
    /** Alíquotas por ano de emissão ('2026'). */
    aliquotas: Readonly<Record<string, AliquotasIbsCbs>>;
  };
  /** Texto que o regime exige em toda nota (ex.: a frase do Simples Nacional sobre o crédito de IPI). */
  textoPorRegime?: Readonly<Partial<Record<Regime, string>>>;
}

/**
 * Uma linha da tabela anual de IBS/CBS (LC 214/2025): as alíquotas do ano e o que o ano muda em cada regime. A
 * empresa a mantém (o padrão vem com os anos que a lei fixa); tabelaDoAno a aplica às regras.
 */
export interface AnoIbsCbs {
  ano: number;
  pIBSUF: string;
  pIBSMun: string;
  pCBS: string;
  /** O Simples Nacional (CRT 1, 2 e 4) leva o grupo IBSCBS neste ano (a partir de 2027). */
  ibscbsSimples: boolean;
  /** PIS e COFINS ainda são devidos nas saídas tributadas do regime normal (até 2026). */
  pisCofinsRegimeNormal: boolean;
}
