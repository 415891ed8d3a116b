import { readdirSync, readFileSync } from 'node:fs';
import { rootCertificates } from 'node:tls';

const PASTA_CERTS = new URL('./certs/', import.meta.url);

let raizesIcpBrasil: readonly string[] | undefined;

/** As raízes ICP-Brasil guardadas em ./certs (veja certs/README.md), lidas uma vez. */
export function raizesIcpBrasilEmbutidas(): readonly string[] {
  raizesIcpBrasil ??= readdirSync(PASTA_CERTS)
    .filter((nome) => nome.endsWith('.pem'))
    .sort()
    .map((nome) => readFileSync(new URL(nome, PASTA_CERTS), 'utf8'));
  return raizesIcpBrasil;
}

/**
 * ACs em que o cliente confia para verificar o certificado do servidor: as raízes do Node (Mozilla), as raízes
 * ICP-Brasil, que os servidores das SEFAZ usam e a Mozilla não inclui, e as extras informadas (ex.: a AC do
 * simulador). Passar `ca` ao TLS substitui as raízes do Node, por isso elas entram explicitamente aqui.
 */
export function cadeiaConfiavel(extras: readonly string[] = []): string[] {
  return [...rootCertificates, ...raizesIcpBrasilEmbutidas(), ...extras];
}
