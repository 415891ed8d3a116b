import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const pastaDoSimulador = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../sefaz-sim');

export type SimuladorExterno = {
  /** https://127.0.0.1:PORT: what SEFAZ_ENDPOINT_BASE and SEFIN_ENDPOINT_BASE point at. */
  url: string;
  /** PEM file of the simulator's server CA: what FISCAL_CA_FILE points at. */
  arquivoCa: string;
  saida: () => string;
  /**
   * The stand-in's control API (faults, state, third parties' notes), behind the same mutual TLS as SEFAZ: the
   * caller presents a client certificate the stand-in trusts (the company's A1).
   */
  controle: (
    metodo: string,
    caminho: string,
    cliente: { keyPem: string; certPem: string },
    corpo?: unknown,
  ) => Promise<{ status: number; corpo: string }>;
  parar: () => Promise<void>;
};

/**
 * The SEFAZ / Sefin Nacional stand-in as its own process (`npm start -w apps/sefaz-sim`), reached by the app only
 * through configuration, as a real SEFAZ is: `ambiente` '1' answers as produção. `acsDosClientes` is the PEM of
 * the CA that issued the company's A1 (the stand-in refuses any other client certificate in the TLS).
 */
export async function iniciarSimuladorExterno(opcoes: {
  ambiente: '1' | '2';
  acsDosClientes: string;
}): Promise<SimuladorExterno> {
  const pasta = await mkdtemp(path.join(os.tmpdir(), 'erp-sim-externo-'));
  const arquivoCa = path.join(pasta, 'ca-do-simulador.pem');
  const arquivoAcsClientes = path.join(pasta, 'acs-dos-clientes.pem');
  await writeFile(arquivoAcsClientes, opcoes.acsDosClientes);
  const processo: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: pastaDoSimulador,
    env: {
      PATH: process.env.PATH ?? '',
      SEFAZ_SIM_PORT: '0',
      SEFAZ_SIM_DATA_DIR: pasta,
      SEFAZ_SIM_CA_FILE: arquivoCa,
      SEFAZ_SIM_CLIENT_CAS: arquivoAcsClientes,
      SEFAZ_SIM_AMBIENTE: opcoes.ambiente,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let saida = '';
  const terminou = new Promise<void>((resolve) => processo.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const limite = setTimeout(() => reject(new Error(`o simulador não subiu em 30 s:\n${saida}`)), 30_000);
    const ler = (parte: Buffer) => {
      saida += parte.toString('utf8');
      const achado = /em (https:\/\/127\.0\.0\.1:\d+)/.exec(saida);
      // The CA file is written before the address is announced.
      if (achado?.[1] && saida.includes('AC do simulador gravada')) {
        clearTimeout(limite);
        resolve(achado[1]);
      }
    };
    processo.stdout?.on('data', ler);
    processo.stderr?.on('data', ler);
    processo.once('exit', (codigo) => {
      clearTimeout(limite);
      reject(new Error(`o simulador terminou (${codigo}):\n${saida}`));
    });
  });
  const ca = await readFile(arquivoCa, 'utf8');
  return {
    url,
    arquivoCa,
    saida: () => saida,
    controle: (metodo, caminho, cliente, corpo) =>
      new Promise((resolve, reject) => {
        const dados = corpo === undefined ? undefined : JSON.stringify(corpo);
        const pedido = https.request(
          `${url}${caminho}`,
          {
            method: metodo,
            key: cliente.keyPem,
            cert: cliente.certPem,
            ca,
            headers: dados ? { 'content-type': 'application/json' } : {},
          },
          (resposta) => {
            let texto = '';
            resposta.setEncoding('utf8');
            resposta.on('data', (parte: string) => {
              texto += parte;
            });
            resposta.on('end', () => resolve({ status: resposta.statusCode ?? 0, corpo: texto }));
          },
        );
        pedido.on('error', reject);
        pedido.end(dados);
      }),
    parar: async () => {
      processo.kill('SIGTERM');
      await terminou;
      await rm(pasta, { recursive: true, force: true });
    },
  };
}
