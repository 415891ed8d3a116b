import { createSimulator, type Simulator } from '@erp/sefaz-sim/create-simulator';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type CertificadoA1, readPfx } from '../../../src/cert/read-pfx.ts';
import {
  type ClienteSefaz,
  criarClienteSefaz,
  type OpcoesClienteSefaz,
} from '../../../src/nfe/sefaz/cliente-sefaz.ts';
import { lerFixture } from '../../support/fixtures.ts';

/** CNPJ do A1 público de teste (cert_cnpj_06157250000116_senha_minhasenha.pfx). */
export const CNPJ_A1_TESTE = '06157250000116';

export function a1DeTeste(): CertificadoA1 {
  return readPfx(lerFixture('certs/cert_cnpj_06157250000116_senha_minhasenha.pfx'), 'minhasenha');
}

export interface AmbienteSefaz {
  sim: Simulator;
  a1: CertificadoA1;
  /** Cliente do A1 de teste contra o simulador (RS, homologação), confiando na AC do simulador. */
  cliente(opcoes?: Partial<OpcoesClienteSefaz>): ClienteSefaz;
}

/**
 * Um simulador por arquivo de teste, zerado antes de cada teste, que aceita o A1 de teste autoassinado no TLS
 * mútuo. Os clientes criados são fechados no fim.
 */
export function usarSimulador(): AmbienteSefaz {
  const a1 = a1DeTeste();
  const clientes: ClienteSefaz[] = [];
  const ambiente = {
    a1,
    cliente(opcoes: Partial<OpcoesClienteSefaz> = {}) {
      const cliente = criarClienteSefaz({
        uf: 'RS',
        tpAmb: '2',
        certificado: a1,
        baseUrl: ambiente.sim.url,
        casExtras: [ambiente.sim.ca],
        ...opcoes,
      });
      clientes.push(cliente);
      return cliente;
    },
  } as AmbienteSefaz;
  beforeAll(async () => {
    ambiente.sim = await createSimulator({
      trustedClientCertificates: [a1.certificatePem],
      onError: (erro) => {
        throw erro;
      },
    });
  });
  beforeEach(() => ambiente.sim.reset());
  afterAll(async () => {
    for (const cliente of clientes) cliente.transporte.fechar();
    await ambiente.sim?.stop();
  });
  return ambiente;
}
