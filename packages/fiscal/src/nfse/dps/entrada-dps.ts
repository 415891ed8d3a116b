import type { ValoresCalculadosDps, ValoresEntradaDps } from './calcular-valores-dps.ts';

/** Entrada e resultado de montarDps: a DPS do leiaute 1.01 emitida pelo próprio prestador. */

export const NFSE_NS = 'http://www.sped.fazenda.gov.br/nfse';
export const VERSAO_DPS = '1.01';

export interface EnderecoNacional {
  /** Código IBGE do município (7 dígitos). */
  cMun: string;
  CEP: string;
  xLgr: string;
  nro: string;
  xCpl?: string;
  xBairro: string;
}

export interface PrestadorDps {
  CNPJ?: string;
  CPF?: string;
  /** Inscrição municipal: só quando o prestador tem cadastro complementar no município emissor (E0120). */
  IM?: string;
  fone?: string;
  email?: string;
  regTrib: {
    /** 1 não optante, 2 MEI, 3 ME/EPP optante do Simples Nacional. */
    opSimpNac: '1' | '2' | '3';
    /** Só para ME/EPP: 1 tributos federais e municipal pelo SN, 2 federais pelo SN e ISSQN fora, 3 fora do SN. */
    regApTribSN?: '1' | '2' | '3';
    /** Regime especial de tributação municipal, 0 = nenhum. */
    regEspTrib: '0' | '1' | '2' | '3' | '4' | '5' | '6';
  };
}

export interface TomadorDps {
  CNPJ?: string;
  CPF?: string;
  IM?: string;
  xNome: string;
  endereco?: EnderecoNacional;
  fone?: string;
  email?: string;
}

export interface ServicoDps {
  /** Município onde o serviço foi prestado (padrão: o emissor). */
  cLocPrestacao?: string;
  /**
   * Código de tributação nacional (6 dígitos): item e subitem da lista da LC 116/2003 e o desdobramento
   * nacional, ex.: 14.05 -> "140501" (veja cTribNacDoItemLc116).
   */
  cTribNac: string;
  /** Código de tributação municipal (3 dígitos), quando o município o define. */
  cTribMun?: string;
  /** Descrição do serviço (até 2000 caracteres, aceita quebras de linha). */
  xDescServ: string;
  /** Código NBS (9 dígitos), obrigatório no leiaute 1.01. */
  cNBS: string;
  /** Informações complementares. */
  xInfComp?: string;
}

export type TributosAproximados =
  | { tipo: 'naoInformar' }
  | { tipo: 'valores'; vTotTribFed: string; vTotTribEst: string; vTotTribMun: string }
  | { tipo: 'percentuais'; pTotTribFed: string; pTotTribEst: string; pTotTribMun: string }
  | { tipo: 'simplesNacional'; pTotTribSN: string };

/** Grupo IBSCBS da reforma tributária (declarado pelo emitente; a Sefin calcula os valores). */
export interface IbsCbsDps {
  /** 0 = NFS-e regular. */
  finNFSe?: '0';
  /** 1 = consumidor final. */
  indFinal?: '0' | '1';
  /** Código indicador da operação (6 dígitos, tabela cIndOp). */
  cIndOp: string;
  /** 0 = o destinatário é o próprio tomador. */
  indDest: '0' | '1';
  CST: string;
  cClassTrib: string;
}

export interface EntradaDps {
  /** 1 produção, 2 homologação (produção restrita). */
  tpAmb: '1' | '2';
  /** Data e hora de emissão com fuso, sem frações: 2026-07-10T09:30:00-03:00. */
  dhEmi: string;
  /** Versão do aplicativo emissor (até 20 caracteres). */
  verAplic: string;
  /** Série da DPS (1 a 5 dígitos; 00001 a 49999 para aplicativo próprio, E0010). */
  serie: string;
  /** Número da DPS (1 a 15 dígitos, sem zeros à esquerda). */
  nDPS: string;
  /** Data de competência (AAAA-MM-DD), não posterior a dhEmi (E0015). */
  dCompet: string;
  /** Município emissor: o do estabelecimento do prestador (IBGE, 7 dígitos). */
  cLocEmi: string;
  prestador: PrestadorDps;
  tomador?: TomadorDps;
  servico: ServicoDps;
  valores: ValoresEntradaDps;
  /** Padrão: não informar (indTotTrib 0). */
  tributosAproximados?: TributosAproximados;
  ibsCbs?: IbsCbsDps;
}

export interface DpsMontada {
  /** XML da DPS sem assinatura. */
  xml: string;
  /** infDPS/@Id. */
  id: string;
  /** Base, ISS, retenções e valor líquido, como a NFS-e vai trazer. */
  valores: ValoresCalculadosDps;
}
