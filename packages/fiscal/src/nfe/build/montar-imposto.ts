import { el, grupo } from '../../common/xml.ts';
import type { ItemCalculado } from './calcular-item.ts';
import { xmlAliquota, xmlValor } from './formatar-xml.ts';

const ZERO = '0.00';

/** N01 ICMS: um só dos grupos ICMSxx / ICMSSNxxx, conforme a CST ou o CSOSN da regra. */
function montarIcms(item: ItemCalculado): string {
  const { icms, orig } = item;
  let conteudo: string;
  switch (icms.grupo) {
    case 'ICMS00':
      conteudo = grupo('ICMS00', [
        el('orig', orig),
        el('CST', icms.CST),
        el('modBC', '3'), // valor da operação
        el('vBC', xmlValor(icms.vBC)),
        el('pICMS', xmlAliquota(icms.pICMS)),
        el('vICMS', xmlValor(icms.vICMS)),
      ]);
      break;
    case 'ICMS40':
    case 'ICMS51':
    case 'ICMS90':
      conteudo = grupo(icms.grupo, [el('orig', orig), el('CST', icms.CST)]);
      break;
    case 'ICMSSN101':
      conteudo = grupo('ICMSSN101', [
        el('orig', orig),
        el('CSOSN', icms.CSOSN),
        el('pCredSN', xmlAliquota(icms.pCredSN)),
        el('vCredICMSSN', xmlValor(icms.vCredICMSSN)),
      ]);
      break;
    default:
      conteudo = grupo(icms.grupo, [el('orig', orig), el('CSOSN', icms.CSOSN)]);
  }
  return grupo('ICMS', [conteudo]);
}

/** O01 IPI: IPITrib (O07) na saída tributada, IPINT (O08) nas demais. */
function montarIpi(item: ItemCalculado): string | undefined {
  const { ipi } = item;
  if (!ipi) return undefined;
  const situacao =
    ipi.CST === '50'
      ? grupo('IPITrib', [
          el('CST', ipi.CST),
          el('vBC', xmlValor(ipi.vBC)),
          el('pIPI', xmlAliquota(ipi.pIPI)),
          el('vIPI', xmlValor(ipi.vIPI)),
        ])
      : grupo('IPINT', [el('CST', ipi.CST)]);
  return grupo('IPI', [el('cEnq', ipi.cEnq), situacao]);
}

/** Q01 PIS e S01 COFINS, com a mesma CST. */
function montarPisCofins(item: ItemCalculado): string[] {
  const { pisCofins: pc } = item;
  if (pc.grupo === 'Aliq') {
    return [
      grupo('PIS', [
        grupo('PISAliq', [
          el('CST', pc.CST),
          el('vBC', xmlValor(pc.vBC)),
          el('pPIS', xmlAliquota(pc.pPIS)),
          el('vPIS', xmlValor(pc.vPIS)),
        ]),
      ]),
      grupo('COFINS', [
        grupo('COFINSAliq', [
          el('CST', pc.CST),
          el('vBC', xmlValor(pc.vBC)),
          el('pCOFINS', xmlAliquota(pc.pCOFINS)),
          el('vCOFINS', xmlValor(pc.vCOFINS)),
        ]),
      ]),
    ];
  }
  if (pc.grupo === 'NT') {
    return [
      grupo('PIS', [grupo('PISNT', [el('CST', pc.CST)])]),
      grupo('COFINS', [grupo('COFINSNT', [el('CST', pc.CST)])]),
    ];
  }
  // PISOutr / COFINSOutr exigem base e alíquota (ou quantidade): outras saídas vão com zeros.
  return [
    grupo('PIS', [
      grupo('PISOutr', [el('CST', pc.CST), el('vBC', ZERO), el('pPIS', ZERO), el('vPIS', ZERO)]),
    ]),
    grupo('COFINS', [
      grupo('COFINSOutr', [el('CST', pc.CST), el('vBC', ZERO), el('pCOFINS', ZERO), el('vCOFINS', ZERO)]),
    ]),
  ];
}

/** UB01 IBSCBS (NT 2025.002): CST e cClassTrib, e UB12 gIBSCBS quando a operação é tributada. */
function montarIbsCbs(item: ItemCalculado): string | undefined {
  const { ibscbs } = item;
  if (!ibscbs) return undefined;
  const v = ibscbs.valores;
  return grupo('IBSCBS', [
    el('CST', ibscbs.CST),
    el('cClassTrib', ibscbs.cClassTrib),
    v &&
      grupo('gIBSCBS', [
        el('vBC', xmlValor(v.vBC)),
        grupo('gIBSUF', [el('pIBSUF', xmlAliquota(v.pIBSUF)), el('vIBSUF', xmlValor(v.vIBSUF))]),
        grupo('gIBSMun', [el('pIBSMun', xmlAliquota(v.pIBSMun)), el('vIBSMun', xmlValor(v.vIBSMun))]),
        el('vIBS', xmlValor(v.vIBS)),
        grupo('gCBS', [el('pCBS', xmlAliquota(v.pCBS)), el('vCBS', xmlValor(v.vCBS))]),
      ]),
  ]);
}

/** M01 imposto, na ordem do schema: ICMS, IPI, PIS, COFINS, IBSCBS. */
export function montarImposto(item: ItemCalculado): string {
  return grupo('imposto', [montarIcms(item), montarIpi(item), ...montarPisCofins(item), montarIbsCbs(item)]);
}
