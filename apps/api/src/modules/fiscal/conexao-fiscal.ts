import type { SiglaUF } from '@erp/fiscal/documentos';
import type { ClienteSefin } from '@erp/fiscal/nfse';
import type { ClienteSefaz } from '@erp/fiscal/sefaz';
import type { ChaveAssinatura } from '@erp/fiscal/xml';

export type EmpresaFiscal = { cnpj: string; razaoSocial: string; uf: SiglaUF };

import type { ModoFiscal } from './modo-fiscal.ts';

export type { ModoFiscal };

/** How long a client waits for SEFAZ: the configured time (SEFAZ_TIMEOUT_SEGUNDOS), or a short one. */
export type EsperaSefaz = 'normal' | 'curta';

/**
 * The short wait (connection and answer) of a status check before a draft is numbered: SEFAZ's status service
 * answers in well under a second when it works, and the user is waiting at the dialog.
 */
export const ESPERA_CURTA_MS = 5_000;

/** The company's A1 as the connections use it. */
export type CertificadoEmUso = {
  chave: ChaveAssinatura;
  /** Intermediate CA certificates, sent with the holder's in the TLS handshake. */
  cadeiaPem: string[];
  /** The holder's CNPJ: its root must be the company's (SEFAZ rejects 213 otherwise). */
  cnpj: string;
  serie: string;
  validoDe: Date;
  validoAte: Date;
};

/**
 * One environment's way to the tax authorities: the SEFAZ web services, the Sefin Nacional and the A1 that
 * authenticates the TLS and signs. A document is always sent through the environment it was issued in.
 */
export interface ConexaoFiscal {
  readonly modo: ModoFiscal;
  /** tpAmb of every document and event of this environment: 1 produção, 2 homologação (and simulação). */
  readonly tpAmb: '1' | '2';
  /** Set when a stand-in replaces the real hosts (SEFAZ_ENDPOINT_BASE / SEFIN_ENDPOINT_BASE): shown on screen. */
  readonly sefazOrigem?: string | undefined;
  readonly sefinOrigem?: string | undefined;
  /**
   * The NF-e web services of the company's UF. `espera` 'curta': a client that gives up after a few seconds
   * (ESPERA_CURTA_MS), for the status check asked before a draft is numbered while the autorizador is failing.
   */
  clienteSefaz(
    empresa: Pick<EmpresaFiscal, 'cnpj' | 'razaoSocial' | 'uf'>,
    espera?: EsperaSefaz,
  ): Promise<ClienteSefaz>;
  /** The Sefin Nacional's REST API (NFS-e), with the same A1 for the mutual TLS. */
  clienteSefin(empresa: Pick<EmpresaFiscal, 'cnpj' | 'razaoSocial'>): Promise<ClienteSefin>;
  /** The key and certificate that sign the company's documents (the same A1 that authenticates the TLS). */
  certificadoAssinatura(empresa: Pick<EmpresaFiscal, 'cnpj' | 'razaoSocial'>): Promise<ChaveAssinatura>;
  close(): Promise<void>;
}
