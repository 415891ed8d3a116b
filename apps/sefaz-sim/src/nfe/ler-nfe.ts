import { calcularDvChave } from '@erp/fiscal/documentos';
import { atributo, filho, type NoXml, texto } from '../xml/ler-xml.ts';

/** Campos da NF-e que as regras do simulador usam (a NF-e já passou pelo schema). */
export interface CamposNFe {
  id: string;
  /** Chave informada no Id (sem o literal NFe). */
  chaveDoId: string;
  /** Chave montada com os campos de ide e emit (regra 502). */
  chaveMontada: string;
  cUF: string;
  tpAmb: string;
  mod: string;
  serie: string;
  nNF: string;
  cDV: string;
  dhEmi: string;
  tpNF: string;
  /** B22 tpEmis; B28 dhCont e B29 xJust, a entrada em contingência (só com tpEmis diferente de 1). */
  tpEmis: string;
  dhCont: string | undefined;
  xJust: string | undefined;
  emitente: string;
  isEmitenteCpf: boolean;
  xNomeEmitente: string;
  ieEmitente: string;
  destinatario: string | undefined;
  vNF: string;
}

export function lerNFe(nfe: NoXml): CamposNFe {
  const inf = filho(nfe, 'infNFe');
  const campo = (caminho: string) => texto(inf, caminho) ?? '';
  const id = atributo(inf, 'Id') ?? '';
  const cpfEmitente = texto(inf, 'emit/CPF');
  // Produtor rural pessoa física: o CPF ocupa as 14 posições do CNPJ na chave, com zeros à esquerda.
  const emitente = texto(inf, 'emit/CNPJ') ?? (cpfEmitente ? cpfEmitente.padStart(14, '0') : '');
  const dhEmi = campo('ide/dhEmi');
  const aamm = `${dhEmi.slice(2, 4)}${dhEmi.slice(5, 7)}`;
  const chave43 =
    campo('ide/cUF') +
    aamm +
    emitente +
    campo('ide/mod') +
    campo('ide/serie').padStart(3, '0') +
    campo('ide/nNF').padStart(9, '0') +
    campo('ide/tpEmis') +
    campo('ide/cNF');
  return {
    id,
    chaveDoId: id.replace(/^NFe/, ''),
    chaveMontada: chave43 + campo('ide/cDV'),
    cUF: campo('ide/cUF'),
    tpAmb: campo('ide/tpAmb'),
    mod: campo('ide/mod'),
    serie: campo('ide/serie'),
    nNF: campo('ide/nNF'),
    cDV: campo('ide/cDV'),
    dhEmi,
    tpNF: campo('ide/tpNF'),
    tpEmis: campo('ide/tpEmis'),
    dhCont: texto(inf, 'ide/dhCont'),
    xJust: texto(inf, 'ide/xJust'),
    emitente,
    isEmitenteCpf: cpfEmitente !== undefined,
    xNomeEmitente: campo('emit/xNome'),
    ieEmitente: campo('emit/IE'),
    destinatario: texto(inf, 'dest/CNPJ') ?? texto(inf, 'dest/CPF'),
    vNF: campo('total/ICMSTot/vNF'),
  };
}

/** DV da chave montada com os campos (regra 253); false se a chave montada nem tem o formato de uma chave. */
export function isDvDaChaveMontadaCorreto(chaveMontada: string): boolean {
  try {
    return calcularDvChave(chaveMontada.slice(0, 43)) === chaveMontada.slice(43);
  } catch {
    return false;
  }
}
