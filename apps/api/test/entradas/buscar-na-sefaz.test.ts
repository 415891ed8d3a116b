import type { TDocumentosDistribuidos, TResultadoBuscaSefaz } from '@erp/contracts/distribuicao-dfe';
import { criarClienteSefaz, enviarEvento } from '@erp/fiscal/sefaz';
import { registrarNotaDeTerceiro } from '@erp/sefaz-sim/controle/registrar-nota-de-terceiro';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { documentosDistribuidos } from '../../src/db/schema/distribuicao-dfe.ts';
import { nfeEntradaItens, nfeEntradas } from '../../src/db/schema/entradas.ts';
import { manifestacoes } from '../../src/db/schema/manifestacoes.ts';
import { buscarNaSefazAgendado } from '../../src/modules/distribuicao-dfe/busca-automatica.ts';
import {
  CNPJ_CLIENTE,
  CNPJ_EMPRESA,
  formComXml,
  type ItemRemessa,
  prepararEmpresaDaRemessa,
  remessaXml,
} from '../support/nfe-remessa.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let token: string;

const PP: ItemRemessa = {
  cProd: 'PP-H503',
  xProd: 'Polipropileno H503',
  qCom: '1.2500',
  uCom: 'TN',
  vUnCom: '8000.00',
  vProd: '10000.00',
};
const PEAD: ItemRemessa = {
  cProd: 'PEAD-7731',
  xProd: 'Polietileno de Alta Densidade 7731',
  NCM: '39012029',
  qCom: '300.0000',
  vUnCom: '9.50',
  vProd: '2850.00',
};

async function preparar(config: Parameters<typeof createTestApp>[0] = {}) {
  t = await createTestApp(config);
  token = await t.loginAsAdmin();
  await prepararEmpresaDaRemessa(t, token, { uf: 'SP', cidade: 'Americana' });
}
afterEach(async () => t.close());

/** A client's remessa authorised at its SEFAZ and addressed to us, now in the Ambiente Nacional's queue. */
async function notaDoCliente(nNF: number, opcoes: { itens?: ItemRemessa[]; completo?: boolean } = {}) {
  const nota = remessaXml({ nNF, itens: opcoes.itens ?? [PP], comProtocolo: true });
  const sim = await t.fiscal.simulador();
  registrarNotaDeTerceiro(sim.state, { xml: nota.xml, completo: opcoes.completo ?? false });
  return nota;
}

/** The client cancels its note at its SEFAZ, which passes the event on to the addressee. */
async function cancelarNaSefazDoEmitente(chave: string) {
  const sim = await t.fiscal.simulador();
  sim.config.cancelamentoForaDoPrazo = 'homologar';
  const a1 = sim.emitirCertificadoCliente({ cnpj: CNPJ_CLIENTE, razaoSocial: 'Embalagens Paulista Ltda' });
  const emitente = criarClienteSefaz({
    uf: 'SP',
    tpAmb: '2',
    certificado: { privateKeyPem: a1.keyPem, certificatePem: a1.certPem },
    baseUrl: sim.url,
    casExtras: [sim.ca],
  });
  const cancelamento = await enviarEvento(emitente, {
    eventos: [
      {
        tpEvento: '110111',
        chNFe: chave,
        autor: CNPJ_CLIENTE,
        nProt: '135260000000001',
        xJust: 'Remessa emitida com quantidade errada',
      },
    ],
  });
  expect(cancelamento.eventos[0]?.cStat).toMatch(/^1[35]5$/);
  emitente.transporte.fechar();
}

