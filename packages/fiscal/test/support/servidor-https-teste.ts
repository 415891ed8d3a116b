import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import forge from 'node-forge';

/**
 * Servidor HTTPS mínimo para testar clientes com TLS mútuo: uma AC de teste feita com node-forge emite o
 * certificado do servidor (localhost/127.0.0.1); o servidor exige certificado do cliente e só aceita os emitidos
 * pelas ACs informadas. As chaves RSA vêm do node:crypto (rápido); o node-forge monta e assina os certificados.
 */

export interface ParChaveCertificado {
  keyPem: string;
  certPem: string;
}

function chaveRsa() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return {
    keyPem: privateKey,
    publica: forge.pki.publicKeyFromPem(publicKey),
    privada: forge.pki.privateKeyFromPem(privateKey),
  };
}

function validade(cert: forge.pki.Certificate): void {
  const agora = Date.now();
  cert.validity.notBefore = new Date(agora - 24 * 3600 * 1000);
  cert.validity.notAfter = new Date(agora + 365 * 24 * 3600 * 1000);
}

export interface AcDeTeste {
  caPem: string;
  emitirServidor(): ParChaveCertificado;
}

/** AC autoassinada e um emissor de certificados de servidor para localhost. */
export function criarAcDeTeste(nome = 'AC SERVIDOR TESTE'): AcDeTeste {
  const ac = chaveRsa();
  const cert = forge.pki.createCertificate();
  cert.publicKey = ac.publica;
  cert.serialNumber = '01';
  validade(cert);
  const sujeito = [{ name: 'commonName', value: nome }];
  cert.setSubject(sujeito);
  cert.setIssuer(sujeito);
  cert.setExtensions([
    { name: 'basicConstraints', cA: true, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
  ]);
  cert.sign(ac.privada, forge.md.sha256.create());
  let serial = 1;
  return {
    caPem: forge.pki.certificateToPem(cert),
    emitirServidor() {
      const servidor = chaveRsa();
      const emitido = forge.pki.createCertificate();
      emitido.publicKey = servidor.publica;
      serial += 1;
      emitido.serialNumber = serial.toString(16).padStart(2, '0');
      validade(emitido);
      emitido.setSubject([{ name: 'commonName', value: 'localhost' }]);
      emitido.setIssuer(sujeito);
      emitido.setExtensions([
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
      ]);
      emitido.sign(ac.privada, forge.md.sha256.create());
      return { keyPem: servidor.keyPem, certPem: forge.pki.certificateToPem(emitido) };
    },
  };
}

export interface RequisicaoRecebida {
  metodo: string;
  caminho: string;
  corpo: unknown;
  /** CN do certificado apresentado pelo cliente (o servidor já recusou os não confiáveis no handshake). */
  certificadoCliente: string | undefined;
}

export interface RespostaTeste {
  status: number;
  /** Objeto enviado como JSON, ou texto cru. */
  corpo?: unknown;
  /** Esperar antes de responder (para testar o limite de tempo do cliente). */
  atrasoMs?: number;
}

export interface ServidorTeste {
  url: string;
  /** AC que emitiu o certificado do servidor: o cliente precisa confiar nela. */
  caPem: string;
  requisicoes: RequisicaoRecebida[];
  fechar(): Promise<void>;
}

export async function iniciarServidorTeste(opcoes: {
  /** ACs dos certificados de cliente aceitos. */
  acsDoCliente: readonly string[];
  responder: (requisicao: RequisicaoRecebida) => RespostaTeste;
}): Promise<ServidorTeste> {
  const ac = criarAcDeTeste();
  const { keyPem, certPem } = ac.emitirServidor();
  const requisicoes: RequisicaoRecebida[] = [];
  const pendentes = new Set<NodeJS.Timeout>();
  const servidor: Server = createServer(
    { key: keyPem, cert: certPem, ca: [...opcoes.acsDoCliente], requestCert: true, rejectUnauthorized: true },
    (req, res) => {
      const partes: Buffer[] = [];
      req.on('data', (parte: Buffer) => partes.push(parte));
      req.on('end', () => {
        const socket = req.socket as TLSSocket;
        const texto = Buffer.concat(partes).toString('utf8');
        const cn = socket.getPeerCertificate().subject?.CN;
        const recebida: RequisicaoRecebida = {
          metodo: req.method ?? '',
          caminho: req.url ?? '',
          corpo: texto === '' ? undefined : JSON.parse(texto),
          certificadoCliente: socket.authorized ? (Array.isArray(cn) ? cn[0] : cn) : undefined,
        };
        requisicoes.push(recebida);
        const resposta = opcoes.responder(recebida);
        const enviar = () => {
          const corpo =
            typeof resposta.corpo === 'string' ? resposta.corpo : JSON.stringify(resposta.corpo ?? {});
          res.writeHead(resposta.status, {
            'Content-Type': typeof resposta.corpo === 'string' ? 'text/html' : 'application/json',
          });
          res.end(corpo);
        };
        if (resposta.atrasoMs) {
          const espera = setTimeout(() => {
            pendentes.delete(espera);
            enviar();
          }, resposta.atrasoMs);
          pendentes.add(espera);
        } else {
          enviar();
        }
      });
    },
  );
  await new Promise<void>((resolve) => servidor.listen(0, '127.0.0.1', resolve));
  const { port } = servidor.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}/SefinNacional`,
    caPem: ac.caPem,
    requisicoes,
    fechar() {
      for (const espera of pendentes) clearTimeout(espera);
      servidor.closeAllConnections();
      return new Promise<void>((resolve) => servidor.close(() => resolve()));
    },
  };
}
