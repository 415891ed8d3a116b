import path from 'node:path';
import { ClienteSefin } from '@erp/fiscal/nfse';
import { type ClienteSefaz, criarClienteSefaz } from '@erp/fiscal/sefaz';
import type { ChaveAssinatura } from '@erp/fiscal/xml';
import type { ConfigSimulador } from '@erp/sefaz-sim/config';
import { registrarNotaDeTerceiro } from '@erp/sefaz-sim/controle/registrar-nota-de-terceiro';
import { createSimulator, type Simulator } from '@erp/sefaz-sim/create-simulator';
import { type ConexaoFiscal, type EmpresaFiscal, ESPERA_CURTA_MS } from './conexao-fiscal.ts';

/** Simulação also reaches the simulator itself: its control API (tests, demos) and third parties' notes. */
export interface ConexaoSimulacao extends ConexaoFiscal {
  readonly modo: 'simulacao';
  /** The simulator itself, for its control API (fault injection in tests). */
  simulador(): Promise<Simulator>;
  /**
   * The simulator only knows notes it authorised; an incoming note (authorised by the client at its SEFAZ) is
   * registered there before we manifest on it, as the real Ambiente Nacional would already have it.
   */
  conhecerNotaDeTerceiro(xmlNfeProc: string, chave: string): Promise<void>;
}

/**
 * Simulação, the default of a fresh install: the SEFAZ simulator, started in-process on loopback the first time
 * it is needed, stands in for SEFAZ, the Ambiente Nacional and the Sefin Nacional, and issues the company a
 * simulation A1. Documents carry tpAmb 2 (homologação), so nothing has legal value. `stateFile` keeps the
 * simulator's notes across restarts; without it (tests) they live in memory. `config` sets how the simulator
 * answers (refusals on demand, see SEFAZ_SIM_CONFIG).
 */
export function conexaoSimulacao(opcoes: {
  certDir: string;
  stateFile?: string;
  config?: Partial<ConfigSimulador>;
}): ConexaoSimulacao {
  let simulador: Promise<Simulator> | undefined;
  const clientes = new Map<string, ClienteSefaz>();
  const clientesSefin = new Map<string, ClienteSefin>();
  const certificados = new Map<string, ChaveAssinatura>();
  const sim = () => {
    simulador ??= createSimulator({
      certDir: opcoes.certDir,
      ...(opcoes.stateFile ? { stateFile: opcoes.stateFile } : {}),
      ...(opcoes.config ? { config: opcoes.config } : {}),
    });
    return simulador;
  };
  const certificado = async (empresa: Pick<EmpresaFiscal, 'cnpj' | 'razaoSocial'>) => {
    const existente = certificados.get(empresa.cnpj);
    if (existente) return existente;
    const emitido = (await sim()).emitirCertificadoCliente({
      cnpj: empresa.cnpj,
      razaoSocial: empresa.razaoSocial,
    });
    const chave = { privateKeyPem: emitido.keyPem, certificatePem: emitido.certPem };
    certificados.set(empresa.cnpj, chave);
    return chave;
  };
  return {
    modo: 'simulacao',
    tpAmb: '2',
    async clienteSefaz(empresa, espera = 'normal') {
      const chave = `${empresa.cnpj}|${empresa.uf}|${espera}`;
      const existente = clientes.get(chave);
      if (existente) return existente;
      const s = await sim();
      const cliente = criarClienteSefaz({
        uf: empresa.uf,
        tpAmb: '2',
        certificado: await certificado(empresa),
        baseUrl: s.url,
        casExtras: [s.ca],
        ...(espera === 'curta'
          ? { timeoutConexaoMs: ESPERA_CURTA_MS, timeoutRespostaMs: ESPERA_CURTA_MS }
          : {}),
      });
      clientes.set(chave, cliente);
      return cliente;
    },
    async clienteSefin(empresa) {
      const existente = clientesSefin.get(empresa.cnpj);
      if (existente) return existente;
      const s = await sim();
      const cliente = new ClienteSefin({
        urlBase: `${s.url}/SefinNacional`,
        certificado: await certificado(empresa),
        ca: s.ca,
      });
      clientesSefin.set(empresa.cnpj, cliente);
      return cliente;
    },
    certificadoAssinatura: certificado,
    simulador: sim,
    async conhecerNotaDeTerceiro(xmlNfeProc, chave) {
      const s = await sim();
      if (s.state.dados.notas[chave] || !xmlNfeProc.includes('<protNFe')) return;
      registrarNotaDeTerceiro(s.state, { xml: xmlNfeProc });
    },
    async close() {
      for (const cliente of clientesSefin.values()) cliente.fechar();
      if (simulador) await (await simulador).stop();
    },
  };
}

/** The app's simulation environment, its keys and notes kept under DATA_DIR/sefaz-sim. */
export function conexaoSimulacaoDoApp(
  dataDir: string,
  config: Partial<ConfigSimulador> = {},
): ConexaoSimulacao {
  return conexaoSimulacao({
    certDir: path.join(dataDir, 'sefaz-sim', 'certs'),
    stateFile: path.join(dataDir, 'sefaz-sim', 'estado.json'),
    config,
  });
}
