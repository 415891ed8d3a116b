import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, test } from 'vitest';
import type { Simulator } from '../src/create-simulator.ts';
import { controle, requisitar, soap } from './support/cliente.ts';
import { enviNFe, montarDps, montarNFe } from './support/documentos.ts';
import { a1DeTeste, CNPJ_A1_TESTE } from './support/fixtures.ts';
import { type Ambiente, usarSimulador } from './support/simulador.ts';

const NS = 'xmlns="http://www.portalfiscal.inf.br/nfe"';
const consStatServ = (tpAmb: string) =>
  `<consStatServ ${NS} versao="4.00"><tpAmb>${tpAmb}</tpAmb><cUF>35</cUF><xServ>STATUS</xServ></consStatServ>`;

async function emitirDps(
  sim: Simulator,
  a: Pick<Ambiente, 'credencial' | 'chave'>,
  tpAmb: '1' | '2',
  nDPS: number,
) {
  const dps = montarDps({ cnpjPrestador: CNPJ_A1_TESTE, nDPS, tpAmb }, a.chave);
  const corpo = JSON.stringify({ dpsXmlGZipB64: gzipSync(Buffer.from(dps.xml, 'utf8')).toString('base64') });
  const r = await requisitar(sim, a.credencial, 'POST', '/SefinNacional/nfse', corpo);
  return { status: r.status, dados: JSON.parse(r.corpo) };
}

const autorizar = (a: Ambiente, tpAmb: '1' | '2', nNF: number) =>
  soap(
    a.sim,
    a.credencial,
    'NFeAutorizacao4',
    enviNFe([montarNFe({ cnpjEmitente: CNPJ_A1_TESTE, nNF, tpAmb, cUF: '35' }, a.chave).xml], '1'),
    '/ws/nfeautorizacao4.asmx',
  );

describe('produção (tpAmb 1)', () => {
  const a = usarSimulador({ config: { tpAmb: '1' } });

  test('NF-e: status, autorização e retornos em tpAmb 1; uma mensagem de homologação recebe 252', async () => {
    const status = await soap(a.sim, a.credencial, 'NFeStatusServico4', consStatServ('1'));
    expect([status.ret.cStat, status.ret.tpAmb]).toEqual(['107', '1']);
    expect((await soap(a.sim, a.credencial, 'NFeStatusServico4', consStatServ('2'))).ret.cStat).toBe('252');
    const autorizada = await autorizar(a, '1', 1);
    expect(autorizada.ret.tpAmb).toBe('1');
    expect(autorizada.ret.protNFe.infProt).toMatchObject({ cStat: '100', tpAmb: '1' });
    expect((await autorizar(a, '2', 2)).ret.protNFe.infProt.cStat).toBe('252');
  });

  test('Sefin: tipoAmbiente 1; a DPS de produção restrita (tpAmb 2) recebe E0006', async () => {
    const producao = await emitirDps(a.sim, a, '1', 1);
    expect(producao.status).toBe(201);
    expect(producao.dados.tipoAmbiente).toBe(1);
    const restrita = await emitirDps(a.sim, a, '2', 2);
    expect(restrita.status).toBe(400);
    expect(restrita.dados.tipoAmbiente).toBe(1);
    expect(restrita.dados.erros.map((e: { codigo: string }) => e.codigo)).toEqual(['E0006']);
  });
});

describe('homologação e produção são bases separadas', () => {
  const a = usarSimulador();

  test('o mesmo número autorizado em homologação é autorizado em produção; a DPS de produção, E0006', async () => {
    expect((await autorizar(a, '2', 7)).ret.protNFe.infProt.cStat).toBe('100');
    const restrita = await emitirDps(a.sim, a, '1', 7);
    expect([restrita.status, restrita.dados.tipoAmbiente, restrita.dados.erros[0].codigo]).toEqual([
      400,
      2,
      'E0006',
    ]);
    await controle(a.sim, a.credencial, 'PATCH', 'config', { tpAmb: '1' });
    expect(a.sim.state.dados.notas).toEqual({});
    expect((await autorizar(a, '1', 7)).ret.protNFe.infProt.cStat).toBe('100');
    await controle(a.sim, a.credencial, 'PATCH', 'config', { tpAmb: '2' });
    expect(Object.keys(a.sim.state.dados.notas)).toHaveLength(1);
  });
});

describe('npm start com SEFAZ_SIM_AMBIENTE e SEFAZ_SIM_CONFIG', () => {
  const pasta = mkdtempSync(path.join(tmpdir(), 'sefaz-sim-ambiente-'));
  afterAll(() => rmSync(pasta, { recursive: true, force: true }));

  function iniciar(env: Record<string, string>) {
    const processo = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { ...process.env, SEFAZ_SIM_PORT: '0', SEFAZ_SIM_DATA_DIR: pasta, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let erros = '';
    processo.stderr.on('data', (parte: Buffer) => {
      erros += parte.toString();
    });
    const saida = new Promise<number | null>((resolve) => processo.on('exit', resolve));
    const url = new Promise<string>((resolve, reject) => {
      let texto = '';
      processo.stdout.on('data', (parte: Buffer) => {
        texto += parte.toString();
        const achado = /Simulador SEFAZ\/Sefin Nacional em (https:\/\/127\.0\.0\.1:\d+)/.exec(texto);
        if (achado?.[1] && texto.includes('AC do simulador gravada')) resolve(achado[1]);
      });
      processo.on('exit', (codigo) => reject(new Error(`saiu com ${codigo}: ${erros}`)));
    });
    // Quem só espera a saída (a variável inválida) não lê a URL: a rejeição não fica sem tratamento.
    url.catch(() => undefined);
    return { processo, saida, url, erros: () => erros };
  }

  test('sobe em produção com as recusas pedidas, e o reset as mantém', async () => {
    const a1 = a1DeTeste();
    const credencial = { certPem: a1.certificatePem, keyPem: a1.privateKeyPem };
    const arquivoCa = path.join(pasta, 'ca.pem');
    const clientes = path.join(pasta, 'clientes.pem');
    writeFileSync(clientes, a1.certificatePem);
    const { processo, saida, url } = iniciar({
      SEFAZ_SIM_AMBIENTE: '1',
      SEFAZ_SIM_CONFIG: JSON.stringify({ destinatariosIrregulares: ['58716523000119'] }),
      SEFAZ_SIM_CA_FILE: arquivoCa,
      SEFAZ_SIM_CLIENT_CAS: clientes,
    });
    try {
      const sim = { url: await url, ca: readFileSync(arquivoCa, 'utf8') } as Simulator;
      const status = await soap(sim, credencial, 'NFeStatusServico4', consStatServ('1'));
      expect([status.ret.cStat, status.ret.tpAmb]).toEqual(['107', '1']);
      await controle(sim, credencial, 'POST', 'reset');
      const config = await controle(sim, credencial, 'GET', 'config');
      expect(config.dados).toMatchObject({ tpAmb: '1', destinatariosIrregulares: ['58716523000119'] });
    } finally {
      processo.kill('SIGTERM');
    }
    expect(await saida).toBe(0);
  });

  test('uma variável inválida: sai com 1 e diz qual', async () => {
    const { saida, erros } = iniciar({ SEFAZ_SIM_AMBIENTE: 'producao' });
    expect(await saida).toBe(1);
    expect(erros()).toContain('SEFAZ_SIM_AMBIENTE deve ser 1 (produção) ou 2 (homologação).');
  });
});
