import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createSimulator, type Simulator, type SimulatorOptions } from '../../src/create-simulator.ts';
import type { Credencial } from './cliente.ts';
import { a1DeTeste } from './fixtures.ts';

export interface Ambiente {
  sim: Simulator;
  /** TLS mútuo com o A1 de teste (CNPJ 06.157.250/0001-16). */
  credencial: Credencial;
  /** O mesmo A1, para assinar. */
  chave: { privateKeyPem: string; certificatePem: string };
}

/**
 * Um simulador por arquivo de teste, zerado antes de cada teste. Ele confia no A1 de teste autoassinado, como o
 * SEFAZ_SIM_CLIENT_CAS faria no simulador avulso.
 */
export function usarSimulador(opcoes: SimulatorOptions = {}): Ambiente {
  const a1 = a1DeTeste();
  const ambiente = {
    credencial: { certPem: a1.certificatePem, keyPem: a1.privateKeyPem },
    chave: { privateKeyPem: a1.privateKeyPem, certificatePem: a1.certificatePem },
  } as Ambiente;
  beforeAll(async () => {
    ambiente.sim = await createSimulator({
      trustedClientCertificates: [a1.certificatePem],
      onError: (erro) => {
        throw erro;
      },
      ...opcoes,
    });
  });
  beforeEach(() => ambiente.sim.reset());
  afterAll(async () => {
    await ambiente.sim?.stop();
  });
  return ambiente;
}