const buscar = () => t.request('/api/upload/nfe-entrada/sefaz/buscar', { method: 'POST', token });
const documentos = async (query = '') => {
  const res = await t.request(`/api/upload/nfe-entrada/sefaz/documentos${query}`, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as TDocumentosDistribuidos;
};
const ciencia = (id: number) =>
  t.request(`/api/upload/nfe-entrada/sefaz/documentos/${id}/ciencia`, { method: 'POST', token });
/** The stored wait moved into the past, as if the hour had gone by. */
const passarUmaHora = () =>
  t.db.execute(sql`update distribuicao_dfe set proxima_consulta_em = now() - interval '1 minute'`);
const ctx = () => t.ctx;

describe('Buscar na SEFAZ (NFeDistribuicaoDFe)', () => {
  beforeEach(async () => preparar());

  it('lists the summary (resNFe) of a note addressed to the company and keeps the ultNSU', async () => {
    const nota = await notaDoCliente(701);
    const res = await buscar();
    expect(res.status).toBe(200);
    const resultado = (await res.json()) as TResultadoBuscaSefaz;
    expect(resultado).toMatchObject({ documentos: 1, resumos: 1, importadas: 0 });
    expect(resultado.message).toBe(
      '1 documento recebido da SEFAZ: 1 resumo (envie a Ciência da Operação para receber o XML).',
    );
    expect(resultado.estado).toMatchObject({
      ult_nsu: '000000000000001',
      max_nsu: '000000000000001',
      c_stat: '138',
    });

    const lista = await documentos();
    expect(lista.totalItems).toBe(1);
    expect(lista.data[0]).toMatchObject({
      nsu: '000000000000001',
      tipo: 'resNFe',
      chave_acesso: nota.chave,
      emitente_cpf_cnpj: '06157250000116',
      emitente_nome: 'Embalagens Paulista Ltda',
      valor_total: '10000.00',
      data_emissao: '2026-11-20T13:00:00.000Z',
      situacao: 'Autorizada',
      status: 'Resumo',
    });
    expect(lista.estado.ultima_consulta_em).not.toBeNull();
    const [guardado] = await t.db.select().from(documentosDistribuidos);
    expect(guardado?.xml).toMatch(/^<resNFe xmlns="http:\/\/www.portalfiscal.inf.br\/nfe" versao="1.01">/);
    expect(guardado?.schema).toBe('resNFe_v1.01.xsd');
  });

  it('sends the Ciência da Operação (210210, cStat 135) and imports the procNFe the next query brings', async () => {
    const nota = await notaDoCliente(702);
    await buscar();
    const [resumo] = (await documentos()).data;
    const res = await ciencia(resumo?.id ?? 0);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      message: 'Ciência da Operação registrada. O XML da nota chega na próxima busca na SEFAZ.',
    });
    const sim = await t.fiscal.simulador();
    const registrado = sim.state.nota(nota.chave)?.eventos.find((e) => e.tpEvento === '210210');
    expect(registrado?.retEventoXml).toContain('<cStat>135</cStat>');
    const [depois] = await t.db.select().from(documentosDistribuidos);
    expect(depois?.status).toBe('Ciência enviada');
    const [registrada] = await t.db
      .select()
      .from(manifestacoes)
      .where(eq(manifestacoes.chaveAcesso, nota.chave));
    expect(registrada).toMatchObject({ tipoEvento: '210210', ambiente: 'simulacao' });
    expect(registrada?.xml).toContain('<procEventoNFe');
    expect(registrada?.xml).toContain(`<nProt>${registrada?.protocolo}</nProt>`);
    expect((await documentos()).data[0]?.manifestacoes).toEqual([
      expect.objectContaining({ tipo_evento: '210210', descricao: 'Ciência da Operação' }),
    ]);
    expect((await ciencia(resumo?.id ?? 0)).status).toBe(409);

    const segunda = (await (await buscar()).json()) as TResultadoBuscaSefaz;
    expect(segunda).toMatchObject({ documentos: 1, importadas: 1, resumos: 0 });
    expect(segunda.message).toBe('1 documento recebido da SEFAZ: 1 nota importada.');

    const lista = await documentos();
    // The summary gives way to the full note: one line per NF-e.
    expect(lista.data).toHaveLength(1);
    expect(lista.data[0]).toMatchObject({ tipo: 'procNFe', status: 'Importada', chave_acesso: nota.chave });
    const [entrada] = await t.db.select().from(nfeEntradas).where(eq(nfeEntradas.chaveAcesso, nota.chave));
    expect(entrada?.id).toBe(lista.data[0]?.id_nfe_entrada);
    // The Ciência sent before the note became an entry is the entry's status.
    expect(entrada?.statusManifestacao).toBe('Ciência');
    expect(entrada?.xmlOriginal).toBe(
      (await t.db.select().from(documentosDistribuidos).where(eq(documentosDistribuidos.tipo, 'procNFe')))[0]
        ?.xml,
    );
    expect(entrada?.protocoloAutorizacao).toBe('135260000000001');
    const itens = await t.db
      .select()
      .from(nfeEntradaItens)
      .where(eq(nfeEntradaItens.idNfeEntrada, entrada?.id ?? 0));
    // 1.25 TN = 1 250 kg, the whole balance open.
    expect(itens.map((i) => [i.codigoProduto, i.quantidadeKg, i.saldoKg])).toEqual([
      ['PP-H503', '1250.0000', '1250.0000'],
    ]);
    const historico = await t.request('/api/upload/nfe-entrada', { token });
    expect(((await historico.json()) as { data: { nome_razao_social: string }[] }).data).toEqual([
      expect.objectContaining({ nome_razao_social: 'Embalagens Paulista Ltda', numero_nf: 702 }),
    ]);
  });

  it('fetches the note by its key after the ciência (consChNFe) without waiting for the hour, ultNSU untouched', async () => {
    const nota = await notaDoCliente(706);
    await buscar();
    // Nothing else is new: the next query by NSU answers 137 and the hour's wait starts.
    expect(((await (await buscar()).json()) as TResultadoBuscaSefaz).estado.c_stat).toBe('137');
    const [resumo] = (await documentos()).data;
    const baixar = () =>
      t.request(`/api/upload/nfe-entrada/sefaz/documentos/${resumo?.id ?? 0}/baixar-xml`, {
        method: 'POST',
        token,
      });
    const antes = await baixar();
    expect(antes.status, await antes.clone().text()).toBe(409);
    expect(((await antes.json()) as { error: string }).error).toBe(
      'Envie a Ciência da Operação antes de baixar o XML desta nota.',
    );
    expect((await ciencia(resumo?.id ?? 0)).status).toBe(200);
    const estadoAntes = (await documentos()).estado;

    const res = await baixar();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'XML recebido da SEFAZ e nota importada com sucesso!' });
    const [entrada] = await t.db.select().from(nfeEntradas).where(eq(nfeEntradas.chaveAcesso, nota.chave));
    const itens = await t.db
      .select()
      .from(nfeEntradaItens)
      .where(eq(nfeEntradaItens.idNfeEntrada, entrada?.id ?? 0));
    expect(itens.map((i) => [i.quantidadeKg, i.saldoKg])).toEqual([['1250.0000', '1250.0000']]);
    const lista = await documentos();
    expect(lista.data).toHaveLength(1);
    expect(lista.data[0]).toMatchObject({
      tipo: 'procNFe',
      status: 'Importada',
      id_nfe_entrada: entrada?.id,
    });
    // A key query says nothing of the sequence: ultNSU and the hour's wait stay as they were.
    expect(lista.estado).toEqual(estadoAntes);
    expect((await baixar()).status).toBe(409);

    // The next query by NSU brings the same procNFe again: stored once, imported once.
    await passarUmaHora();
    const depois = (await (await buscar()).json()) as TResultadoBuscaSefaz;
    expect(depois).toMatchObject({ documentos: 0, importadas: 0 });
    expect(await t.db.select().from(documentosDistribuidos)).toHaveLength(2);
    expect(await t.db.select().from(nfeEntradas).where(eq(nfeEntradas.chaveAcesso, nota.chave))).toHaveLength(
      1,
    );
  });

  it('after 137 refuses the button until the hour has passed, and the job skips SEFAZ meanwhile', async () => {
    const vazia = await buscar();
    expect(vazia.status).toBe(200);
    const resultado = (await vazia.json()) as TResultadoBuscaSefaz;
    expect(resultado.estado.c_stat).toBe('137');
    const proxima = Date.parse(resultado.estado.proxima_consulta_em ?? '');
    expect(proxima - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(proxima - Date.now()).toBeLessThanOrEqual(60 * 60_000);
    expect(resultado.message).toMatch(
      /^Nenhum documento novo na SEFAZ\. Próxima consulta permitida a partir de \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\.$/,
    );

    await notaDoCliente(703);
    const recusada = await buscar();
    expect(recusada.status).toBe(429);
    const erro = (await recusada.json()) as { error: string };
    expect(erro.error).toMatch(
      /^A SEFAZ só permite uma nova consulta a partir de \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\.$/,
    );
    expect(await buscarNaSefazAgendado(ctx())).toMatchObject({ situacao: 'aguardando' });
    expect((await documentos()).totalItems).toBe(0);

    await passarUmaHora();
    const depois = (await (await buscar()).json()) as TResultadoBuscaSefaz;
    expect(depois).toMatchObject({ documentos: 1, resumos: 1 });
    expect(depois.estado.proxima_consulta_em).toBeNull();
  });

  it('handles 656 (consumo indevido) the same way, keeping the ultNSU', async () => {
    await notaDoCliente(704);
    await buscar();
    await notaDoCliente(705);
    (await t.fiscal.simulador()).faults.definir('NFeDistribuicaoDFe', { tipo: 'consumoIndevido', vezes: 1 });
    const bloqueada = await buscar();
    expect(bloqueada.status).toBe(429);
    expect(((await bloqueada.json()) as { error: string }).error).toMatch(
      /^A SEFAZ bloqueou as consultas por consumo indevido \(656\)\. Nova consulta permitida a partir de \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\.$/,
    );
    const estado = (await documentos()).estado;
    expect(estado).toMatchObject({ c_stat: '656', ult_nsu: '000000000000001', max_nsu: '000000000000001' });
    expect((await buscar()).status).toBe(429);
    expect(await buscarNaSefazAgendado(ctx())).toMatchObject({ situacao: 'aguardando' });

    await passarUmaHora();
    const depois = (await (await buscar()).json()) as TResultadoBuscaSefaz;
    expect(depois).toMatchObject({ documentos: 1, resumos: 1 });
    expect(depois.estado.ult_nsu).toBe('000000000000002');
  });

  it('refuses the key query during a 656 block, and a 656 to it blocks the next hour keeping the ultNSU', async () => {
    await notaDoCliente(707);
    await buscar();
    const [resumo] = (await documentos()).data;
    expect((await ciencia(resumo?.id ?? 0)).status).toBe(200);
    const baixar = () =>
      t.request(`/api/upload/nfe-entrada/sefaz/documentos/${resumo?.id ?? 0}/baixar-xml`, {
        method: 'POST',
        token,
      });
    (await t.fiscal.simulador()).faults.definir('NFeDistribuicaoDFe', { tipo: 'consumoIndevido', vezes: 1 });
    const bloqueada = await baixar();
    expect(bloqueada.status).toBe(429);
    expect(((await bloqueada.json()) as { error: string }).error).toMatch(
      /^A SEFAZ bloqueou as consultas por consumo indevido \(656\)\. Nova consulta permitida a partir de \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\.$/,
    );
    expect((await documentos()).estado).toMatchObject({ c_stat: '656', ult_nsu: '000000000000001' });
    // The simulator would answer now, but the block holds for the hour: nothing goes to SEFAZ.
    expect((await baixar()).status).toBe(429);
    expect(await t.db.select().from(nfeEntradas)).toHaveLength(0);
    await passarUmaHora();
    expect((await baixar()).status).toBe(200);
    expect(await t.db.select().from(nfeEntradas)).toHaveLength(1);
  });

  it('asks from the stored ultNSU, looping while ultNSU < maxNSU, and never stores a document twice', async () => {
    // 51 notes: the Ambiente Nacional answers at most 50 per query, so the first search takes two.
    for (let n = 1; n <= 51; n++) await notaDoCliente(800 + n);
    const primeira = (await (await buscar()).json()) as TResultadoBuscaSefaz;
    expect(primeira).toMatchObject({ documentos: 51, resumos: 51 });
    expect(primeira.estado).toMatchObject({ ult_nsu: '000000000000051', max_nsu: '000000000000051' });

    await notaDoCliente(900);
    const segunda = (await (await buscar()).json()) as TResultadoBuscaSefaz;
    expect(segunda).toMatchObject({ documentos: 1, resumos: 1 });
    const nsus = (await t.db.select({ nsu: documentosDistribuidos.nsu }).from(documentosDistribuidos)).map(
      (d) => d.nsu,
    );
    expect(nsus).toHaveLength(52);
    expect(new Set(nsus).size).toBe(52);
    const pagina = await documentos('?page=6&limit=10');
    expect(pagina).toMatchObject({ currentPage: 6, totalPages: 6, totalItems: 52 });
    expect(pagina.data.map((d) => d.nsu)).toEqual(['000000000000002', '000000000000001']);
  });

  it('runs one query for two simultaneous clicks', async () => {
    await notaDoCliente(706);
    // SEFAZ slow to answer: the second click arrives while the first query holds the lock.
    (await t.fiscal.simulador()).faults.definir('NFeDistribuicaoDFe', { tipo: 'atraso', ms: 400, vezes: 1 });
    const respostas = await Promise.all([buscar(), buscar()]);
    expect(respostas.map((r) => r.status).sort()).toEqual([200, 409]);
    const ocupada = respostas.find((r) => r.status === 409);
    expect(await ocupada?.json()).toEqual({
      error: 'Já há uma busca na SEFAZ em andamento. Aguarde o resultado.',
    });
    expect((await documentos()).totalItems).toBe(1);
  });

  it('marks as Importada, without error, a note already imported by upload', async () => {
    const resumida = await notaDoCliente(707);
    const completa = remessaXml({ nNF: 708, itens: [PP], comProtocolo: true });
    for (const xml of [resumida.xml, completa.xml]) {
      const upload = await t.request('/api/upload/nfe-entrada', {
        method: 'POST',
        token,
        body: formComXml(xml),
      });
      expect(upload.status).toBe(201);
    }
    registrarNotaDeTerceiro((await t.fiscal.simulador()).state, { xml: completa.xml, completo: true });

    const resultado = (await (await buscar()).json()) as TResultadoBuscaSefaz;
    expect(resultado).toMatchObject({ documentos: 2, importadas: 1, falhas: 0 });
    const lista = await documentos();
    expect(lista.data.map((d) => [d.tipo, d.status])).toEqual([
      ['procNFe', 'Importada'],
      ['resNFe', 'Importada'],
    ]);
    expect(lista.data.every((d) => d.id_nfe_entrada !== null)).toBe(true);
    expect(await t.db.select().from(nfeEntradas)).toHaveLength(2);
    // Nothing to ask for: the XML is already here.
    expect((await ciencia(lista.data[1]?.id ?? 0)).status).toBe(409);
  });

  it("imports a full note SEFAZ delivered with no valid signature at once: SEFAZ's word stands (issue 26)", async () => {
    const nota = remessaXml({ nNF: 709, itens: [PP], comProtocolo: true, assinar: false });
    registrarNotaDeTerceiro((await t.fiscal.simulador()).state, { xml: nota.xml, completo: true });

    const resultado = (await (await buscar()).json()) as TResultadoBuscaSefaz;
    expect(resultado).toMatchObject({ documentos: 1, importadas: 1, falhas: 0 });
    const [entrada] = await t.db.select().from(nfeEntradas).where(eq(nfeEntradas.chaveAcesso, nota.chave));
    expect(entrada).toMatchObject({ situacaoAssinatura: 'ausente', assinaturaPendente: false });
    const itens = await t.db
      .select()
      .from(nfeEntradaItens)
      .where(eq(nfeEntradaItens.idNfeEntrada, entrada?.id ?? 0));
    expect(itens.map((i) => [i.quantidadeKg, i.saldoKg])).toEqual([['1250.0000', '1250.0000']]);
  });

  it('keeps a note with unregistered products until the screen registers them, then imports it', async () => {
    const nota = await notaDoCliente(709, { itens: [PP, PEAD], completo: true });
    const resultado = (await (await buscar()).json()) as TResultadoBuscaSefaz;
    expect(resultado).toMatchObject({ documentos: 1, produtos_nao_cadastrados: 1, importadas: 0 });
    const [documento] = (await documentos()).data;
    expect(documento).toMatchObject({ status: 'Produtos não cadastrados', chave_acesso: nota.chave });
    expect(documento?.observacao).toContain('PEAD-7731');
    expect(await t.db.select().from(nfeEntradas)).toHaveLength(0);

    const base = `/api/upload/nfe-entrada/sefaz/documentos/${documento?.id}`;
    const analise = await t.request(`${base}/analisar`, { method: 'POST', token });
    expect(await analise.json()).toMatchObject({
      status: 'produtos_faltantes',
      chave: nota.chave,
      produtos: [
        { codigo_interno: 'PEAD-7731', nome: 'Polietileno de Alta Densidade 7731', ncm: '39012029' },
      ],
    });
    const antes = await t.request(`${base}/importar`, { method: 'POST', token });
    expect(antes.status).toBe(422);

    await t.request('/api/produtos', {
      method: 'POST',
      token,
      json: { nome: 'PEAD 7731', codigo_interno: 'PEAD-7731', ncm: '39012029' },
    });
    const importada = await t.request(`${base}/importar`, { method: 'POST', token });
    expect(importada.status).toBe(201);
    expect(await importada.json()).toMatchObject({
      message: 'NF-e 709 importada com sucesso.',
      chave: nota.chave,
    });
    expect((await documentos()).data[0]).toMatchObject({ status: 'Importada', observacao: null });
    const itens = await t.db.select({ kg: nfeEntradaItens.saldoKg }).from(nfeEntradaItens);
    expect(itens.map((i) => i.kg).sort()).toEqual(['1250.0000', '300.0000']);
    expect((await t.request(`${base}/importar`, { method: 'POST', token })).status).toBe(409);
  });

  it("keeps a note in sacks as Falha asking the kg, imports it with the screen's answer, and the client's next one on its own", async () => {
    const SACOS: ItemRemessa = {
      cProd: 'PP-H503',
      xProd: 'PP saco 25 kg',
      uCom: 'SC',
      qCom: '40.0000',
      vUnCom: '250.00',
      vProd: '10000.00',
    };
    await notaDoCliente(720, { itens: [SACOS], completo: true });
    expect(await (await buscar()).json()).toMatchObject({ documentos: 1, importadas: 0, falhas: 1 });
    const [documento] = (await documentos()).data;
    expect(documento).toMatchObject({
      status: 'Falha',
      observacao:
        'A nota não informa o peso em kg do item PP-H503 (PP saco 25 kg, 40.0000 SC). Informe o peso por unidade ou o peso total do item.',
    });
    expect(await t.db.select().from(nfeEntradas)).toHaveLength(0);

    const base = `/api/upload/nfe-entrada/sefaz/documentos/${documento?.id}`;
    expect(await (await t.request(`${base}/analisar`, { method: 'POST', token })).json()).toMatchObject({
      status: 'itens_sem_kg',
      itens_sem_kg: [{ codigo: 'PP-H503', unidade: 'SC', quantidade: '40.0000', sugestao_kg_total: null }],
    });
    const importada = await t.request(`${base}/importar`, {
      method: 'POST',
      token,
      json: { conversoes: [{ codigo: 'PP-H503', kg_por_unidade: '25' }] },
    });
    expect(importada.status).toBe(201);
    expect((await documentos()).data[0]).toMatchObject({ status: 'Importada', observacao: null });

    // The client's next note in sacks: the job imports it with the remembered 25 kg per SC.
    await passarUmaHora();
    await notaDoCliente(721, { itens: [{ ...SACOS, qCom: '8.0000', vProd: '2000.00' }], completo: true });
    expect(await (await buscar()).json()).toMatchObject({ importadas: 1, falhas: 0 });
    const itens = await t.db
      .select({ nf: nfeEntradas.numeroNf, kg: nfeEntradaItens.quantidadeKg, saldo: nfeEntradaItens.saldoKg })
      .from(nfeEntradaItens)
      .innerJoin(nfeEntradas, eq(nfeEntradas.id, nfeEntradaItens.idNfeEntrada))
      .orderBy(nfeEntradas.numeroNf);
    expect(itens).toEqual([
      { nf: 720, kg: '1000.0000', saldo: '1000.0000' },
      { nf: 721, kg: '200.0000', saldo: '200.0000' },
    ]);
  });

  it('never moves the stored ultNSU back, even when an answer carries a lower one', async () => {
    await buscar();
    await t.db.execute(sql`update distribuicao_dfe set ult_nsu = '000000000000005'`);
    await passarUmaHora();
    // Nothing at the Ambiente Nacional: the simulator's 137 answers ultNSU 0.
    const resposta = (await (await buscar()).json()) as TResultadoBuscaSefaz;
    expect(resposta.estado).toMatchObject({ c_stat: '137', ult_nsu: '000000000000005' });
  });

  it('says SEFAZ is unavailable and keeps everything as it was', async () => {
    await notaDoCliente(710);
    const sim = await t.fiscal.simulador();
    sim.faults.definir('NFeDistribuicaoDFe', { tipo: 'http500', vezes: 1 });
    const falha = await buscar();
    expect(falha.status).toBe(503);
    expect(((await falha.json()) as { error: string }).error).toBe(
      'Não foi possível comunicar com a SEFAZ. Tente novamente.',
    );
    expect((await documentos()).estado.ult_nsu).toBe('000000000000000');

    await buscar();
    const [resumo] = (await documentos()).data;
    sim.faults.definir('NFeRecepcaoEvento4', { tipo: 'http500', vezes: 1 });
    expect((await ciencia(resumo?.id ?? 0)).status).toBe(503);
    expect((await documentos()).data[0]?.status).toBe('Resumo');
  });

  it('sends one ciência for two simultaneous clicks', async () => {
    const nota = await notaDoCliente(715);
    await buscar();
    const [resumo] = (await documentos()).data;
    const respostas = await Promise.all([ciencia(resumo?.id ?? 0), ciencia(resumo?.id ?? 0)]);
    expect(respostas.map((r) => r.status).sort()).toEqual([200, 409]);
    const sim = await t.fiscal.simulador();
    expect(sim.state.nota(nota.chave)?.eventos.filter((e) => e.tpEvento === '210210')).toHaveLength(1);
  });

  it('keeps as Falha, with the reason, a full note the import refuses', async () => {
    // Distributed to us, but the note itself is addressed to another company.
    const nota = remessaXml({ nNF: 716, itens: [PP], comProtocolo: true, dest: '11444777000161' });
    registrarNotaDeTerceiro((await t.fiscal.simulador()).state, {
      xml: nota.xml,
      destinatario: CNPJ_EMPRESA,
      completo: true,
    });
    expect(await (await buscar()).json()).toMatchObject({ documentos: 1, falhas: 1, importadas: 0 });
    expect((await documentos()).data[0]).toMatchObject({
      status: 'Falha',
      observacao: `Esta NF-e não é destinada à empresa: o destinatário é 11444777000161, o CNPJ da empresa é ${CNPJ_EMPRESA}.`,
    });
    expect(await t.db.select().from(nfeEntradas)).toHaveLength(0);
  });

  it('shows a note the issuer cancelled as Cancelada, and asks no ciência for it', async () => {
    const nota = await notaDoCliente(714);
    await buscar();
    await cancelarNaSefazDoEmitente(nota.chave);

    expect(await (await buscar()).json()).toMatchObject({ documentos: 1, eventos: 1 });
    const lista = await documentos();
    expect(lista.data.map((d) => [d.tipo, d.status, d.situacao, d.observacao])).toEqual([
      ['procEventoNFe', 'Evento', null, 'Cancelamento'],
      ['resNFe', 'Resumo', 'Cancelada', null],
    ]);
    const res = await ciencia(lista.data[1]?.id ?? 0);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: 'Esta NF-e foi cancelada pelo emitente; não há XML a receber.',
    });
  });

  it('never takes into stock a full note the issuer cancelled: kept as Falha with the reason, Importar refused', async () => {
    const nota = await notaDoCliente(715);
    await buscar();
    const [resumo] = (await documentos()).data;
    expect((await ciencia(resumo?.id ?? 0)).status).toBe(200);
    await cancelarNaSefazDoEmitente(nota.chave);
    await passarUmaHora();

    // The procNFe and the cancellation come in the same answer.
    expect(await (await buscar()).json()).toMatchObject({ importadas: 0, falhas: 1, eventos: 1 });
    expect(await t.db.select().from(nfeEntradas)).toHaveLength(0);
    const completa = (await documentos()).data.find((d) => d.tipo === 'procNFe');
    expect(completa).toMatchObject({
      status: 'Falha',
      situacao: 'Cancelada',
      observacao: 'NF-e cancelada pelo emitente: não entra no estoque.',
    });
    const importar = await t.request(
      `/api/upload/nfe-entrada/sefaz/documentos/${completa?.id ?? 0}/importar`,
      {
        method: 'POST',
        token,
      },
    );
    expect(importar.status).toBe(422);
    expect(await importar.json()).toEqual({ error: 'NF-e cancelada pelo emitente: não entra no estoque.' });
    expect(await t.db.select().from(nfeEntradas)).toHaveLength(0);
  });

  it('requires the token on every route and validates the ids', async () => {
    const rotas: [string, string][] = [
      ['POST', '/api/upload/nfe-entrada/sefaz/buscar'],
      ['GET', '/api/upload/nfe-entrada/sefaz/documentos'],
      ['POST', '/api/upload/nfe-entrada/sefaz/documentos/1/ciencia'],
      ['POST', '/api/upload/nfe-entrada/sefaz/documentos/1/analisar'],
      ['POST', '/api/upload/nfe-entrada/sefaz/documentos/1/importar'],
      ['POST', '/api/upload/nfe-entrada/sefaz/simulacao/notas'],
    ];
    for (const [method, path] of rotas) expect((await t.request(path, { method })).status).toBe(401);
    expect((await ciencia(0)).status).toBe(400);
    expect(
      (await t.request('/api/upload/nfe-entrada/sefaz/documentos/abc/importar', { method: 'POST', token }))
        .status,
    ).toBe(400);
    expect((await ciencia(999)).status).toBe(404);
  });
});

