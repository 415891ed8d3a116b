import { gunzipSync, gzipSync } from 'node:zlib';
import { validarXml } from '@erp/fiscal/nfe';
import { validarComXsd, verificarAssinatura } from '@erp/fiscal/xml';
import { describe, expect, test } from 'vitest';
import { lerXmlDeTeste, requisitar, type Xml } from './support/cliente.ts';
import { montarDps, pedidoCancelamentoNfse } from './support/documentos.ts';
import { CNPJ_A1_TESTE } from './support/fixtures.ts';
import { type Ambiente, usarSimulador } from './support/simulador.ts';

const gzip64 = (xml: string) => gzipSync(Buffer.from(xml, 'utf8')).toString('base64');
const gunzip64 = (b64: string) => gunzipSync(Buffer.from(b64, 'base64')).toString('utf8');

async function chamar(a: Ambiente, metodo: string, caminho: string, corpo?: unknown) {
  const r = await requisitar(
    a.sim,
    a.credencial,
    metodo,
    `/SefinNacional${caminho}`,
    corpo === undefined ? undefined : JSON.stringify(corpo),
  );
  return { status: r.status, dados: (r.corpo ? JSON.parse(r.corpo) : undefined) as Xml };
}

const emitir = (a: Ambiente, dpsXml: string) => chamar(a, 'POST', '/nfse', { dpsXmlGZipB64: gzip64(dpsXml) });

