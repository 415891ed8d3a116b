import https from 'node:https';
import { describe, expect, test } from 'vitest';
import { controle, envelope, requisitar, soap } from './support/cliente.ts';
import { enviNFe, montarNFe } from './support/documentos.ts';
import { CNPJ_A1_TESTE } from './support/fixtures.ts';
import { type Ambiente, usarSimulador } from './support/simulador.ts';

const NS = 'xmlns="http://www.portalfiscal.inf.br/nfe"';
const consStatServ = `<consStatServ ${NS} versao="4.00"><tpAmb>2</tpAmb><cUF>43</cUF><xServ>STATUS</xServ></consStatServ>`;
const consSitNFe = (chave: string) =>
  `<consSitNFe ${NS} versao="4.00"><tpAmb>2</tpAmb><xServ>CONSULTAR</xServ><chNFe>${chave}</chNFe></consSitNFe>`;
const distDFeInt = `<distDFeInt ${NS} versao="1.01"><tpAmb>2</tpAmb><CNPJ>${CNPJ_A1_TESTE}</CNPJ><distNSU><ultNSU>000000000000000</ultNSU></distNSU></distDFeInt>`;

/** Autorização com tempo limite do cliente, como o emissor faz. */
function autorizarComTimeout(a: Ambiente, xml: string, timeoutMs: number): Promise<string> {
  return new Promise((resolve) => {
    const req = https.request(
      `${a.sim.url}/ws/NFeAutorizacao4.asmx`,
      {
        method: 'POST',
        ca: a.sim.ca,
        cert: a.credencial.certPem,
        key: a.credencial.keyPem,
        agent: false,
        timeout: timeoutMs,
        headers: { 'content-type': 'application/soap+xml; charset=utf-8' },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve('respondeu'));
      },
    );
    req.on('timeout', () => {
      req.destroy();
      resolve('timeout');
    });
    req.on('error', (erro: NodeJS.ErrnoException) => resolve(erro.code ?? erro.message));
    req.end(envelope('NFeAutorizacao4', enviNFe([xml], '1')));
  });
}

