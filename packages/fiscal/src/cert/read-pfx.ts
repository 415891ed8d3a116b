import forge from 'node-forge';
import { dataEmTexto } from '../common/data-hora.ts';
import { CertificadoError } from './certificado-error.ts';
import { cnpjDoCertificado } from './cnpj-do-certificado.ts';

/** Certificado A1 lido do PFX. Guarde-o só em memória; a chave privada não deve ir para logs nem respostas. */
export interface CertificadoA1 {
  /** Chave privada RSA em PEM PKCS#8, sem senha. */
  privateKeyPem: string;
  /** Certificado do titular em PEM. */
  certificatePem: string;
  /** Certificado do titular em DER base64, como vai em X509Certificate na assinatura. */
  certificateDerBase64: string;
  /** Demais certificados do arquivo (cadeia da AC), em PEM, para o TLS mútuo. */
  chainPem: string[];
  /** CNPJ do titular (14 caracteres, sem máscara), ou undefined para e-CPF. */
  cnpj: string | undefined;
  subjectCN: string;
  issuerCN: string | undefined;
  notBefore: Date;
  notAfter: Date;
}

export interface OpcoesLeituraPfx {
  /** Conferir a validade (padrão: sim). Desligue só para mostrar os dados de um certificado vencido. */
  verificarValidade?: boolean;
  /** Instante de referência da validade (padrão: agora). */
  agora?: Date;
}

/** dd/mm/aaaa no horário de Brasília: um certificado que vence 00:00 UTC venceu no dia anterior para o usuário. */
export function formatarDataCertificado(data: Date): string {
  return dataEmTexto(data);
}

type BagChave = { key?: forge.pki.PrivateKey | null; asn1?: forge.asn1.Asn1 };

function abrirPfx(pfx: Uint8Array, senha: string): forge.pkcs12.Pkcs12Pfx {
  let asn1: forge.asn1.Asn1;
  try {
    asn1 = forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(pfx).toString('binary')), false);
  } catch {
    throw new CertificadoError('ARQUIVO_INVALIDO', 'O arquivo não é um certificado A1 (PFX/P12) válido.');
  }
  try {
    // node-forge implementa em JavaScript os algoritmos antigos (RC2-40, 3DES) que o OpenSSL 3 não abre mais.
    return forge.pkcs12.pkcs12FromAsn1(asn1, false, senha);
  } catch (erro) {
    const mensagem = erro instanceof Error ? erro.message : String(erro);
    // O MAC do PFX é derivado da senha: se não confere, a senha está errada (ou o arquivo foi corrompido).
    if (/password|MAC could not be verified/i.test(mensagem)) {
      throw new CertificadoError('SENHA_INCORRETA', 'Senha do certificado incorreta.');
    }
    throw new CertificadoError('ARQUIVO_INVALIDO', 'O arquivo não é um certificado A1 (PFX/P12) válido.');
  }
}

function bags(p12: forge.pkcs12.Pkcs12Pfx, tipo: string): forge.pkcs12.Bag[] {
  return p12.getBags({ bagType: tipo })[tipo] ?? [];
}

function mesmaChave(chave: forge.pki.rsa.PrivateKey, cert: forge.pki.Certificate): boolean {
  const publica = cert.publicKey as Partial<forge.pki.rsa.PublicKey>;
  return (
    publica.n !== undefined &&
    publica.e !== undefined &&
    publica.n.equals(chave.n) &&
    publica.e.equals(chave.e)
  );
}

/**
 * Lê um certificado A1 (PFX/P12) com a sua senha, incluindo os cifrados com RC2-40/3DES que o OpenSSL 3 (e o
 * tls do Node) recusa. Lança CertificadoError para senha errada, arquivo sem chave privada, certificado vencido
 * ou ainda não válido. A senha não é guardada nem aparece em mensagens.
 */
export function readPfx(pfx: Uint8Array, senha: string, opcoes: OpcoesLeituraPfx = {}): CertificadoA1 {
  const p12 = abrirPfx(pfx, senha);
  const oids = forge.pki.oids;
  const chaves = [
    ...bags(p12, oids.pkcs8ShroudedKeyBag as string),
    ...bags(p12, oids.keyBag as string),
  ] as BagChave[];
  const certificados = bags(p12, oids.certBag as string)
    .map((bag) => bag.cert)
    .filter((cert): cert is forge.pki.Certificate => cert !== undefined);

  if (chaves.length === 0) {
    throw new CertificadoError('SEM_CHAVE_PRIVADA', 'O arquivo não contém a chave privada do certificado.');
  }
  const chave = chaves.map((bag) => bag.key).find((k): k is forge.pki.rsa.PrivateKey => !!k && 'n' in k);
  if (!chave) {
    throw new CertificadoError(
      'ARQUIVO_INVALIDO',
      'A chave privada do certificado não é RSA; os certificados ICP-Brasil A1 usam RSA.',
    );
  }
  // O PFX pode trazer a cadeia da AC e até o próprio certificado repetido: o titular é o da chave privada.
  const titular = certificados.find((cert) => mesmaChave(chave, cert));
  if (!titular) {
    throw new CertificadoError('SEM_CHAVE_PRIVADA', 'O arquivo não contém a chave privada do certificado.');
  }

  const { notBefore, notAfter } = titular.validity;
  if (opcoes.verificarValidade !== false) {
    const agora = opcoes.agora ?? new Date();
    if (agora.getTime() < notBefore.getTime()) {
      throw new CertificadoError(
        'AINDA_NAO_VALIDO',
        `Certificado ainda não é válido (início em ${formatarDataCertificado(notBefore)}).`,
      );
    }
    if (agora.getTime() > notAfter.getTime()) {
      throw new CertificadoError('VENCIDO', `Certificado vencido em ${formatarDataCertificado(notAfter)}.`);
    }
  }

  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(titular)).getBytes();
  const pemTitular = forge.pki.certificateToPem(titular);
  const cadeia = certificados
    .filter((cert) => !mesmaChave(chave, cert))
    .map((cert) => forge.pki.certificateToPem(cert));
  const cn = titular.subject.getField('CN')?.value;
  const emissor = titular.issuer.getField('CN')?.value;
  return {
    privateKeyPem: forge.pki.privateKeyInfoToPem(
      forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(chave)),
    ),
    certificatePem: pemTitular,
    certificateDerBase64: forge.util.encode64(der),
    chainPem: cadeia,
    cnpj: cnpjDoCertificado(titular),
    subjectCN: typeof cn === 'string' ? cn : '',
    issuerCN: typeof emissor === 'string' ? emissor : undefined,
    notBefore,
    notAfter,
  };
}