describe('manifestações from Documentos na SEFAZ', () => {
  beforeEach(async () => preparar());
  const manifestar = (id: number, corpo: unknown) =>
    t.request(`/api/upload/nfe-entrada/sefaz/documentos/${id}/manifestar`, {
      method: 'POST',
      token,
      json: corpo,
    });

  it('registers the Desconhecimento of a summary, shown on its row; no XML is asked and no Ciência follows', async () => {
    const nota = await notaDoCliente(720);
    await buscar();
    const [resumo] = (await documentos()).data;
    const res = await manifestar(resumo?.id ?? 0, { evento: 'desconhecimento' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ message: 'Desconhecimento da Operação registrado com sucesso!' });
    const [linha] = (await documentos()).data;
    expect(linha).toMatchObject({ status: 'Resumo', chave_acesso: nota.chave });
    expect(linha?.manifestacoes).toEqual([
      expect.objectContaining({ tipo_evento: '210220', descricao: 'Desconhecimento da Operação' }),
    ]);
    const cienciaDepois = await ciencia(resumo?.id ?? 0);
    expect(cienciaDepois.status).toBe(409);
    expect(await cienciaDepois.json()).toEqual({
      error:
        'Esta nota já tem a manifestação conclusiva (Desconhecimento da Operação); a Ciência da Operação não cabe depois dela.',
    });
    const sim = await t.fiscal.simulador();
    expect(sim.state.nota(nota.chave)?.eventos.map((e) => e.tpEvento)).toEqual(['210220']);
  });

  it('confirms a summary: the full note comes on the next query and its entry is Confirmada', async () => {
    const nota = await notaDoCliente(721);
    await buscar();
    const [resumo] = (await documentos()).data;
    const res = await manifestar(resumo?.id ?? 0, { evento: 'confirmacao' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({
      message: 'Nota confirmada com sucesso! O XML da nota chega na próxima busca na SEFAZ.',
    });
    expect((await documentos()).data[0]?.status).toBe('Ciência enviada');
    await buscar();
    const [entrada] = await t.db.select().from(nfeEntradas).where(eq(nfeEntradas.chaveAcesso, nota.chave));
    expect(entrada?.statusManifestacao).toBe('Confirmada');
    // The entry's row and the document's row are the same note: one record of its events.
    const naEntrada = await t.request(`/api/upload/nfe-entrada/${entrada?.id}/manifestar`, {
      method: 'POST',
      token,
      json: { evento: 'desconhecimento' },
    });
    expect(naEntrada.status).toBe(409);
  });

  it('refuses a manifestação on an event document, and the justification rules under the field', async () => {
    const nota = await notaDoCliente(722);
    await buscar();
    await cancelarNaSefazDoEmitente(nota.chave);
    await buscar();
    const lista = await documentos();
    const evento = lista.data.find((d) => d.tipo === 'procEventoNFe');
    const res = await manifestar(evento?.id ?? 0, { evento: 'desconhecimento' });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: 'A manifestação só se envia para uma NF-e (o resumo ou o XML completo), não para um evento.',
    });
    const resumo = lista.data.find((d) => d.tipo === 'resNFe');
    expect((await manifestar(resumo?.id ?? 0, { evento: 'nao_realizada' })).status).toBe(400);
    // Cancelled by the issuer: SEFAZ registers no Desconhecimento of it (651), refused here first.
    const desconhecimento = await manifestar(resumo?.id ?? 0, { evento: 'desconhecimento' });
    expect(desconhecimento.status).toBe(409);
    expect(await desconhecimento.json()).toEqual({
      error: 'Esta NF-e está cancelada na SEFAZ, que não registra o evento Desconhecimento da Operação dela.',
    });
    const naoRealizada = await manifestar(resumo?.id ?? 0, {
      evento: 'nao_realizada',
      justificativa: 'Operação desfeita: o cliente cancelou a remessa.',
    });
    expect(naoRealizada.status, await naoRealizada.clone().text()).toBe(200);
  });
});

