import type { Decimal } from '../../common/decimal.ts';
import { el, grupo } from '../../common/xml.ts';
import type { ItemCalculado } from './calcular-item.ts';
import { xmlQuantidade, xmlValor, xmlValorUnitario } from './formatar-xml.ts';
import { montarImposto } from './montar-imposto.ts';
import { textoLivre } from './texto-livre.ts';

/** vFrete, vSeg, vDesc e vOutro do item são TDec_1302Opc: zero não é aceito, o campo é omitido. */
function opcional(valor: Decimal): string | undefined {
  return valor.isZero() ? undefined : xmlValor(valor);
}

/** H01 det, com I01 prod, M01 imposto e V01 infAdProd. */
export function montarDet(item: ItemCalculado): string {
  const { entrada } = item;
  const cEAN = entrada.cEAN ?? 'SEM GTIN';
  return grupo(
    'det',
    [
      grupo('prod', [
        el('cProd', textoLivre(entrada.cProd)),
        el('cEAN', cEAN),
        el('xProd', textoLivre(entrada.xProd)),
        el('NCM', entrada.NCM),
        el('CEST', entrada.CEST),
        el('cBenef', entrada.cBenef),
        el('CFOP', entrada.CFOP),
        el('uCom', textoLivre(entrada.uCom)),
        el('qCom', xmlQuantidade(item.qCom)),
        el('vUnCom', xmlValorUnitario(item.vUnCom)),
        el('vProd', xmlValor(item.vProd)),
        el('cEANTrib', cEAN),
        el('uTrib', textoLivre(item.uTrib)),
        el('qTrib', xmlQuantidade(item.qTrib)),
        el('vUnTrib', xmlValorUnitario(item.vUnTrib)),
        el('vFrete', opcional(item.vFrete)),
        el('vSeg', opcional(item.vSeg)),
        el('vDesc', opcional(item.vDesc)),
        el('vOutro', opcional(item.vOutro)),
        el('indTot', '1'), // o item compõe o vProd da nota
        el('xPed', textoLivre(entrada.xPed)),
        el('nItemPed', entrada.nItemPed),
      ]),
      montarImposto(item),
      el('infAdProd', textoLivre(entrada.infAdProd)),
    ],
    { nItem: item.nItem },
  );
}
