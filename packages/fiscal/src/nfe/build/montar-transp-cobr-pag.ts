import { limparCnpj } from '../../common/cnpj.ts';
import { limparCpf } from '../../common/cpf.ts';
import { formatarDecimal } from '../../common/decimal.ts';
import { el, grupo } from '../../common/xml.ts';
import type { CobrancaCalculada, PagamentoCalculado } from './calcular-cobranca.ts';
import { lerDecimal } from './decimais.ts';
import { xmlValor } from './formatar-xml.ts';
import { limparIE, textoLivre } from './texto-livre.ts';
import type { TransporteEntrada } from './tipos.ts';

/** Pesos dos volumes (TDec_1203): kg com 3 casas. */
function peso(campo: string, valor: string | undefined): string | undefined {
  if (valor === undefined) return undefined;
  return formatarDecimal(lerDecimal(campo, valor, 3), { casas: 3, digitosInteiros: 12 });
}

/** X01 transp. Sem transporte informado: modFrete 9 (sem ocorrência de transporte). */
export function montarTransp(transp: TransporteEntrada | undefined): string {
  const t = transp?.transporta;
  return grupo('transp', [
    el('modFrete', transp?.modFrete ?? '9'),
    t &&
      grupo('transporta', [
        t.CNPJ !== undefined ? el('CNPJ', limparCnpj(t.CNPJ)) : el('CPF', t.CPF && limparCpf(t.CPF)),
        el('xNome', textoLivre(t.xNome)),
        el('IE', limparIE(t.IE)),
        el('xEnder', textoLivre(t.xEnder)),
        el('xMun', textoLivre(t.xMun)),
        el('UF', t.UF),
      ]),
    transp?.veicTransp &&
      grupo('veicTransp', [
        el('placa', transp.veicTransp.placa.replace(/[\s-]/g, '').toUpperCase()),
        el('UF', transp.veicTransp.UF),
        el('RNTC', textoLivre(transp.veicTransp.RNTC)),
      ]),
    ...(transp?.vol ?? []).map((vol, i) =>
      grupo('vol', [
        el('qVol', vol.qVol),
        el('esp', textoLivre(vol.esp)),
        el('marca', textoLivre(vol.marca)),
        el('nVol', textoLivre(vol.nVol)),
        el('pesoL', peso(`transp.vol[${i}].pesoL`, vol.pesoL)),
        el('pesoB', peso(`transp.vol[${i}].pesoB`, vol.pesoB)),
      ]),
    ),
  ]);
}

/** Y01 cobr: Y02 fat e Y07 dup. */
export function montarCobr(cobranca: CobrancaCalculada | undefined): string | undefined {
  if (!cobranca) return undefined;
  return grupo('cobr', [
    grupo('fat', [
      el('nFat', textoLivre(cobranca.nFat)),
      el('vOrig', xmlValor(cobranca.vOrig)),
      el('vDesc', xmlValor(cobranca.vDesc)),
      el('vLiq', xmlValor(cobranca.vLiq)),
    ]),
    ...cobranca.dup.map((d) =>
      grupo('dup', [el('nDup', d.nDup), el('dVenc', d.dVenc), el('vDup', xmlValor(d.vDup))]),
    ),
  ]);
}

/** YA01 pag. */
export function montarPag(pagamento: PagamentoCalculado): string {
  return grupo('pag', [
    ...pagamento.detPag.map((d) =>
      grupo('detPag', [
        el('indPag', d.indPag),
        el('tPag', d.tPag),
        el('xPag', textoLivre(d.xPag)),
        el('vPag', xmlValor(d.vPag)),
        el('dPag', d.dPag),
      ]),
    ),
    pagamento.vTroco && el('vTroco', xmlValor(pagamento.vTroco)),
  ]);
}
