import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { OutgoingHttpHeaders } from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';

/** A CA made for one test run and a server certificate it issued (localhost, 127.0.0.1), as PEM files. */
export type AcHttps = {
  pasta: string;
  caPem: string;
  certFile: string;
  keyFile: string;
  /** Another key, of no certificate here: a pair that must not start. */
  outraChaveFile: string;
  remover: () => void;
};

/** Everything through the openssl CLI, as an office would make its own CA; no TLS check is ever disabled. */
export function gerarAcHttps(nomes = ['localhost'], ips = ['127.0.0.1']): AcHttps {
  const pasta = mkdtempSync(path.join(os.tmpdir(), 'erp-ac-https-'));
  const em = (nome: string) => path.join(pasta, nome);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: pasta, stdio: 'pipe' });
  openssl(
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:P-256',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=AC do escritorio (teste)',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
    '-keyout',
    em('ac.key'),
    '-out',
    em('ac.pem'),
  );
  openssl('genpkey', '-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:P-256', '-out', em('servidor.key'));
  openssl('genpkey', '-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:P-256', '-out', em('outra.key'));
  openssl('req', '-new', '-key', em('servidor.key'), '-subj', '/CN=erp-teste', '-out', em('servidor.csr'));
  const san = [...nomes.map((n) => `DNS:${n}`), ...ips.map((ip) => `IP:${ip}`)].join(',');
  writeFileSync(
    em('ext.cnf'),
    `subjectAltName=${san}\nextendedKeyUsage=serverAuth\nbasicConstraints=CA:FALSE\n`,
  );
  openssl(
    'x509',
    '-req',
    '-in',
    em('servidor.csr'),
    '-CA',
    em('ac.pem'),
    '-CAkey',
    em('ac.key'),
    '-CAcreateserial',
    '-days',
    '1',
    '-extfile',
    em('ext.cnf'),
    '-out',
    em('servidor.pem'),
  );
  return {
    pasta,
    caPem: readFileSync(em('ac.pem'), 'utf8'),
    certFile: em('servidor.pem'),
    keyFile: em('servidor.key'),
    outraChaveFile: em('outra.key'),
    remover: () => rmSync(pasta, { recursive: true, force: true }),
  };
}

export type RespostaHttps = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  corpo: string;
};

/** A request over HTTPS trusting `ca` only (Node's https with its own verification on). */
export function pedirHttps(
  url: string,
  ca: string | undefined,
  init: { method?: string; headers?: OutgoingHttpHeaders; body?: string | Buffer } = {},
): Promise<RespostaHttps> {
  return new Promise((resolve, reject) => {
    const req = https.request(url, { method: init.method ?? 'GET', headers: init.headers, ca }, (res) => {
      let corpo = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        corpo += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, corpo }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}