describe('falhas injetadas', () => {
  const a = usarSimulador();

  test('atraso além do tempo limite do cliente: a nota foi autorizada e a consulta devolve 100', async () => {
    a.sim.faults.definir('NFeAutorizacao4', { tipo: 'atraso', ms: 2_000 });
    const nfe = montarNFe({ cnpjEmitente: CNPJ_A1_TESTE, nNF: 1 }, a.chave);
    expect(await autorizarComTimeout(a, nfe.xml, 300)).toBe('timeout');
    const consulta = await soap(a.sim, a.credencial, 'NFeConsultaProtocolo4', consSitNFe(nfe.chave));
    expect(consulta.ret.cStat).toBe('100');
  });

  test('resposta perdida: a conexão cai depois de autorizar; a consulta recupera o protocolo', async () => {
    a.sim.faults.definir('NFeAutorizacao4', { tipo: 'respostaPerdida' });
    const nfe = montarNFe({ cnpjEmitente: CNPJ_A1_TESTE, nNF: 2 }, a.chave);
    expect(await autorizarComTimeout(a, nfe.xml, 5_000)).toBe('ECONNRESET');
    const consulta = await soap(a.sim, a.credencial, 'NFeConsultaProtocolo4', consSitNFe(nfe.chave));
    expect(consulta.ret.cStat).toBe('100');
    expect(consulta.ret.protNFe.infProt.nProt).toBe(a.sim.state.nota(nfe.chave)?.nProt);
    // Reenviar a mesma nota (em vez de consultar) dá 204 com o protocolo original.
    a.sim.faults.remover();
    const reenvio = await soap(a.sim, a.credencial, 'NFeAutorizacao4', enviNFe([nfe.xml], '1'));
    expect(reenvio.ret.protNFe.infProt.cStat).toBe('204');
  });

  test('HTTP 500 com SOAP Fault, sem processar', async () => {
    a.sim.faults.definir('NFeAutorizacao4', { tipo: 'http500' });
    const nfe = montarNFe({ cnpjEmitente: CNPJ_A1_TESTE, nNF: 3 }, a.chave);
    const r = await soap(a.sim, a.credencial, 'NFeAutorizacao4', enviNFe([nfe.xml], '1'));
    expect(r.status).toBe(500);
    expect(r.corpo).toContain('<soap:Value>soap:Receiver</soap:Value>');
    expect(a.sim.state.nota(nfe.chave)).toBeUndefined();
  });

  test('consumo indevido: 656', async () => {
    a.sim.faults.definir('NFeDistribuicaoDFe', { tipo: 'consumoIndevido' });
    const r = await soap(a.sim, a.credencial, 'NFeDistribuicaoDFe', distDFeInt);
    expect(r.ret.cStat).toBe('656');
    expect(r.ret.xMotivo).toBe('Rejeição: Consumo Indevido');
  });

  test('serviço paralisado: 108 na consulta de status, 109 como rejeição na autorização', async () => {
    a.sim.faults.definir('NFeStatusServico4', { tipo: 'paralisado', cStat: '108' });
    const status = await soap(a.sim, a.credencial, 'NFeStatusServico4', consStatServ);
    expect(status.ret.cStat).toBe('108');
    expect(status.ret.xMotivo).toBe('Serviço Paralisado Momentaneamente (curto prazo)');

    a.sim.faults.definir('NFeAutorizacao4', { tipo: 'paralisado', cStat: '109' });
    const nfe = montarNFe({ cnpjEmitente: CNPJ_A1_TESTE, nNF: 4 }, a.chave);
    const r = await soap(a.sim, a.credencial, 'NFeAutorizacao4', enviNFe([nfe.xml], '1'));
    expect(r.ret.cStat).toBe('109');
    expect(r.ret.xMotivo).toBe('Rejeição: Serviço Paralisado sem Previsão');
  });

  test('fora do ar: sem resposta nem processamento, o cliente esgota o tempo e a nota não existe', async () => {
    a.sim.faults.definir('NFeAutorizacao4', { tipo: 'foraDoAr' });
    const nfe = montarNFe({ cnpjEmitente: CNPJ_A1_TESTE, nNF: 5 }, a.chave);
    expect(await autorizarComTimeout(a, nfe.xml, 300)).toBe('timeout');
    expect(a.sim.state.nota(nfe.chave)).toBeUndefined();
    a.sim.faults.definir('NFeAutorizacao4', { tipo: 'foraDoAr', ms: 50 });
    expect(await autorizarComTimeout(a, nfe.xml, 5_000)).toBe('ECONNRESET');
  });

  test('com autorizador: o da UF paralisado (caminho de SP), a SVC-AN no ar (caminho da SVAN)', async () => {
    const definida = await controle(a.sim, a.credencial, 'PUT', 'falhas/*', {
      tipo: 'paralisado',
      cStat: '108',
      autorizador: 'normal',
    });
    expect(definida.dados).toEqual({ '*': { tipo: 'paralisado', cStat: '108', autorizador: 'normal' } });
    const consStatSP = consStatServ.replace('<cUF>43</cUF>', '<cUF>35</cUF>');
    const sp = await soap(a.sim, a.credencial, 'NFeStatusServico4', consStatSP, '/ws/nfestatusservico4.asmx');
    expect([sp.autorizador, sp.ret.cStat]).toEqual(['SP', '108']);
    const svc = await soap(
      a.sim,
      a.credencial,
      'NFeStatusServico4',
      consStatSP,
      '/NFeStatusServico4/NFeStatusServico4.asmx',
    );
    expect([svc.autorizador, svc.ret.cStat]).toEqual(['SVC-AN', '107']);
    expect(
      (await controle(a.sim, a.credencial, 'PUT', 'falhas/*', { tipo: 'http500', autorizador: 'XX' })).status,
    ).toBe(400);
    expect(
      (
        await controle(a.sim, a.credencial, 'PUT', 'falhas/SefinNacional', {
          tipo: 'http500',
          autorizador: 'SP',
        })
      ).status,
    ).toBe(400);
  });

  test('pela API de controle, só nas próximas N chamadas, e zerada entre testes', async () => {
    const definida = await controle(a.sim, a.credencial, 'PUT', 'falhas/*', {
      tipo: 'paralisado',
      cStat: '109',
      vezes: 2,
    });
    expect(definida.status).toBe(200);
    expect(definida.dados).toEqual({ '*': { tipo: 'paralisado', cStat: '109', vezes: 2 } });
    const cStats = [];
    for (let i = 0; i < 3; i++)
      cStats.push((await soap(a.sim, a.credencial, 'NFeStatusServico4', consStatServ)).ret.cStat);
    expect(cStats).toEqual(['109', '109', '107']);

    expect(
      (await controle(a.sim, a.credencial, 'PUT', 'falhas/NFeNaoExiste', { tipo: 'http500' })).status,
    ).toBe(404);
    expect(
      (await controle(a.sim, a.credencial, 'PUT', 'falhas/NFeAutorizacao4', { tipo: 'outra' })).status,
    ).toBe(400);
    await controle(a.sim, a.credencial, 'PUT', 'falhas/NFeStatusServico4', { tipo: 'http500' });
    expect((await controle(a.sim, a.credencial, 'DELETE', 'falhas/NFeStatusServico4')).dados).toEqual({});
  });

  test('o reset do teste anterior removeu as falhas', async () => {
    expect(a.sim.faults.listar()).toEqual({});
    const status = await requisitar(
      a.sim,
      a.credencial,
      'POST',
      '/ws/NFeStatusServico4.asmx',
      envelope('NFeStatusServico4', consStatServ),
      'application/soap+xml',
    );
    expect(status.status).toBe(200);
  });
});
