import { writeFileSync } from 'node:fs';
import { assertCertificadoDaEmpresa } from '../cert/assert-certificado-da-empresa.ts';
import { CertificadoError } from '../cert/certificado-error.ts';
import type { ChaveAssinatura } from '../common/sign-xml.ts';
import { assinarEvento, assinarInutilizacao, assinarNFe } from '../nfe/sign.ts';
import { validarDocumentoFiscal } from '../nfe/validate.ts';
import { assinarDPS, assinarPedRegEvento } from '../nfse/sign.ts';
import { lerCertificado, senhaInformada } from './ler-certificado.ts';
import { CODIGO, type CodigoSaida, lerArquivo, type Terminal, UsoIncorretoError } from './terminal.ts';
import { tipoDoDocumento } from './tipo-documento.ts';

interface Assinador {
  assinar: (xml: string, cert: ChaveAssinatura) => string;
  /** Onde está o CNPJ de quem assina, que tem de ter a raiz do CNPJ do certificado (rejeição 213). */
  cnpj: RegExp;
}

const ASSINADORES: Readonly<Record<string, Assinador>> = {
  NFe: { assinar: assinarNFe, cnpj: /<emit><CNPJ>([0-9A-Z]{14})<\/CNPJ>/ },
  enviNFe: { assinar: assinarNFe, cnpj: /<emit><CNPJ>([0-9A-Z]{14})<\/CNPJ>/ },
  envEvento: { assinar: assinarEvento, cnpj: /<infEvento\b[^>]*>[\s\S]*?<CNPJ>([0-9A-Z]{14})<\/CNPJ>/ },
  inutNFe: { assinar: assinarInutilizacao, cnpj: /<infInut\b[^>]*>[\s\S]*?<CNPJ>([0-9A-Z]{14})<\/CNPJ>/ },
  DPS: { assinar: assinarDPS, cnpj: /<prest><CNPJ>([0-9A-Z]{14})<\/CNPJ>/ },
  pedRegEvento: {
    assinar: assinarPedRegEvento,
    cnpj: /<infPedReg\b[^>]*>[\s\S]*?<CNPJ(?:Autor)?>([0-9A-Z]{14})<\/CNPJ(?:Autor)?>/,
  },
};

export interface OpcoesAssinar {
  pfx?: string | undefined;
  senha?: string | undefined;
  saida?: string | undefined;
}

/**
 * `assinar <arquivo.xml> --pfx <arquivo.pfx> --senha <senha> --saida <saida.xml>`: assina no perfil da SEFAZ
 * (NF-e, lote, evento, inutilização) ou da NFS-e Nacional (DPS, pedido de evento), grava e valida o resultado.
 */
export function comandoAssinar(
  posicionais: readonly string[],
  opcoes: OpcoesAssinar,
  terminal: Terminal,
): CodigoSaida {
  const [arquivo, ...sobra] = posicionais;
  const uso = 'Uso: assinar <arquivo.xml> --pfx <arquivo.pfx> --senha <senha> --saida <saida.xml>';
  if (!arquivo || sobra.length > 0) throw new UsoIncorretoError(uso);
  if (!opcoes.pfx) throw new UsoIncorretoError(`Informe o certificado com --pfx. ${uso}`);
  if (!opcoes.saida) throw new UsoIncorretoError(`Informe o arquivo de saída com --saida. ${uso}`);
  const xml = lerArquivo(arquivo).toString('utf8');
  const { cert } = lerCertificado(opcoes.pfx, senhaInformada(opcoes.senha));
  const tipo = tipoDoDocumento(xml);
  const assinador = ASSINADORES[tipo.raiz];
  if (!assinador) {
    terminal.erro(
      `${tipo.nome} não é um documento que se assine (aceitos: ${Object.keys(ASSINADORES).join(', ')}).`,
    );
    return CODIGO.INVALIDO;
  }
  const cnpjDocumento = assinador.cnpj.exec(xml)?.[1];
  if (cnpjDocumento) {
    try {
      assertCertificadoDaEmpresa(cert, cnpjDocumento);
    } catch (erro) {
      if (!(erro instanceof CertificadoError)) throw erro;
      terminal.erro(
        `Documento não assinado: ${erro.message} A SEFAZ rejeitaria a assinatura (rejeição 213).`,
      );
      return CODIGO.INVALIDO;
    }
  }

  const assinado = assinador.assinar(xml, cert);
  writeFileSync(opcoes.saida, assinado);
  terminal.escrever(`Documento: ${tipo.nome}`);
  terminal.escrever(`Assinado com o certificado de ${cert.subjectCN}; gravado em ${opcoes.saida}`);
  const schema = validarDocumentoFiscal(assinado);
  if (schema.valido) {
    terminal.escrever('Schema: válido');
    return CODIGO.SUCESSO;
  }
  terminal.escrever(`Schema: inválido (${schema.erros.length} erro${schema.erros.length > 1 ? 's' : ''})`);
  for (const erro of schema.erros) {
    terminal.escrever(`  - linha ${erro.linha}${erro.caminho ? `, ${erro.caminho}` : ''}: ${erro.mensagem}`);
  }
  return CODIGO.INVALIDO;
}
