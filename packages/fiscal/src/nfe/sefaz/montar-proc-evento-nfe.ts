import { extrairElementos } from './ler-xml-retorno.ts';
import { NFE_NS } from './servicos-sefaz.ts';

function campo(xml: string, nome: string): string | undefined {
  return new RegExp(`<(?:\\w+:)?${nome}>([^<]*)</(?:\\w+:)?${nome}>`).exec(xml)?.[1]?.trim();
}

/**
 * procEventoNFe 1.00: o evento assinado, sem alteração, seguido do retEvento da SEFAZ, sem alteração. Confere
 * que o registro é deste evento (chave, tipo e sequência).
 */
export function montarProcEventoNFe(evento: string, retEvento: string): string {
  const enviado = extrairElementos(evento, 'evento')[0];
  const registro = extrairElementos(retEvento, 'retEvento')[0];
  if (!enviado) throw new RangeError('Informe o elemento evento assinado.');
  if (!registro) throw new RangeError('Informe o elemento retEvento recebido da SEFAZ.');
  for (const nome of ['chNFe', 'tpEvento', 'nSeqEvento']) {
    if (campo(enviado, nome) !== campo(registro, nome)) {
      throw new RangeError(`O retEvento não corresponde ao evento (${nome} diferente).`);
    }
  }
  return `<procEventoNFe xmlns="${NFE_NS}" versao="1.00">${enviado}${registro}</procEventoNFe>`;
}
