import { formatarDataCertificado } from '../cert/read-pfx.ts';
import { formatarCnpj } from '../common/cnpj.ts';
import { cifrasDoPfx } from './cifra-pfx.ts';
import { lerCertificado, senhaInformada } from './ler-certificado.ts';
import { CODIGO, type CodigoSaida, type Terminal, UsoIncorretoError } from './terminal.ts';

const DIA_MS = 24 * 60 * 60 * 1000;

/** `certificado <arquivo.pfx> --senha <senha>`: titular, CNPJ, validade e cifra do arquivo. */
export function comandoCertificado(
  posicionais: readonly string[],
  opcoes: { senha?: string | undefined },
  terminal: Terminal,
  agora: Date = new Date(),
): CodigoSaida {
  const [arquivo, ...sobra] = posicionais;
  if (!arquivo || sobra.length > 0)
    throw new UsoIncorretoError('Uso: certificado <arquivo.pfx> --senha <senha>');
  // Lê sem conferir a validade, para mostrar os dados também de um certificado vencido.
  const { pfx, cert } = lerCertificado(arquivo, senhaInformada(opcoes.senha), { verificarValidade: false });
  terminal.escrever(`Arquivo: ${arquivo}`);
  terminal.escrever(`Titular: ${cert.subjectCN}`);
  terminal.escrever(
    `CNPJ: ${cert.cnpj ? formatarCnpj(cert.cnpj) : 'não identificado (e-CPF ou certificado sem CNPJ)'}`,
  );
  terminal.escrever(`Emissor: ${cert.issuerCN ?? 'não identificado'}`);
  terminal.escrever(
    `Validade: ${formatarDataCertificado(cert.notBefore)} a ${formatarDataCertificado(cert.notAfter)}`,
  );
  const cifras = cifrasDoPfx(pfx);
  const isLegado = cifras.some((cifra) => cifra.includes('legado'));
  terminal.escrever(
    `Cifra do arquivo: ${cifras.length > 0 ? cifras.join(', ') : 'não identificada'}${
      isLegado ? ' (formato antigo, que o OpenSSL 3 só abre com -legacy; este sistema lê normalmente)' : ''
    }`,
  );
  if (agora.getTime() < cert.notBefore.getTime()) {
    terminal.escrever(`Situação: ainda não é válido (início em ${formatarDataCertificado(cert.notBefore)})`);
    return CODIGO.INVALIDO;
  }
  if (agora.getTime() > cert.notAfter.getTime()) {
    terminal.escrever(`Situação: vencido em ${formatarDataCertificado(cert.notAfter)}`);
    return CODIGO.INVALIDO;
  }
  const dias = Math.floor((cert.notAfter.getTime() - agora.getTime()) / DIA_MS);
  terminal.escrever(`Situação: válido (vence em ${dias} dia${dias === 1 ? '' : 's'})`);
  return CODIGO.SUCESSO;
}
