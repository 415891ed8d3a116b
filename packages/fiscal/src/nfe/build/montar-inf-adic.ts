import { limparCnpj } from '../../common/cnpj.ts';
import { el, grupo } from '../../common/xml.ts';
import { somenteDigitos, textoLivre } from './texto-livre.ts';
import type { RespTecEntrada } from './tipos.ts';

/**
 * Z01 infAdic. infCpl já traz o texto da empresa e os textos legais das regras, nessa ordem; é texto corrido, as
 * quebras de linha viram "; " como em zTextoLivreXml de contracts.
 */
export function montarInfAdic(infAdFisco: string | undefined, infCpl: string | undefined): string {
  return grupo('infAdic', [
    el('infAdFisco', textoLivre(infAdFisco)),
    el('infCpl', textoLivre(infCpl, { quebrasDeLinha: 'separar' })),
  ]);
}

/** ZD01 infRespTec: responsável técnico pelo sistema emissor (obrigatório na maioria das UF). */
export function montarInfRespTec(resp: RespTecEntrada | undefined): string | undefined {
  if (!resp) return undefined;
  return grupo('infRespTec', [
    el('CNPJ', limparCnpj(resp.CNPJ)),
    el('xContato', textoLivre(resp.xContato)),
    el('email', textoLivre(resp.email)),
    el('fone', somenteDigitos(resp.fone)),
  ]);
}
