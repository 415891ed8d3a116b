import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { createSimulator } from '../src/create-simulator.ts';
import { controle, soap } from './support/cliente.ts';
import { enviNFe, montarNFe } from './support/documentos.ts';
import { a1DeTeste, CNPJ_A1_TESTE } from './support/fixtures.ts';

const consSitNFe = (chave: string) =>
  `<consSitNFe xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00"><tpAmb>2</tpAmb><xServ>CONSULTAR</xServ><chNFe>${chave}</chNFe></consSitNFe>`;

const pastas: string[] = [];
afterEach(() => {
  for (const pasta of pastas.splice(0)) rmSync(pasta, { recursive: true, force: true });
});

function pastaTemporaria(): string {
  const pasta = mkdtempSync(path.join(tmpdir(), 'sefaz-sim-'));
  pastas.push(pasta);
  return pasta;
}

describe('estado e certificados em disco', () => {
  test('notas autorizadas e a AC sobrevivem a um reinício', async () => {
    const pasta = pastaTemporaria();
    const a1 = a1DeTeste();
    const credencial = { certPem: a1.certificatePem, keyPem: a1.privateKeyPem };
    const opcoes = {
      certDir: path.join(pasta, 'certs'),
      stateFile: path.join(pasta, 'estado.json'),
      trustedClientCertificates: [a1.certificatePem],
    };
    const primeiro = await createSimulator(opcoes);
    const nfe = montarNFe(
      { cnpjEmitente: CNPJ_A1_TESTE, nNF: 1 },
      { privateKeyPem: a1.privateKeyPem, certificatePem: a1.certificatePem },
    );
    const autorizada = await soap(primeiro, credencial, 'NFeAutorizacao4', enviNFe([nfe.xml], '1'));
    await primeiro.stop();

    const segundo = await createSimulator(opcoes);
    try {
      expect(segundo.ca).toBe(primeiro.ca);
      const consulta = await soap(segundo, credencial, 'NFeConsultaProtocolo4', consSitNFe(nfe.chave));
      expect(consulta.ret.cStat).toBe('100');
      expect(consulta.ret.protNFe.infProt.nProt).toBe(autorizada.ret.protNFe.infProt.nProt);
      const estado = await controle(segundo, credencial, 'GET', 'estado');
      expect(
        estado.dados.notas.map((n: { chNFe: string; situacao: string }) => [n.chNFe, n.situacao]),
      ).toEqual([[nfe.chave, 'autorizada']]);
    } finally {
      await segundo.stop();
    }
  });

  test('npm start: sobe na porta pedida, grava a AC e para com SIGTERM', async () => {
    const pasta = pastaTemporaria();
    const arquivoCa = path.join(pasta, 'ca.pem');
    const processo = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { ...process.env, SEFAZ_SIM_PORT: '0', SEFAZ_SIM_CA_FILE: arquivoCa, SEFAZ_SIM_DATA_DIR: pasta },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let erros = '';
    processo.stderr.on('data', (parte: Buffer) => {
      erros += parte.toString();
    });
    const url = await new Promise<string>((resolve, reject) => {
      let saida = '';
      processo.stdout.on('data', (parte: Buffer) => {
        saida += parte.toString();
        const achado = /Simulador SEFAZ\/Sefin Nacional em (https:\/\/127\.0\.0\.1:\d+)/.exec(saida);
        if (achado?.[1] && saida.includes('AC do simulador gravada')) resolve(achado[1]);
      });
      processo.on('exit', (codigo) => reject(new Error(`saiu com ${codigo}: ${erros}`)));
    });
    expect(erros).toBe('');
    expect(url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(readFileSync(arquivoCa, 'utf8')).toMatch(/^-----BEGIN CERTIFICATE-----/);
    const saida = new Promise<number | null>((resolve) => processo.on('exit', resolve));
    processo.kill('SIGTERM');
    expect(await saida).toBe(0);
  });
});
