import { expect } from 'vitest';
import type { Config } from '../../src/config.ts';
import { type Cenario, CNPJ_PRESTADOR, montarCenario } from '../nfse/cenario.ts';
import { type A1DeTeste, gerarA1DeTeste, novaAcDeTeste } from './certificado-a1.ts';
import { iniciarSimuladorExterno, type SimuladorExterno } from './simulador-externo.ts';

export type CenarioReal = {
  c: Cenario;
  sim: SimuladorExterno;
  a1: A1DeTeste;
  /** The stand-in's control API (`caminho` after /__control/), with the company's A1; answers its JSON. */
  controle: (metodo: string, caminho: string, corpo?: unknown) => Promise<unknown>;
  fechar: () => Promise<void>;
};

/** The company's A1, uploaded through the API as an administrator does. */
export async function enviarCertificado(c: Pick<Cenario, 't' | 'token'>, a1: A1DeTeste) {
  const form = new FormData();
  form.append('certificado', new Blob([new Uint8Array(a1.pfx)]), 'empresa.pfx');
  form.append('senha', a1.senha);
  const envio = await c.t.request('/api/preferencias/certificado', {
    method: 'POST',
    token: c.token,
    body: form,
  });
  expect(envio.status, await envio.clone().text()).toBe(200);
}

/**
 * The path a real company takes, in homologação: the SEFAZ/Sefin stand-in run as its own process and reached only
 * through SEFAZ_ENDPOINT_BASE, SEFIN_ENDPOINT_BASE and FISCAL_CA_FILE, the company's A1 (from a CA the stand-in
 * trusts) uploaded through the API, and the environment switched. `fiscal` and `nfe` adjust the app's settings.
 */
export async function montarCenarioReal(
  ajustes: { fiscal?: Partial<Config['fiscal']>; nfe?: Config['nfe'] } = {},
): Promise<CenarioReal> {
  const ac = novaAcDeTeste('AC DA EMPRESA DE TESTE');
  const a1 = gerarA1DeTeste({ cnpj: CNPJ_PRESTADOR, razaoSocial: 'PLASTICOS TRANSFORMACAO LTDA', ac });
  const sim = await iniciarSimuladorExterno({ ambiente: '2', acsDosClientes: ac.caPem });
  const c = await montarCenario({
    fiscal: {
      caArquivo: sim.arquivoCa,
      sefazEndpointBase: sim.url,
      sefinEndpointBase: sim.url,
      ...ajustes.fiscal,
    },
    ...(ajustes.nfe ? { nfe: ajustes.nfe } : {}),
  });
  await enviarCertificado(c, a1);
  const troca = await c.api('/fiscal/ambiente', 'PUT', { modo: 'homologacao' });
  expect(troca.status, JSON.stringify(troca.body)).toBe(200);
  return {
    c,
    sim,
    a1,
    controle: async (metodo, caminho, corpo) => {
      const r = await sim.controle(metodo, `/__control/${caminho}`, a1, corpo);
      expect(r.status, r.corpo).toBe(200);
      return JSON.parse(r.corpo) as unknown;
    },
    fechar: async () => {
      await c.t.close();
      await sim.parar();
    },
  };
}
