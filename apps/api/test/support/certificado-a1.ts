import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { emitirCertificadoCliente } from '@erp/sefaz-sim/tls/emitir-certificado-cliente';
import {
  type CertificadosSimulador,
  montarCertificado,
  obterCertificados,
} from '@erp/sefaz-sim/tls/gerar-certificados';
import forge from 'node-forge';

const DIA_MS = 24 * 60 * 60 * 1000;
export const SENHA_A1_TESTE = 'Senha-do-A1-7q!x';

export type PedidoA1 = {
  cnpj: string;
  razaoSocial?: string;
  /** Start of validity (default: yesterday) and its length in days (default 365). */
  inicio?: Date;
  validadeDias?: number;
  senha?: string;
  /**
   * 'moderno': AES-256 (PBES2), as OpenSSL 3 writes them; 'legado': RC2-40 for the certificates and 3DES for
   * the key, SHA-1 MAC, as many A1 in use (OpenSSL 3 and Node's tls refuse them); 'sem-chave': certificates only.
   */
  formato?: 'moderno' | 'legado' | 'sem-chave';
  /** The CA that issues it (default: acDeTeste()). */
  ac?: CertificadosSimulador;
};

export type A1DeTeste = { pfx: Buffer; senha: string; certPem: string; keyPem: string; caPem: string };

let ac: CertificadosSimulador | undefined;
/** One test CA per process ('AC SIMULADOR SEFAZ'), like the simulator's, which issues every test A1. */
export function acDeTeste(): CertificadosSimulador {
  ac ??= obterCertificados();
  return ac;
}

/**
 * Another CA, named apart: a TLS peer holding two CAs of the same name (the simulator's own and the test one)
 * checks a chain against the first only, so a stand-in run as its own process needs the company's A1 from a CA
 * of another name, as a real one comes from an ICP-Brasil AC.
 */
export function novaAcDeTeste(nome: string): CertificadosSimulador {
  const { cert, chavePem } = montarCertificado({
    subject: [
      { name: 'countryName', value: 'BR' },
      { name: 'organizationName', value: 'ICP-Brasil (testes)' },
      { name: 'commonName', value: nome },
    ],
    validadeDias: 3650,
    extensoes: [
      { name: 'basicConstraints', cA: true, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
      { name: 'subjectKeyIdentifier' },
    ],
  });
  return { caPem: forge.pki.certificateToPem(cert), caKeyPem: chavePem, certPem: '', keyPem: '' };
}

/**
 * An A1 for the tests, issued by the test CA with any validity, "RAZÃO:CNPJ" in the CN as an e-CNPJ. The PFX
 * is written by node-forge (moderno) or by `openssl pkcs12 -export -legacy` (legado, sem-chave).
 */
export function gerarA1DeTeste(pedido: PedidoA1): A1DeTeste {
  const senha = pedido.senha ?? SENHA_A1_TESTE;
  const certificados = pedido.ac ?? acDeTeste();
  const emitido = emitirCertificadoCliente(
    certificados,
    {
      cnpj: pedido.cnpj,
      razaoSocial: pedido.razaoSocial ?? 'PLASTICOS TESTE LTDA',
      inicio: pedido.inicio ?? new Date(Date.now() - DIA_MS),
      validadeDias: pedido.validadeDias ?? 365,
    },
    senha,
  );
  const formato = pedido.formato ?? 'moderno';
  const base = { senha, certPem: emitido.certPem, keyPem: emitido.keyPem, caPem: certificados.caPem };
  if (formato === 'moderno') return { ...base, pfx: emitido.pfx };
  return {
    ...base,
    pfx: pfxPeloOpenssl(emitido.keyPem, emitido.certPem, certificados.caPem, senha, formato),
  };
}

function pfxPeloOpenssl(
  keyPem: string,
  certPem: string,
  caPem: string,
  senha: string,
  formato: 'legado' | 'sem-chave',
): Buffer {
  const pasta = mkdtempSync(path.join(tmpdir(), 'a1-teste-'));
  try {
    const arquivo = (nome: string, conteudo: string) => {
      const caminho = path.join(pasta, nome);
      writeFileSync(caminho, conteudo, { mode: 0o600 });
      return caminho;
    };
    const saida = path.join(pasta, 'a1.pfx');
    const comum = ['-in', arquivo('cert.pem', certPem), '-certfile', arquivo('ac.pem', caPem)];
    const argumentos =
      formato === 'legado'
        ? [
            '-legacy',
            '-certpbe',
            'PBE-SHA1-RC2-40',
            '-keypbe',
            'PBE-SHA1-3DES',
            '-inkey',
            arquivo('key.pem', keyPem),
          ]
        : ['-nokeys'];
    // The password through the environment, not the command line (visible in ps).
    execFileSync(
      'openssl',
      ['pkcs12', '-export', ...argumentos, ...comum, '-passout', 'env:SENHA_PFX', '-out', saida],
      {
        env: { ...process.env, SENHA_PFX: senha },
        stdio: 'pipe',
      },
    );
    return readFileSync(saida);
  } finally {
    rmSync(pasta, { recursive: true, force: true });
  }
}