describe('Sefin Nacional (NFS-e)', () => {
  const a = usarSimulador();

  test('POST /nfse: 201 com a NFS-e (chave de 50 dígitos) válida pelo schema, assinada, com a DPS dentro', async () => {
    const dps = montarDps({ cnpjPrestador: CNPJ_A1_TESTE, nDPS: 1, pAliq: '5.00' }, a.chave);
    expect(validarXml(dps.xml, 'dps').erros).toEqual([]);
    const r = await emitir(a, dps.xml);
    expect(r.status).toBe(201);
    expect(r.dados.tipoAmbiente).toBe(2);
    expect(r.dados.idDps).toBe(dps.id);
    // cLocEmi + ambiente gerador 2 + CNPJ (2) + inscrição + nNFSe (13) + AAMM + código (9) + DV.
    const partes = ['^1505486', '2', '2', CNPJ_A1_TESTE, '0000000000001', '[0-9]{4}', '[0-9]{9}', '[0-9]$'];
    expect(r.dados.chaveAcesso).toMatch(new RegExp(partes.join('')));
    const nfse = gunzip64(r.dados.nfseXmlGZipB64);
    expect(validarXml(nfse, 'nfse').erros).toEqual([]);
    expect(verificarAssinatura(nfse).valida).toBe(true);
    expect(nfse).toContain(dps.xml);
    const inf = lerXmlDeTeste(nfse).NFSe.infNFSe;
    expect(inf['@_Id']).toBe(`NFS${r.dados.chaveAcesso}`);
    expect(inf.cStat).toBe('100');
    expect(inf.valores).toEqual({
      vBC: '120.00',
      pAliqAplic: '5.00',
      vISSQN: '6.00',
      vTotalRet: '0.00',
      vLiq: '120.00',
    });

    const consulta = await chamar(a, 'GET', `/nfse/${r.dados.chaveAcesso}`);
    expect(consulta.status).toBe(200);
    expect(gunzip64(consulta.dados.nfseXmlGZipB64)).toBe(nfse);
    const porDps = await chamar(a, 'GET', `/dps/${dps.id}`);
    expect(porDps.status).toBe(200);
    expect(porDps.dados.chaveAcesso).toBe(r.dados.chaveAcesso);
    expect((await chamar(a, 'HEAD', `/dps/${dps.id}`)).status).toBe(200);
  });

  test('a mesma DPS de novo: 400 E0014', async () => {
    const dps = montarDps({ cnpjPrestador: CNPJ_A1_TESTE, nDPS: 2 }, a.chave);
    expect((await emitir(a, dps.xml)).status).toBe(201);
    const r = await emitir(a, dps.xml);
    expect(r.status).toBe(400);
    expect(r.dados.idDPS).toBe(dps.id);
    expect(r.dados.erros).toEqual([
      {
        codigo: 'E0014',
        descricao:
          'Conjunto de Série, Número, Código do Município Emissor e CNPJ/CPF informado nesta DPS já existe em uma NFS-e gerada a partir de uma DPS enviada anteriormente.',
      },
    ]);
  });

  test('schema, assinatura e identificador: RN_RECEPCAO_19, E0714, E0004, E0718', async () => {
    const dps = montarDps({ cnpjPrestador: CNPJ_A1_TESTE, nDPS: 3 }, a.chave);
    const semServico = await emitir(a, dps.xml.replace(/<vServ>[^<]*<\/vServ>/, ''));
    expect(semServico.status).toBe(400);
    expect(semServico.dados.erros[0].codigo).toBe('RN_RECEPCAO_19');
    expect(semServico.dados.erros[0].complemento).toContain('vServ');

    const alterada = await emitir(a, dps.xml.replace('PAGAMENTO DE MENSALIDADE', 'PAGAMENTO DE MATRICULA'));
    expect(alterada.dados.erros).toEqual([
      { codigo: 'E0714', descricao: 'Arquivo enviado com erro na assinatura.' },
    ]);

    const idErrado = montarDps(
      {
        cnpjPrestador: CNPJ_A1_TESTE,
        nDPS: 4,
        id: `DPS1505486206157250000116${'00900'}${'99'.padStart(15, '0')}`,
      },
      a.chave,
    );
    const r = await emitir(a, idErrado.xml);
    expect(r.dados.erros[0].codigo).toBe('E0004');

    const deOutro = montarDps({ cnpjPrestador: '11222333000181', nDPS: 5 }, a.chave);
    const r2 = await emitir(a, deOutro.xml);
    expect(r2.dados.erros).toEqual([
      {
        codigo: 'E0718',
        descricao: 'A assinatura deve ser feita com o certificado digital do emitente da DPS.',
      },
    ]);
  });

  test('opção pelo Simples Nacional que o cadastro não confirma: E0160; não optante (opSimpNac 1) passa', async () => {
    a.sim.config.naoOptantesSimplesNacional = [CNPJ_A1_TESTE];
    const optante = montarDps({ cnpjPrestador: CNPJ_A1_TESTE, nDPS: 9 }, a.chave);
    const r = await emitir(a, optante.xml);
    expect(r.status).toBe(400);
    expect(r.dados.idDPS).toBe(optante.id);
    expect(r.dados.erros).toEqual([
      {
        codigo: 'E0160',
        descricao:
          'No mês de competência da NFS-e, a opção de situação perante o Simples Nacional, do prestador, informada na DPS não está de acordo com o cadastro Simples Nacional.',
      },
    ]);
    const naoOptante = montarDps({ cnpjPrestador: CNPJ_A1_TESTE, nDPS: 10, naoOptante: true }, a.chave);
    expect((await emitir(a, naoOptante.xml)).status).toBe(201);
  });

  test('tomador que os cadastros CNPJ/CPF não têm: E0190 ou E0207; outro tomador passa', async () => {
    a.sim.config.tomadoresNaoCadastrados = ['98216457200', '58716523000119'];
    const porCpf = montarDps({ cnpjPrestador: CNPJ_A1_TESTE, nDPS: 20 }, a.chave);
    const r = await emitir(a, porCpf.xml);
    expect(r.status).toBe(400);
    expect(r.dados.idDPS).toBe(porCpf.id);
    expect(r.dados.erros).toEqual([
      { codigo: 'E0207', descricao: 'CPF do tomador não encontrado no cadastro CPF.' },
    ]);
    const porCnpj = montarDps(
      { cnpjPrestador: CNPJ_A1_TESTE, nDPS: 21, cnpjTomador: '58716523000119' },
      a.chave,
    );
    expect((await emitir(a, porCnpj.xml)).dados.erros).toEqual([
      { codigo: 'E0190', descricao: 'CNPJ do tomador não encontrado no cadastro CNPJ.' },
    ]);
    const outro = montarDps(
      { cnpjPrestador: CNPJ_A1_TESTE, nDPS: 22, cnpjTomador: '11444777000161' },
      a.chave,
    );
    expect((await emitir(a, outro.xml)).status).toBe(201);
    // Nenhuma NFS-e gerada para a DPS recusada.
    expect(Object.values(a.sim.state.dados.nfse).map((n) => n.idDps)).not.toContain(porCpf.id);
  });

  test('dedução/redução (vDR) sai da base do ISSQN, não do líquido; acima do serviço: E0427', async () => {
    const dps = montarDps(
      { cnpjPrestador: CNPJ_A1_TESTE, nDPS: 23, vServ: '1000.00', vDR: '250.50', pAliq: '3.00' },
      a.chave,
    );
    expect(validarXml(dps.xml, 'dps').erros).toEqual([]);
    const r = await emitir(a, dps.xml);
    expect(r.status, JSON.stringify(r.dados)).toBe(201);
    const nfse = gunzip64(r.dados.nfseXmlGZipB64);
    expect(validarXml(nfse, 'nfse').erros).toEqual([]);
    // 749.50 x 3 % = 22.485 -> 22.49
    expect(lerXmlDeTeste(nfse).NFSe.infNFSe.valores).toEqual({
      vBC: '749.50',
      pAliqAplic: '3.00',
      vISSQN: '22.49',
      vTotalRet: '0.00',
      vLiq: '1000.00',
    });
    const acima = montarDps(
      { cnpjPrestador: CNPJ_A1_TESTE, nDPS: 24, vServ: '100.00', vDR: '100.01' },
      a.chave,
    );
    expect((await emitir(a, acima.xml)).dados.erros).toEqual([
      {
        codigo: 'E0427',
        descricao:
          'O valor do serviço deve ser maior ou igual ao somatório dos valores informados para Desconto Incondicionado, Deduções/Reduções e Benefício Municipal.',
      },
    ]);
  });

  test('retenções federais da DPS entram em vTotalRet e saem do líquido', async () => {
    const dps = montarDps(
      { cnpjPrestador: CNPJ_A1_TESTE, nDPS: 11, vServ: '1000.00', retencoesFederais: true },
      a.chave,
    );
    const r = await emitir(a, dps.xml);
    expect(r.status, JSON.stringify(r.dados)).toBe(201);
    const valores = lerXmlDeTeste(gunzip64(r.dados.nfseXmlGZipB64)).NFSe.infNFSe.valores;
    expect(valores).toMatchObject({ vTotalRet: '135.00', vLiq: '865.00' });
  });

  test('base64 ou gzip inválidos: RN_RECEPCAO_13', async () => {
    const r = await chamar(a, 'POST', '/nfse', { dpsXmlGZipB64: 'isto não é base64' });
    expect(r.status).toBe(400);
    expect(r.dados.erros[0]).toEqual({
      codigo: 'RN_RECEPCAO_13',
      descricao: 'Falha na decodificação da base 64 da área de dados',
    });
  });

  test('consultas: chave com formato errado 400, desconhecida 404, DPS desconhecida 404', async () => {
    expect((await chamar(a, 'GET', '/nfse/123')).status).toBe(400);
    expect((await chamar(a, 'GET', `/nfse/${'1'.repeat(50)}`)).status).toBe(404);
    expect((await chamar(a, 'GET', `/dps/DPS${'1'.repeat(42)}`)).status).toBe(404);
  });

  test('cancelamento e101101: 201 com o evento; de novo: 400; consulta do evento: 200', async () => {
    const dps = montarDps({ cnpjPrestador: CNPJ_A1_TESTE, nDPS: 6 }, a.chave);
    const { dados } = await emitir(a, dps.xml);
    const chave = dados.chaveAcesso as string;
    const pedido = pedidoCancelamentoNfse(chave, CNPJ_A1_TESTE, a.chave);
    const r = await chamar(a, 'POST', `/nfse/${chave}/eventos`, {
      pedidoRegistroEventoXmlGZipB64: gzip64(pedido),
    });
    expect(r.status).toBe(201);
    const evento = gunzip64(r.dados.eventoXmlGZipB64);
    expect(validarComXsd(evento, 'nfse/evento_v1.01.xsd').erros).toEqual([]);
    expect(verificarAssinatura(evento).valida).toBe(true);
    expect(lerXmlDeTeste(evento).evento.infEvento['@_Id']).toBe(`EVT${chave}101101001`);

    const deNovo = await chamar(a, 'POST', `/nfse/${chave}/eventos`, {
      pedidoRegistroEventoXmlGZipB64: gzip64(pedido),
    });
    expect(deNovo.status).toBe(400);
    expect(deNovo.dados.erro).toEqual({ codigo: 'SIM_EVT_CANCELADA', descricao: 'NFS-e já cancelada.' });
    const consulta = await chamar(a, 'GET', `/nfse/${chave}/eventos/101101/1`);
    expect(consulta.status).toBe(200);
    expect(gunzip64(consulta.dados.eventoXmlGZipB64)).toBe(evento);
  });

  test('resposta perdida na emissão: a NFS-e existe e GET /dps/{id} devolve a chave', async () => {
    a.sim.faults.definir('SefinNacional', { tipo: 'respostaPerdida', vezes: 1 });
    const dps = montarDps({ cnpjPrestador: CNPJ_A1_TESTE, nDPS: 7 }, a.chave);
    await expect(emitir(a, dps.xml)).rejects.toMatchObject({ code: 'ECONNRESET' });
    const r = await chamar(a, 'GET', `/dps/${dps.id}`);
    expect(r.status).toBe(200);
    expect(r.dados.chaveAcesso).toMatch(/^[0-9]{50}$/);
  });

  test('falhas: 500, 503 paralisado, 429 consumo indevido', async () => {
    const dps = montarDps({ cnpjPrestador: CNPJ_A1_TESTE, nDPS: 8 }, a.chave);
    a.sim.faults.definir('SefinNacional', { tipo: 'http500', vezes: 1 });
    expect((await emitir(a, dps.xml)).status).toBe(500);
    a.sim.faults.definir('SefinNacional', { tipo: 'paralisado', cStat: '108', vezes: 1 });
    const paralisado = await emitir(a, dps.xml);
    expect(paralisado.status).toBe(503);
    expect(paralisado.dados.erro.descricao).toBe('Serviço paralisado para manutenção');
    a.sim.faults.definir('SefinNacional', { tipo: 'consumoIndevido', vezes: 1 });
    expect((await emitir(a, dps.xml)).status).toBe(429);
    expect((await emitir(a, dps.xml)).status).toBe(201);
  });
});
