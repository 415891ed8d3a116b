import forge from 'node-forge';

/**
 * Algoritmos de cifra de um PFX (PKCS#12), lidos da estrutura ASN.1 sem abrir o conteúdo cifrado: o
 * AlgorithmIdentifier dos certificados (EncryptedData) e da chave (PKCS8ShroudedKeyBag) fica em claro. Serve para
 * dizer ao usuário se o arquivo é do formato legado (RC2-40/3DES), que o OpenSSL 3 só abre com -legacy.
 */
const ALGORITMOS: Readonly<Record<string, string>> = {
  '1.2.840.113549.1.12.1.1': 'RC4-128 (legado)',
  '1.2.840.113549.1.12.1.2': 'RC4-40 (legado)',
  '1.2.840.113549.1.12.1.3': '3DES (legado)',
  '1.2.840.113549.1.12.1.4': '3DES de 2 chaves (legado)',
  '1.2.840.113549.1.12.1.5': 'RC2-128 (legado)',
  '1.2.840.113549.1.12.1.6': 'RC2-40 (legado)',
  '2.16.840.1.101.3.4.1.2': 'AES-128-CBC',
  '2.16.840.1.101.3.4.1.22': 'AES-192-CBC',
  '2.16.840.1.101.3.4.1.42': 'AES-256-CBC',
  '1.2.840.113549.3.7': 'DES-EDE3-CBC',
};

// PFX -> authSafe -> SafeContents -> SafeBag -> EncryptedPrivateKeyInfo: o 3DES da chave fica no nível 13.
const PROFUNDIDADE_MAXIMA = 24;

function coletar(no: forge.asn1.Asn1, achados: string[], profundidade: number): void {
  if (profundidade > PROFUNDIDADE_MAXIMA) return;
  if (
    no.tagClass === forge.asn1.Class.UNIVERSAL &&
    no.type === forge.asn1.Type.OID &&
    typeof no.value === 'string'
  ) {
    const nome = ALGORITMOS[forge.asn1.derToOid(no.value)];
    if (nome && !achados.includes(nome)) achados.push(nome);
    return;
  }
  if (Array.isArray(no.value)) {
    for (const filho of no.value) coletar(filho, achados, profundidade + 1);
    return;
  }
  // authSafe e SafeContents vêm dentro de OCTET STRING: tenta ler o conteúdo como DER (0x30 = SEQUENCE).
  if (
    no.type === forge.asn1.Type.OCTETSTRING &&
    typeof no.value === 'string' &&
    no.value.charCodeAt(0) === 0x30
  ) {
    try {
      coletar(forge.asn1.fromDer(no.value, false), achados, profundidade + 1);
    } catch {
      // dados cifrados que começam por 0x30 por acaso: não são estrutura, seguem ignorados
    }
  }
}

/** Nomes dos algoritmos de cifra usados no PFX, na ordem em que aparecem (ex.: ['RC2-40 (legado)', '3DES (legado)']). */
export function cifrasDoPfx(pfx: Uint8Array): string[] {
  const achados: string[] = [];
  try {
    coletar(
      forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(pfx).toString('binary')), false),
      achados,
      0,
    );
  } catch {
    return [];
  }
  return achados;
}
