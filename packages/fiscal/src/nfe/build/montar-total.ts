import { el, grupo } from '../../common/xml.ts';
import type { TotaisCalculados } from './calcular-totais.ts';
import { xmlValor } from './formatar-xml.ts';

const ZERO = '0.00';

/** W01 total: W02 ICMSTot com todos os campos (sem os do ICMS monofásico) e W03 IBSCBSTot quando há IBS/CBS. */
export function montarTotal(t: TotaisCalculados): string {
  const v = xmlValor;
  const ibscbs = t.ibscbs;
  return grupo('total', [
    grupo('ICMSTot', [
      el('vBC', v(t.vBC)),
      el('vICMS', v(t.vICMS)),
      el('vICMSDeson', ZERO),
      el('vFCPUFDest', ZERO),
      el('vICMSUFDest', ZERO),
      el('vICMSUFRemet', ZERO),
      el('vFCP', ZERO),
      el('vBCST', ZERO),
      el('vST', ZERO),
      el('vFCPST', ZERO),
      el('vFCPSTRet', ZERO),
      el('vProd', v(t.vProd)),
      el('vFrete', v(t.vFrete)),
      el('vSeg', v(t.vSeg)),
      el('vDesc', v(t.vDesc)),
      el('vII', ZERO),
      el('vIPI', v(t.vIPI)),
      el('vIPIDevol', ZERO),
      el('vPIS', v(t.vPIS)),
      el('vCOFINS', v(t.vCOFINS)),
      el('vOutro', v(t.vOutro)),
      el('vNF', v(t.vNF)),
    ]),
    ibscbs &&
      grupo('IBSCBSTot', [
        el('vBCIBSCBS', v(ibscbs.vBCIBSCBS)),
        ibscbs.hasValores &&
          grupo('gIBS', [
            grupo('gIBSUF', [el('vDif', ZERO), el('vDevTrib', ZERO), el('vIBSUF', v(ibscbs.vIBSUF))]),
            grupo('gIBSMun', [el('vDif', ZERO), el('vDevTrib', ZERO), el('vIBSMun', v(ibscbs.vIBSMun))]),
            el('vIBS', v(ibscbs.vIBS)),
            el('vCredPres', ZERO),
            el('vCredPresCondSus', ZERO),
          ]),
        ibscbs.hasValores &&
          grupo('gCBS', [
            el('vDif', ZERO),
            el('vDevTrib', ZERO),
            el('vCBS', v(ibscbs.vCBS)),
            el('vCredPres', ZERO),
            el('vCredPresCondSus', ZERO),
          ]),
      ]),
  ]);
}
