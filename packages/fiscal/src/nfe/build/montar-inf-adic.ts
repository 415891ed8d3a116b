import { createHash } from 'node:crypto';
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

/**
 * ZD03 hashCSRT (NT 2018.005): SHA-1 do CSRT concatenado com a chave de acesso da nota, em Base64 (20 bytes, 28
 * caracteres). Assim o XML prova que quem o montou conhece o CSRT sem revelá-lo.
 */
export function hashCsrt(csrt: string, chave: string): string {
  return createHash('sha1').update(`${csrt}${chave}`, 'utf8').digest('base64');
}

/** ZD01 infRespTec: responsável técnico pelo sistema emissor (obrigatório na maioria das UF). */
export function montarInfRespTec(resp: RespTecEntrada | undefined, chave: string): string | undefined {
  if (!resp) return undefined;
  if (resp.csrt && !/^[0-9]{2}$/.test(resp.csrt.idCSRT)) {
    throw new RangeError('idCSRT deve ter 2 dígitos (ZD02).');
  }
  return grupo('infRespTec', [
    el('CNPJ', limparCnpj(resp.CNPJ)),
    el('xContato', textoLivre(resp.xContato)),
    el('email', textoLivre(resp.email)),
    el('fone', somenteDigitos(resp.fone)),
    ...(resp.csrt ? [el('idCSRT', resp.csrt.idCSRT), el('hashCSRT', hashCsrt(resp.csrt.CSRT, chave))] : []),
  ]);
}