describe('a client sending a note, in simulação', () => {
  beforeEach(async () => preparar());

  it('puts an authorised nfeProc in the simulated Ambiente Nacional, whose summary the next query brings', async () => {
    const enviar = (xml: string) =>
      t.request('/api/upload/nfe-entrada/sefaz/simulacao/notas', { method: 'POST', token, json: { xml } });
    const nota = remessaXml({ nNF: 712, itens: [PP], comProtocolo: true });
    const res = await enviar(nota.xml);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      message: 'NF-e 712 enviada ao simulador da SEFAZ.',
      chave: nota.chave,
    });
    expect(await t.db.select().from(nfeEntradas)).toHaveLength(0);
    expect((await enviar(remessaXml({ nNF: 713, itens: [PP] }).xml)).status).toBe(422);
    expect((await enviar('<!DOCTYPE x><x/>')).status).toBe(400);

    expect(await (await buscar()).json()).toMatchObject({ documentos: 1, resumos: 1 });
    expect((await documentos()).data[0]?.chave_acesso).toBe(nota.chave);
  });
});

describe('the hourly job', () => {
  it('queries on its own every DISTDFE_INTERVALO_SEGUNDOS', async () => {
    await preparar({ distDfe: { intervaloSegundos: 1 } });
    await notaDoCliente(711);
    await expect.poll(async () => (await documentos()).totalItems, { timeout: 5000, interval: 200 }).toBe(1);
    expect((await documentos()).estado.c_stat).toBe('138');
  });

  it('queries as soon as the hour after a 137 is over, counting the interval from the last query', async () => {
    await preparar({ distDfe: { intervaloSegundos: 3600 } });
    expect((await (await buscar()).json()) as TResultadoBuscaSefaz).toMatchObject({
      estado: { c_stat: '137' },
    });
    await notaDoCliente(716);
    const depois = (minutos: number) => new Date(Date.now() + minutos * 60_000);
    // The hourly tick falls a moment before the wait ends: nothing is asked.
    expect(await buscarNaSefazAgendado(ctx(), depois(59.9))).toMatchObject({ situacao: 'aguardando' });
    // Right after it, the next tick asks (the wait, not a second hour, sets the pace).
    await t.db.execute(
      sql`update distribuicao_dfe set proxima_consulta_em = now() - interval '1 second',
        ultima_consulta_em = now() - interval '60 minutes'`,
    );
    expect(await buscarNaSefazAgendado(ctx())).toMatchObject({ situacao: 'concluida', cStat: '138' });
    // Within the interval of that query nothing is asked, though SEFAZ would allow it (138 asks no wait).
    await notaDoCliente(717);
    expect(await buscarNaSefazAgendado(ctx(), depois(30))).toBeUndefined();
    expect((await documentos()).totalItems).toBe(1);
  });
});
