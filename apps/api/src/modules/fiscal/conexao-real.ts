import { dataEmTexto } from '@erp/fiscal/data-hora';
import type { SiglaUF } from '@erp/fiscal/documentos';
import { ClienteSefin, urlSefinNacional } from '@erp/fiscal/nfse';
import {
  type ClienteSefaz,
  criarClienteSefaz,
  raizesIcpBrasilEmbutidas,
  TIMEOUT_CONEXAO_PADRAO_MS,
  TIMEOUT_RESPOSTA_PADRAO_MS,
} from '@erp/fiscal/sefaz';
import { AppError } from '../../lib/app-error.ts';
import {
  type CertificadoEmUso,
  type ConexaoFiscal,
  type EmpresaFiscal,
  ESPERA_CURTA_MS,
  type EsperaSefaz,
} from './conexao-fiscal.ts';

export type OpcoesConexaoReal = {
  modo: 'homologacao' | 'producao';
  /** The company's A1 as stored (decrypted on demand), or null when none was uploaded. */
  carregarCertificado: () => Promise<CertificadoEmUso | null>;
  /**
   * Stand-ins for tests and local checks only: the origin (scheme, host, port) that replaces the real ones,
   * every service keeping its real path. Unset in real use.
   */
  sefazOrigem?: string | undefined;
  sefinOrigem?: string | undefined;
  /** PEM CAs trusted besides Node's roots and the ICP-Brasil roots shipped (an inspecting proxy's CA). */
  casExtras: readonly string[];
  /** SEFAZ_TIMEOUT_SEGUNDOS: how long an NF-e web service may take to answer; unset, the library's 30 s. */
  timeoutSegundos?: number | undefined;
  agora?: () => Date;
};

/**
 * The waits of a client: connection (10 s, never more than the answer's) and answer (SEFAZ_TIMEOUT_SEGUNDOS, else
 * 30 s); the short one caps both at ESPERA_CURTA_MS.
 */
export function temposDeEspera(espera: EsperaSefaz, timeoutSegundos: number | undefined) {
  const resposta = timeoutSegundos === undefined ? TIMEOUT_RESPOSTA_PADRAO_MS : timeoutSegundos * 1_000;
  const teto = espera === 'curta' ? Math.min(ESPERA_CURTA_MS, resposta) : resposta;
  return { timeoutConexaoMs: Math.min(TIMEOUT_CONEXAO_PADRAO_MS, teto), timeoutRespostaMs: teto };
}

/**
 * Homologação or produção: the SEFAZ of the company's UF (the library's endpoint table), the Ambiente Nacional and
 * the Sefin Nacional, with the company's own A1 for the mutual TLS and the signatures. Server certificates are
 * always verified: Node's roots, the ICP-Brasil roots, and FISCAL_CA_FILE when set.
 */
export function conexaoReal(opcoes: OpcoesConexaoReal): ConexaoFiscal {
  const tpAmb = opcoes.modo === 'producao' ? '1' : '2';
  const agora = opcoes.agora ?? (() => new Date());
  const clientesSefaz = new Map<string, ClienteSefaz>();
  let sefin: { serie: string; cliente: ClienteSefin } | undefined;

  // Checked before anything is numbered: a document signed with an expired A1 is refused by SEFAZ (cStat 280).
  const certificadoValido = async (empresa: { cnpj: string }): Promise<CertificadoEmUso> => {
    const certificado = await opcoes.carregarCertificado();
    if (!certificado) {
      throw AppError.unprocessable(
        'Nenhum certificado digital A1 cadastrado. Envie o certificado em Preferências > Dados da Empresa.',
      );
    }
    // The company's CNPJ may have changed after the upload; SEFAZ would reject the note with 213.
    if (certificado.cnpj.slice(0, 8) !== empresa.cnpj.slice(0, 8)) {
      throw AppError.unprocessable(
        `O certificado digital é do CNPJ ${certificado.cnpj}, de outra raiz que o da empresa (${empresa.cnpj}). Envie o certificado da empresa em Preferências > Dados da Empresa.`,
      );
    }
    const instante = agora();
    if (instante > certificado.validoAte) {
      throw AppError.unprocessable(
        `O certificado digital venceu em ${dataEmTexto(certificado.validoAte)}. Envie um certificado válido em Preferências > Dados da Empresa.`,
      );
    }
    if (instante < certificado.validoDe) {
      throw AppError.unprocessable(
        `O certificado digital só é válido a partir de ${dataEmTexto(certificado.validoDe)}.`,
      );
    }
    return certificado;
  };
  const transmissao = (c: CertificadoEmUso) => ({ ...c.chave, chainPem: c.cadeiaPem });

  return {
    modo: opcoes.modo,
    tpAmb,
    sefazOrigem: opcoes.sefazOrigem,
    sefinOrigem: opcoes.sefinOrigem,
    async clienteSefaz(empresa: Pick<EmpresaFiscal, 'cnpj' | 'uf'>, espera: EsperaSefaz = 'normal') {
      const certificado = await certificadoValido(empresa);
      const prefixo = `${certificado.serie}|${empresa.uf}|`;
      const existente = clientesSefaz.get(prefixo + espera);
      if (existente) return existente;
      const cliente = criarClienteSefaz({
        uf: empresa.uf as SiglaUF,
        tpAmb,
        certificado: transmissao(certificado),
        casExtras: opcoes.casExtras,
        ...temposDeEspera(espera, opcoes.timeoutSegundos),
        ...(opcoes.sefazOrigem ? { origem: opcoes.sefazOrigem } : {}),
      });
      // Another certificate or UF: the clients of the previous one are not used again.
      for (const chave of clientesSefaz.keys()) {
        if (!chave.startsWith(prefixo)) clientesSefaz.delete(chave);
      }
      clientesSefaz.set(prefixo + espera, cliente);
      return cliente;
    },
    async clienteSefin(empresa) {
      const certificado = await certificadoValido(empresa);
      if (sefin?.serie === certificado.serie) return sefin.cliente;
      sefin?.cliente.fechar();
      const cliente = new ClienteSefin({
        urlBase: urlSefinNacional(tpAmb, opcoes.sefinOrigem),
        certificado: transmissao(certificado),
        ca: [...raizesIcpBrasilEmbutidas(), ...opcoes.casExtras],
      });
      sefin = { serie: certificado.serie, cliente };
      return cliente;
    },
    async certificadoAssinatura(empresa) {
      return (await certificadoValido(empresa)).chave;
    },
    async close() {
      sefin?.cliente.fechar();
    },
  };
}
