import { limparCnpj } from '../../common/cnpj.ts';
import { limparCpf } from '../../common/cpf.ts';
import { el, grupo } from '../../common/xml.ts';
import { limparIE, somenteDigitos, textoLivre } from './texto-livre.ts';
import type { AutXMLEntrada, DestinatarioEntrada, EmitenteEntrada, EnderecoEntrada } from './tipos.ts';

/** Rejeição 598: em homologação a razão social do destinatário tem de ser exatamente esta. */
export const XNOME_HOMOLOGACAO = 'NF-E EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL';

function endereco(nome: 'enderEmit' | 'enderDest', e: EnderecoEntrada): string {
  return grupo(nome, [
    el('xLgr', textoLivre(e.xLgr)),
    el('nro', textoLivre(e.nro)),
    el('xCpl', textoLivre(e.xCpl)),
    el('xBairro', textoLivre(e.xBairro)),
    el('cMun', e.cMun),
    el('xMun', textoLivre(e.xMun)),
    el('UF', e.UF),
    el('CEP', somenteDigitos(e.CEP)),
    el('cPais', '1058'),
    el('xPais', 'BRASIL'),
    el('fone', somenteDigitos(e.fone)),
  ]);
}

/** C01 emit. */
export function montarEmit(emit: EmitenteEntrada): string {
  const IM = textoLivre(emit.IM);
  return grupo('emit', [
    el('CNPJ', limparCnpj(emit.CNPJ)),
    el('xNome', textoLivre(emit.xNome)),
    el('xFant', textoLivre(emit.xFant)),
    // C05 enderEmit
    endereco('enderEmit', emit.enderEmit),
    el('IE', limparIE(emit.IE)),
    el('IEST', limparIE(emit.IEST)),
    el('IM', IM),
    // CNAE só existe junto com a IM (sequência opcional C19-C20).
    IM !== undefined && el('CNAE', somenteDigitos(emit.CNAE)),
    el('CRT', emit.CRT),
  ]);
}

/** E01 dest. A IE só vai para contribuinte (indIEDest 1) ou, se informada, não contribuinte (9). */
export function montarDest(dest: DestinatarioEntrada, tpAmb: string): string {
  return grupo('dest', [
    dest.CNPJ !== undefined ? el('CNPJ', limparCnpj(dest.CNPJ)) : el('CPF', limparCpf(dest.CPF)),
    el('xNome', tpAmb === '2' ? XNOME_HOMOLOGACAO : textoLivre(dest.xNome)),
    // E05 enderDest
    endereco('enderDest', dest.enderDest),
    el('indIEDest', dest.indIEDest),
    dest.indIEDest !== '2' && el('IE', limparIE(dest.IE)),
    el('email', textoLivre(dest.email)),
  ]);
}

/** GA01 autXML, um grupo por pessoa autorizada. */
export function montarAutXML(autorizados: readonly AutXMLEntrada[] | undefined): string[] {
  return (autorizados ?? []).map((a) =>
    grupo('autXML', [a.CNPJ !== undefined ? el('CNPJ', limparCnpj(a.CNPJ)) : el('CPF', limparCpf(a.CPF))]),
  );
}
