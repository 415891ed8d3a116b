import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignedXml } from 'xml-crypto';

const DSIG = 'http://www.w3.org/2000/09/xmldsig#';

/** Texto das Signature do documento, em ordem. */
export function assinaturasDe(xml: string): string[] {
  return [
    ...xml.matchAll(/<Signature xmlns="http:\/\/www\.w3\.org\/2000\/09\/xmldsig#">[\s\S]*?<\/Signature>/g),
  ].map((m) => m[0]);
}

/** Verificação independente com o xml-crypto, usando o certificado embutido na própria assinatura. */
export function verificarComXmlCrypto(xml: string, indice = 0): boolean {
  const assinatura = assinaturasDe(xml)[indice];
  if (!assinatura) throw new Error(`Assinatura ${indice} não encontrada.`);
  const verificador = new SignedXml({ getCertFromKeyInfo: SignedXml.getCertFromKeyInfo });
  verificador.loadSignature(assinatura);
  return verificador.checkSignature(xml);
}

function xmlsec1Instalado(): void {
  try {
    execFileSync('xmlsec1', ['--version'], { stdio: 'pipe' });
  } catch {
    throw new Error(
      'xmlsec1 não encontrado: estes testes conferem a assinatura com uma implementação independente. ' +
        'Instale com: apt-get install -y xmlsec1',
    );
  }
}

export interface ResultadoXmlsec1 {
  ok: boolean;
  saida: string;
}

/**
 * xmlsec1 --verify da n-ésima Signature (1 = primeira), com a chave do X509Certificate embutido. --insecure só
 * dispensa a cadeia de confiança (as ACs de teste não são ICP-Brasil); a conta da assinatura é conferida.
 */
export function verificarComXmlsec1(xml: string, elementoAssinado: string, posicao = 1): ResultadoXmlsec1 {
  xmlsec1Instalado();
  const pasta = mkdtempSync(join(tmpdir(), 'xmlsec1-'));
  const arquivo = join(pasta, 'documento.xml');
  try {
    writeFileSync(arquivo, xml);
    const execucao = spawnSync(
      'xmlsec1',
      [
        '--verify',
        '--id-attr:Id',
        elementoAssinado,
        '--enabled-key-data',
        'x509',
        '--insecure',
        '--node-xpath',
        `(//*[local-name()='Signature' and namespace-uri()='${DSIG}'])[${posicao}]`,
        arquivo,
      ],
      { encoding: 'utf8' },
    );
    return { ok: execucao.status === 0, saida: `${execucao.stdout}${execucao.stderr}` };
  } finally {
    rmSync(pasta, { recursive: true, force: true });
  }
}
