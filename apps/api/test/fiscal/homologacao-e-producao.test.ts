import { X509Certificate } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distribuicaoDfe, documentosDistribuidos } from '../../src/db/schema/distribuicao-dfe.ts';
import { notasFiscais } from '../../src/db/schema/notas-fiscais.ts';
import { notasServico } from '../../src/db/schema/notas-servico.ts';
import { PP } from '../nfe/cenario.ts';
import { type Cenario, CNPJ_PRESTADOR, montarCenario } from '../nfse/cenario.ts';
import { enviarCertificado } from '../support/cenario-real.ts';
import { gerarA1DeTeste, novaAcDeTeste } from '../support/certificado-a1.ts';
import { formComXml, remessaXml } from '../support/nfe-remessa.ts';
import { iniciarSimuladorExterno, type SimuladorExterno } from '../support/simulador-externo.ts';

/**
 * The path a real company takes: its own A1 uploaded through the API, the environment switched on the screen's
 * route, and SEFAZ, the Ambiente Nacional and the Sefin Nacional reached on their real paths at a stand-in that
 * runs as its own process (SEFAZ_ENDPOINT_BASE / SEFIN_ENDPOINT_BASE / FISCAL_CA_FILE), nothing of the
 * simulator imported by the app.
 */
describe.each([
  { modo: 'homologacao', tpAmb: '2' },
  { modo: 'producao', tpAmb: '1' },
] as const)('$modo against SEFAZ and the Sefin Nacional as a separate process', ({ modo, tpAmb }) => {
  let sim: SimuladorExterno;
  let c: Cenario;
  const ac = novaAcDeTeste('AC DA EMPRESA DE TESTE');
  const a1 = gerarA1DeTeste({ cnpj: CNPJ_PRESTADOR, razaoSocial: 'PLASTICOS TRANSFORMACAO LTDA', ac });

  beforeAll(async () => {
    sim = await iniciarSimuladorExterno({ ambiente: tpAmb, acsDosClientes: ac.caPem });
    c = await montarCenario({
      fiscal: { caArquivo: sim.arquivoCa, sefazEndpointBase: sim.url, sefinEndpointBase: sim.url },
    });
  }, 120_000);
  afterAll(async () => {
    await c?.t.close();
    await sim?.parar();
  });

  it('numbers, signs and authorises with the uploaded A1 and tpAmb of the environment, apart from simulação', async () => {
    // A note of simulação first: its number 1 belongs to simulação only.
    const simulada = await c.nfeAutorizada(c.idTomador);
    expect(simulada.numero_nfe).toBe(1);

    await enviarCertificado(c, a1);
    const troca = await c.api('/fiscal/ambiente', 'PUT', { modo, confirmacao: true });
    expect(troca.status, JSON.stringify(troca.body)).toBe(200);
    expect(troca.body).toMatchObject({ modo });
    // Every screen says that a stand-in replaces the real hosts.
    expect(String(troca.body.enderecos_substituidos)).toContain(`SEFAZ em ${sim.url} (SEFAZ_ENDPOINT_BASE)`);

    const status = await c.api<{ nfe: Record<string, unknown>; nfse: Record<string, unknown> }>(
      '/fiscal/status',
    );
    expect(status.status).toBe(200);
    // SP's own service path, at the stand-in's origin.
    expect(status.body.nfe).toMatchObject({ cStat: '107', url: `${sim.url}/ws/nfestatusservico4.asmx` });
    expect(String(status.body.nfse.url)).toMatch(new RegExp(`^${sim.url}/SefinNacional/dps/DPS0+$`));
    expect(status.body.nfse.cStat).toBe('404');

    const nota = await c.nfeAutorizada(c.idTomador);
    expect(nota.numero_nfe).toBe(1);
    const [row] = await c.t.db.select().from(notasFiscais).where(eq(notasFiscais.id, nota.id));
    expect(row).toMatchObject({ ambiente: modo, tpAmb, status: 'Autorizada', numero: 1 });
    const xml = row?.xmlAutorizado ?? '';
    expect(xml).toContain(`<tpAmb>${tpAmb}</tpAmb>`);
    expect(xml).toContain('<cStat>100</cStat>');
    // ZD01: the company itself answers for its system (no software house configured).
    expect(/<infRespTec>.*<\/infRespTec>/.exec(xml)?.[0]).toMatch(
      /^<infRespTec><CNPJ>11222333000181<\/CNPJ><xContato>[^<]+<\/xContato><email>fiscal@plasticos\.com\.br<\/email><fone>1934610000<\/fone><\/infRespTec>$/,
    );
    const assinante = /<X509Certificate>([^<]+)<\/X509Certificate>/.exec(xml)?.[1] ?? '';
    expect(new X509Certificate(Buffer.from(assinante, 'base64')).serialNumber).toBe(
      new X509Certificate(a1.certPem).serialNumber,
    );
    // Homologação's legal text in the recipient's name (NT 2011.002); produção keeps the client's.
    expect(xml.includes('NF-E EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL')).toBe(tpAmb === '2');
    const numerosUm = await c.t.db
      .select({ ambiente: notasFiscais.ambiente })
      .from(notasFiscais)
      .where(and(eq(notasFiscais.numero, 1), eq(notasFiscais.serie, 1)));
    expect(numerosUm.map((n) => n.ambiente).sort()).toEqual([modo, 'simulacao'].sort());

    const cancelamento = await c.api(`/nfe/cancelar/${nota.id}`, 'POST', {
      justificativa: 'Emitida para teste de comunicação com a SEFAZ',
    });
    expect(cancelamento.status, JSON.stringify(cancelamento.body)).toBe(200);
    const [cancelada] = await c.t.db.select().from(notasFiscais).where(eq(notasFiscais.id, nota.id));
    expect(cancelada?.status).toBe('Cancelada');
  });

  it('issues the NFS-e at the Sefin Nacional stand-in with the environment of the DPS', async () => {
    const emitida = await c.emitir(c.pedido());
    expect(emitida.status, JSON.stringify(emitida.body)).toBe(200);
    const id = emitida.body.id as number;
    const [row] = await c.t.db.select().from(notasServico).where(eq(notasServico.id, id));
    expect(row).toMatchObject({ ambiente: modo, tpAmb, status: 'Autorizada', numeroDps: 1 });
    expect(row?.xmlDps).toContain(`<tpAmb>${tpAmb}</tpAmb>`);
  });

  it('confirms a client remessa at the Ambiente Nacional of this environment', async () => {
    await c.criar('/produtos', { nome: 'Polipropileno H503', codigo_interno: 'PP-H503', ncm: '39021020' });
    const { xml } = remessaXml({ nNF: 501, itens: [PP], comProtocolo: true });
    // The client authorised it at its SEFAZ, so the Ambiente Nacional knows it before our event arrives.
    const conhecida = await sim.controle('POST', '/__control/dfe', a1, { xml, completo: true });
    expect(conhecida.status, conhecida.corpo).toBeLessThan(300);
    const envio = await c.t.request('/api/upload/nfe-entrada', {
      method: 'POST',
      token: c.token,
      body: formComXml(xml),
    });
    expect(envio.status, await envio.clone().text()).toBe(201);
    const { id } = (await envio.json()) as { id: number };
    const manifestacao = await c.api(`/upload/nfe-entrada/${id}/manifestar`, 'POST', {
      evento: 'confirmacao',
    });
    expect(manifestacao.status, JSON.stringify(manifestacao.body)).toBe(200);
  });

  it('asks the Ambiente Nacional for the documents of this environment', async () => {
    // Another client's note, of which the Ambiente Nacional distributes only the summary until our ciência.
    const resumo = remessaXml({ nNF: 502, itens: [PP], comProtocolo: true });
    expect((await sim.controle('POST', '/__control/dfe', a1, { xml: resumo.xml })).status).toBeLessThan(300);
    const busca = await c.api<{ estado: Record<string, unknown> }>(
      '/upload/nfe-entrada/sefaz/buscar',
      'POST',
    );
    expect(busca.status, JSON.stringify(busca.body)).toBe(200);
    // The client's remessa, known to this environment's Ambiente Nacional, is distributed to the company.
    const lista = await c.api<{ data: { chave_acesso: string }[] }>(
      '/upload/nfe-entrada/sefaz/documentos?page=1',
    );
    expect(lista.body.data.map((d) => d.chave_acesso)).toContain(remessaXml({ nNF: 501, itens: [PP] }).chave);

    // Back in simulação, this environment's documents are neither listed nor answered for.
    const documento = (await c.t.db.select().from(documentosDistribuidos)).find((d) => d.tipo === 'resNFe');
    expect(documento?.chaveAcesso).toBe(resumo.chave);
    expect((await c.api('/fiscal/ambiente', 'PUT', { modo: 'simulacao' })).status).toBe(200);
    expect(
      (await c.api<{ totalItems: number }>('/upload/nfe-entrada/sefaz/documentos?page=1')).body.totalItems,
    ).toBe(0);
    const ciencia = await c.api<{ error: string }>(
      `/upload/nfe-entrada/sefaz/documentos/${documento?.id}/ciencia`,
      'POST',
    );
    expect(ciencia.status).toBe(409);
    expect(ciencia.body.error).toMatch(/^Este documento foi recebido em outro ambiente fiscal/);
    const estados = await c.t.db.select().from(distribuicaoDfe);
    expect(estados.map((e) => e.ambiente)).toEqual([modo]);
  });
});
