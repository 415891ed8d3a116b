import { el, grupo } from '../../common/xml.ts';
import { textoLivre } from './texto-livre.ts';

/** ide já resolvido pelo montador: padrões aplicados, idDest e cDV calculados. */
export interface IdeResolvido {
  cUF: string;
  cNF: string;
  natOp: string;
  mod: string;
  serie: string;
  nNF: string;
  dhEmi: string;
  dhSaiEnt?: string;
  tpNF: string;
  idDest: string;
  cMunFG: string;
  tpImp: string;
  tpEmis: string;
  cDV: string;
  tpAmb: string;
  finNFe: string;
  indFinal: string;
  indPres: string;
  indIntermed?: string;
  procEmi: string;
  verProc: string;
  /** B28 e B29: só em contingência (tpEmis diferente de 1). */
  dhCont?: string;
  xJust?: string;
  refNFe: readonly string[];
}

/** B01 ide, com BA01 NFref (uma por chave referenciada) no fim, como pede o schema. */
export function montarIde(ide: IdeResolvido): string {
  return grupo('ide', [
    el('cUF', ide.cUF),
    el('cNF', ide.cNF),
    el('natOp', textoLivre(ide.natOp)),
    el('mod', ide.mod),
    el('serie', ide.serie),
    el('nNF', ide.nNF),
    el('dhEmi', ide.dhEmi),
    el('dhSaiEnt', ide.dhSaiEnt),
    el('tpNF', ide.tpNF),
    el('idDest', ide.idDest),
    el('cMunFG', ide.cMunFG),
    el('tpImp', ide.tpImp),
    el('tpEmis', ide.tpEmis),
    el('cDV', ide.cDV),
    el('tpAmb', ide.tpAmb),
    el('finNFe', ide.finNFe),
    el('indFinal', ide.indFinal),
    el('indPres', ide.indPres),
    el('indIntermed', ide.indIntermed),
    el('procEmi', ide.procEmi),
    el('verProc', textoLivre(ide.verProc)),
    // B28 dhCont, B29 xJust: entrada em contingência
    el('dhCont', ide.dhCont),
    el('xJust', ide.xJust),
    // BA02 refNFe
    ...ide.refNFe.map((chave) => grupo('NFref', [el('refNFe', chave)])),
  ]);
}
