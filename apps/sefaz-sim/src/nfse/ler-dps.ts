import { atributo, filho, type NoXml, texto } from '../xml/ler-xml.ts';

/** Campos da DPS (já validada pelo schema) usados pelas regras e pela geração da NFS-e. */
export interface CamposDps {
  id: string;
  tpAmb: string;
  dhEmi: string;
  serie: string;
  nDPS: string;
  dCompet: string;
  tpEmit: string;
  cLocEmi: string;
  /** 1 = CPF, 2 = CNPJ (tipo de inscrição federal do Id). */
  tipoInscricao: '1' | '2';
  /** CNPJ, ou CPF com zeros à esquerda (14 posições). */
  inscricao: string;
  documentoPrestador: string;
  cLocPrestacao: string;
  cTribNac: string;
  vServ: string;
  vDescIncond: string | undefined;
  vDescCond: string | undefined;
  /** Dedução/redução da base de cálculo do ISSQN em valor (vDedRed/vDR). */
  vDR: string | undefined;
  tribISSQN: string;
  tpRetISSQN: string;
  pAliq: string | undefined;
  /** Retenções federais: CP, IRRF e CSLL sempre retidas; PIS e COFINS só com tpRetPisCofins 1. */
  vRetCP: string | undefined;
  vRetIRRF: string | undefined;
  vRetCSLL: string | undefined;
  vPis: string | undefined;
  vCofins: string | undefined;
  tpRetPisCofins: string | undefined;
  /** Situação perante o Simples Nacional declarada: 1 não optante, 2 MEI, 3 ME/EPP. */
  opSimpNac: string;
  documentoTomador: string | undefined;
}

export function lerDps(dps: NoXml): CamposDps {
  const inf = filho(dps, 'infDPS');
  const campo = (caminho: string) => texto(inf, caminho) ?? '';
  const cnpj = texto(inf, 'prest/CNPJ');
  const cpf = texto(inf, 'prest/CPF');
  return {
    id: atributo(inf, 'Id') ?? '',
    tpAmb: campo('tpAmb'),
    dhEmi: campo('dhEmi'),
    serie: campo('serie'),
    nDPS: campo('nDPS'),
    dCompet: campo('dCompet'),
    tpEmit: campo('tpEmit'),
    cLocEmi: campo('cLocEmi'),
    tipoInscricao: cnpj ? '2' : '1',
    inscricao: cnpj ?? (cpf ?? '').padStart(14, '0'),
    documentoPrestador: cnpj ?? cpf ?? '',
    cLocPrestacao: campo('serv/locPrest/cLocPrestacao'),
    cTribNac: campo('serv/cServ/cTribNac'),
    vServ: campo('valores/vServPrest/vServ'),
    vDescIncond: texto(inf, 'valores/vDescCondIncond/vDescIncond'),
    vDescCond: texto(inf, 'valores/vDescCondIncond/vDescCond'),
    vDR: texto(inf, 'valores/vDedRed/vDR'),
    tribISSQN: campo('valores/trib/tribMun/tribISSQN'),
    tpRetISSQN: campo('valores/trib/tribMun/tpRetISSQN'),
    pAliq: texto(inf, 'valores/trib/tribMun/pAliq'),
    vRetCP: texto(inf, 'valores/trib/tribFed/vRetCP'),
    vRetIRRF: texto(inf, 'valores/trib/tribFed/vRetIRRF'),
    vRetCSLL: texto(inf, 'valores/trib/tribFed/vRetCSLL'),
    vPis: texto(inf, 'valores/trib/tribFed/piscofins/vPis'),
    vCofins: texto(inf, 'valores/trib/tribFed/piscofins/vCofins'),
    tpRetPisCofins: texto(inf, 'valores/trib/tribFed/piscofins/tpRetPisCofins'),
    opSimpNac: campo('prest/regTrib/opSimpNac'),
    documentoTomador: texto(inf, 'toma/CNPJ') ?? texto(inf, 'toma/CPF'),
  };
}

/** Id esperado: "DPS" + cLocEmi(7) + tipo de inscrição(1) + inscrição(14) + série(5) + nDPS(15) (regra E0004). */
export function idEsperadoDps(dps: CamposDps): string {
  return `DPS${dps.cLocEmi}${dps.tipoInscricao}${dps.inscricao}${dps.serie.padStart(5, '0')}${dps.nDPS.padStart(15, '0')}`;
}
