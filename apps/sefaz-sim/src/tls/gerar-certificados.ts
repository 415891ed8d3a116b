import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import forge from 'node-forge';

/** AC própria do simulador e o certificado de servidor TLS emitido por ela para localhost/127.0.0.1. */
export interface CertificadosSimulador {
  caPem: string;
  caKeyPem: string;
  certPem: string;
  keyPem: string;
}

const DIA_MS = 24 * 60 * 60 * 1000;

/**
 * A fresh RSA-2048 key: node:crypto generates it in milliseconds and its PEM is the one handed out; node-forge
 * only builds and signs the X.509 certificates.
 */
function novaChave(): { publica: forge.pki.rsa.PublicKey; privada: forge.pki.rsa.PrivateKey; pem: string } {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
  const privada = forge.pki.privateKeyFromPem(pem) as forge.pki.rsa.PrivateKey;
  return { privada, publica: forge.pki.setRsaPublicKey(privada.n, privada.e), pem };
}

export function numeroDeSerie(): string {
  // 16 random bytes as a positive INTEGER in minimal DER: the first byte 0x01-0x7F. A leading zero byte before one
  // below 0x80 (as '0' + random hex gave, about one certificate in 128) is "illegal padding" to OpenSSL.
  const bytes = randomBytes(16);
  bytes[0] = ((bytes[0] ?? 0) & 0x7f) | 0x01;
  return bytes.toString('hex');
}

export interface DadosCertificado {
  subject: forge.pki.CertificateField[];
  validadeDias: number;
  extensoes: object[];
  emissor?: { cert: forge.pki.Certificate; chave: forge.pki.rsa.PrivateKey };
  inicio?: Date;
}

/** Monta e assina (SHA-256) um certificado; sem emissor, autoassinado. */
export function montarCertificado(dados: DadosCertificado): {
  cert: forge.pki.Certificate;
  chave: forge.pki.rsa.PrivateKey;
  /** The key's PEM as node:crypto wrote it (PKCS#1). */
  chavePem: string;
} {
  const { publica, privada, pem } = novaChave();
  const cert = forge.pki.createCertificate();
  cert.publicKey = publica;
  cert.serialNumber = numeroDeSerie();
  const inicio = dados.inicio ?? new Date(Date.now() - DIA_MS);
  cert.validity.notBefore = inicio;
  cert.validity.notAfter = new Date(inicio.getTime() + dados.validadeDias * DIA_MS);
  cert.setSubject(dados.subject);
  cert.setIssuer(dados.emissor ? dados.emissor.cert.subject.attributes : dados.subject);
  cert.setExtensions(dados.extensoes);
  cert.sign(dados.emissor?.chave ?? privada, forge.md.sha256.create());
  return { cert, chave: privada, chavePem: pem };
}

function gerar(): CertificadosSimulador {
  const ac = montarCertificado({
    subject: [
      { name: 'countryName', value: 'BR' },
      { name: 'organizationName', value: 'ERP Industrializacao' },
      { name: 'commonName', value: 'AC SIMULADOR SEFAZ (somente testes)' },
    ],
    validadeDias: 3650,
    extensoes: [
      { name: 'basicConstraints', cA: true, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
      { name: 'subjectKeyIdentifier' },
    ],
  });
  const servidor = montarCertificado({
    subject: [
      { name: 'countryName', value: 'BR' },
      { name: 'organizationName', value: 'ERP Industrializacao' },
      { name: 'commonName', value: 'localhost' },
    ],
    validadeDias: 825,
    emissor: ac,
    extensoes: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  return {
    caPem: forge.pki.certificateToPem(ac.cert),
    caKeyPem: ac.chavePem,
    certPem: forge.pki.certificateToPem(servidor.cert),
    keyPem: servidor.chavePem,
  };
}

const ARQUIVOS = {
  caPem: 'ca.pem',
  caKeyPem: 'ca.key',
  certPem: 'servidor.pem',
  keyPem: 'servidor.key',
} as const;

function lerDaPasta(pasta: string): CertificadosSimulador | undefined {
  const caminhos = Object.values(ARQUIVOS).map((nome) => path.join(pasta, nome));
  if (!caminhos.every((caminho) => existsSync(caminho))) return undefined;
  const [caPem, caKeyPem, certPem, keyPem] = caminhos.map((caminho) => readFileSync(caminho, 'utf8')) as [
    string,
    string,
    string,
    string,
  ];
  // Renova com folga: um certificado de servidor vencido faria o cliente recusar a conexão, como deve.
  const validade = forge.pki.certificateFromPem(certPem).validity.notAfter.getTime();
  if (validade - Date.now() < 30 * DIA_MS) return undefined;
  return { caPem, caKeyPem, certPem, keyPem };
}

/**
 * Certificados do simulador: gerados na partida, ou lidos de `pasta` (e gravados nela na primeira vez), para
 * que quem confia na AC do simulador continue confiando depois de um reinício.
 */
export function obterCertificados(pasta?: string): CertificadosSimulador {
  if (!pasta) return gerar();
  const existentes = lerDaPasta(pasta);
  if (existentes) return existentes;
  const novos = gerar();
  mkdirSync(pasta, { recursive: true });
  for (const [campo, nome] of Object.entries(ARQUIVOS)) {
    const conteudo = novos[campo as keyof CertificadosSimulador];
    // As chaves privadas só servem ao simulador, mas não há motivo para deixá-las legíveis por outros usuários.
    writeFileSync(path.join(pasta, nome), conteudo, { mode: nome.endsWith('.key') ? 0o600 : 0o644 });
  }
  return novos;
}
