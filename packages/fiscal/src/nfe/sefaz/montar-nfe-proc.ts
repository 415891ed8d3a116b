import { extrairElementos, semDeclaracao } from './ler-xml-retorno.ts';
import { NFE_NS } from './servicos-sefaz.ts';
import { isProtocoloDeUso } from './situacao-cstat.ts';

function campo(xml: string, nome: string): string | undefined {
  return new RegExp(`<(?:\\w+:)?${nome}>([^<]*)</(?:\\w+:)?${nome}>`).exec(xml)?.[1]?.trim();
}

/** A chave de acesso do Id de infNFe ("NFe" + 44 caracteres). */
export function chaveDaNFe(nfe: string): string {
  const chave = /<infNFe[^>]*\sId="NFe([0-9A-Z]{44})"/.exec(nfe)?.[1];
  if (!chave) throw new RangeError('O XML não é uma NFe com infNFe/@Id.');
  return chave;
}

/** DigestValue da assinatura da NFe: é o digVal que a SEFAZ devolve no protocolo. */
export function digestDaNFe(nfe: string): string | undefined {
  return campo(nfe, 'DigestValue');
}

/**
 * nfeProc 4.00 (MOC, anexo de leiautes, "Distribuição da NF-e"): a NFe assinada, sem alteração, seguida do
 * protNFe recebido da SEFAZ, sem alteração, dentro de <nfeProc versao="4.00">. Confere que o protocolo é desta
 * nota (chave e, quando o protocolo traz, o digVal) e que é de uso (autorizada ou denegada).
 */
export function montarNfeProc(nfe: string, protNFe: string): string {
  const nota = semDeclaracao(nfe);
  if (!/^<NFe[\s>]/.test(nota)) throw new RangeError('Informe o elemento NFe assinado.');
  const protocolo = extrairElementos(protNFe, 'protNFe')[0];
  if (!protocolo) throw new RangeError('Informe o elemento protNFe recebido da SEFAZ.');
  const chave = chaveDaNFe(nota);
  if (campo(protocolo, 'chNFe') !== chave) {
    throw new RangeError(`O protocolo é da chave ${campo(protocolo, 'chNFe')}, não da NF-e ${chave}.`);
  }
  const cStat = campo(protocolo, 'cStat') ?? '';
  if (!isProtocoloDeUso(cStat)) {
    throw new RangeError(`O protocolo (cStat ${cStat}) não é de autorização nem de denegação.`);
  }
  const digVal = campo(protocolo, 'digVal');
  if (digVal && digVal !== digestDaNFe(nota)) {
    throw new RangeError('O digVal do protocolo não confere com a assinatura desta NF-e: é outro XML.');
  }
  return `<nfeProc xmlns="${NFE_NS}" versao="4.00">${nota}${protocolo}</nfeProc>`;
}
