import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { iniciarServidorSmtp, type ServidorSmtp } from '../email/servidor-smtp.ts';
import { CNPJ_PRESTADOR, EMPRESA } from '../nfse/cenario.ts';
import { gerarA1DeTeste, novaAcDeTeste } from '../support/certificado-a1.ts';
import { TEMPLATE_DB, TEST_ADMIN } from '../support/constants.ts';
import { type ServerProcess, spawnServer } from '../support/server-process.ts';
import { iniciarSimuladorExterno, type SimuladorExterno } from '../support/simulador-externo.ts';

/**
 * Two API processes behind one load balancer: the same PostgreSQL (DATABASE_URL), the same APP_SECRET_KEY, each
 * its own DATA_DIR as on two machines, both in homologação against ONE SEFAZ/Sefin stand-in run as its own
 * process (in simulação each would start a simulator of its own). What a user or SEFAZ would notice if the
 * processes did not act as one: a draft numbered or authorised twice, a DPS sent twice, a retry storm, a
 * doubled 'Buscar na SEFAZ' or e-mail, a session still open on the other process after the logout.
 */

const REENVIO_SEGUNDOS = 1;
const SMTP = { usuario: 'nfe@plasticos.com.br', senha: 'Smtp-Senha-Secreta-7q2!' };

type Resposta<T = Record<string, unknown>> = { status: number; body: T };
type NotaNoSimulador = { chNFe: string; situacao: string };
type EstadoSimulador = { notas: NotaNoSimulador[]; lotes: unknown[]; nfse: { idDps: string }[] };
type Falha = { tipo: string; ms?: number; vezes?: number };

let sim: SimuladorExterno;
let smtp: ServidorSmtp;
let a: ServerProcess;
let b: ServerProcess;
let pool: pg.Pool;
let pasta: string;
let nomeBanco: string;
let token: string;
let idServico: number;
let idTomador: number;

const ac = novaAcDeTeste('AC DA EMPRESA DE TESTE');
const a1 = gerarA1DeTeste({ cnpj: CNPJ_PRESTADOR, razaoSocial: 'PLASTICOS TRANSFORMACAO LTDA', ac });

async function api<T = Record<string, unknown>>(
  s: ServerProcess,
  caminho: string,
  metodo = 'GET',
  json?: unknown,
  comToken = token,
): Promise<Resposta<T>> {
  const res = await fetch(`${s.baseUrl}/api${caminho}`, {
    method: metodo,
    headers: {
      authorization: `Bearer ${comToken}`,
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const texto = await res.text();
  const isJson = res.headers.get('content-type')?.includes('json') && texto;
  return { status: res.status, body: (isJson ? JSON.parse(texto) : texto) as T };
}

async function criar(caminho: string, json: unknown) {
  const r = await api<{ id: number }>(a, caminho, 'POST', json);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.id;
}

/** The stand-in's control API, behind its mutual TLS: the company's A1 as the client certificate. */
async function controle<T>(metodo: string, caminho: string, corpo?: unknown): Promise<T> {
  const r = await sim.controle(metodo, `/__control/${caminho}`, a1, corpo);
  if (r.status >= 400) throw new Error(`${caminho}: ${r.status} ${r.corpo}`);
  return JSON.parse(r.corpo) as T;
}

const estadoDoSimulador = () => controle<EstadoSimulador>('GET', 'estado');
const falhar = (servico: string, falha: Falha) => controle('PUT', `falhas/${servico}`, falha);
const falhas = () => controle<Record<string, Falha>>('GET', 'falhas');

/**
 * A request counter at the stand-in: a delay of `ms` for the next `vezes` calls of the service. Each call
 * spends one, so `vezes` minus what is left is how many calls arrived; the delay holds each exchange open
 * while the other process ticks.
 */
async function contar(servico: string, ms: number) {
  const vezes = 1000;
  await falhar(servico, { tipo: 'atraso', ms, vezes });
  return async () => vezes - ((await falhas())[servico]?.vezes ?? 0);
}

async function esperarAte<T>(ler: () => Promise<T>, ok: (v: T) => boolean, ms: number, oque: string) {
  const limite = Date.now() + ms;
  for (;;) {
    const valor = await ler();
    if (ok(valor)) return valor;
    if (Date.now() > limite) throw new Error(`${oque}: ${JSON.stringify(valor)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function clonarBanco() {
  const servidor = inject('pgServerUrl');
  nomeBanco = `erp_test_${randomBytes(6).toString('hex')}`;
  const m = new pg.Client({ connectionString: servidor });
  await m.connect();
  await m.query(`create database ${nomeBanco} template ${TEMPLATE_DB}`);
  await m.end();
  return servidor.replace(/\/[^/]+$/, `/${nomeBanco}`);
}

/** A draft sale of 1 unit of a product of its own (R$ 12,34, 5101) to the tomador, saved through A. */
async function rascunhoDeVenda() {
  const idProduto = await criar('/produtos', {
    nome: `Tampa ${randomUUID().slice(0, 8)}`,
    codigo_interno: `TAMPA-${randomUUID().slice(0, 8)}`,
    ncm: '39235000',
    preco_venda: '12.34',
    estoque_atual: '50.00',
    cfop_padrao: '5101',
  });
  const r = await api<{ id: number }>(a, '/nfe/rascunho', 'POST', {
    id_cliente: idTomador,
    natureza_operacao: 'VENDA DE MERCADORIA',
    itens: [{ id_produto: idProduto, quantidade: '1', cfop: '5101' }],
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.id;
}

const linhas = async (sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows;
const recebiveis = (origem: 'NFE' | 'NFSE', id: number) =>
  linhas('select valor_original from lancamentos where origem = $1 and id_documento = $2', [origem, id]);

beforeAll(async () => {
  pasta = await mkdtemp(path.join(os.tmpdir(), 'erp-varios-processos-'));
  const arquivoCaSmtp = path.join(pasta, 'ca-smtp.pem');
  const [simulador, servidorSmtp, url] = await Promise.all([
    iniciarSimuladorExterno({ ambiente: '2', acsDosClientes: ac.caPem }),
    iniciarServidorSmtp(SMTP),
    clonarBanco(),
  ]);
  sim = simulador;
  smtp = servidorSmtp;
  // Each message takes a second to be accepted: one worker's send overlaps the other's next run.
  smtp.atrasar(1000);
  await writeFile(arquivoCaSmtp, smtp.caPem);
  pool = new pg.Pool({ connectionString: url, max: 2 });

  const comum = {
    DATABASE_URL: url,
    APP_SECRET_KEY: randomBytes(32).toString('base64'),
    BACKUP_AUTOMATICO: 'false',
    SEFAZ_ENDPOINT_BASE: sim.url,
    SEFIN_ENDPOINT_BASE: sim.url,
    FISCAL_CA_FILE: sim.arquivoCa,
    SMTP_CA_FILE: arquivoCaSmtp,
    NFE_REENVIO_SEGUNDOS: String(REENVIO_SEGUNDOS),
    EMAIL_INTERVALO_SEGUNDOS: '1',
  };
  [a, b] = await Promise.all([
    spawnServer({ ...comum, DATA_DIR: path.join(pasta, 'a') }),
    spawnServer({ ...comum, DATA_DIR: path.join(pasta, 'b') }),
  ]);
  await Promise.all([a.waitHealthy(), b.waitHealthy()]);

  const login = await fetch(`${a.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: TEST_ADMIN.email, senha: TEST_ADMIN.password }),
  });
  expect(login.status).toBe(200);
  token = ((await login.json()) as { token: string }).token;

  const empresa = await api(a, '/preferencias/empresa', 'PUT', {
    ...EMPRESA,
    smtp_host: '127.0.0.1',
    smtp_porta: smtp.porta,
    smtp_seguro: false,
    smtp_usuario: SMTP.usuario,
    smtp_senha: SMTP.senha,
    smtp_remetente: SMTP.usuario,
  });
  expect(empresa.status, JSON.stringify(empresa.body)).toBe(200);
  idServico = await criar('/servicos', {
    descricao: 'Injeção de peças plásticas',
    codigo_lc_116: '14.05',
    aliquota_iss: '3.00',
    preco: '2.50',
  });
  idTomador = await criar('/clientes', {
    nome_razao_social: 'Distribuidora Campinas Ltda',
    cpf_cnpj: '11.444.777/0001-61',
    inscricao_estadual: '110.042.490.114',
    email_nfe: 'nfe@distribuidora.com.br',
    telefone: '(19) 3232-0000',
    logradouro: 'Rua Barão de Jaguara',
    numero: '900',
    bairro: 'Centro',
    cidade: 'Campinas',
    uf: 'SP',
    cep: '13015-002',
    condicao_pagamento_dias: 15,
  });
  const form = new FormData();
  form.append('certificado', new Blob([new Uint8Array(a1.pfx)]), 'empresa.pfx');
  form.append('senha', a1.senha);
  const envio = await fetch(`${a.baseUrl}/api/preferencias/certificado`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(envio.status, await envio.clone().text()).toBe(200);
  const troca = await api(a, '/fiscal/ambiente', 'PUT', { modo: 'homologacao' });
  expect(troca.status, JSON.stringify(troca.body)).toBe(200);
  // B reads the same settings: the environment and the certificate live in the database, not in A.
  expect((await api(b, '/fiscal/ambiente')).body).toMatchObject({ modo: 'homologacao' });
}, 120_000);

afterAll(async () => {
  const parar = async (s: ServerProcess | undefined) => {
    if (s && s.proc.exitCode === null) {
      s.proc.kill('SIGTERM');
      await s.waitExit();
    }
  };
  await Promise.all([parar(a), parar(b)]);
  await sim?.parar();
  await smtp?.fechar();
  await pool?.end();
  if (nomeBanco) {
    const m = new pg.Client({ connectionString: inject('pgServerUrl') });
    await m.connect();
    await m.query(`drop database if exists ${nomeBanco} with (force)`);
    await m.end();
  }
  if (pasta) await rm(pasta, { recursive: true, force: true });
});

describe('two API processes on one PostgreSQL', () => {
  afterEach(() => controle('DELETE', 'falhas'));

  it("asks the Ambiente Nacional once when 'Buscar na SEFAZ' is pressed on both at once", async () => {
    const consultas = await contar('NFeDistribuicaoDFe', 1500);
    const respostas = await Promise.all([
      api(a, '/upload/nfe-entrada/sefaz/buscar', 'POST'),
      api(b, '/upload/nfe-entrada/sefaz/buscar', 'POST'),
    ]);
    // One query (137: nothing new); the other press is told a query is running (409), or, had it come after,
    // to wait the hour SEFAZ asks for after a 137 (429).
    const statuses = respostas.map((r) => r.status).sort();
    expect(
      [
        [200, 409],
        [200, 429],
      ],
      JSON.stringify(respostas),
    ).toContainEqual(statuses);
    expect(await consultas()).toBe(1);
  });

  it('emits the same draft sent to both at once with one number and one authorisation', async () => {
    const id = await rascunhoDeVenda();
    const lotesAntes = (await estadoDoSimulador()).lotes.length;
    // SEFAZ slow to answer: the first sender holds the note while the other's request arrives.
    const autorizacoes = await contar('NFeAutorizacao4', 1000);
    const corpo = { data_vencimento: '2099-12-31' };
    const respostas = await Promise.all([
      api(a, `/nfe/emitir/${id}`, 'POST', corpo),
      api(b, `/nfe/emitir/${id}`, 'POST', corpo),
    ]);
    const statuses = respostas.map((r) => r.status).sort();
    expect(statuses, JSON.stringify(respostas)).toEqual([200, 409]);
    const autorizada = respostas.find((r) => r.status === 200)?.body as {
      numero_nfe: number;
      chave_acesso: string;
    };

    expect(await autorizacoes()).toBe(1);
    const estado = await estadoDoSimulador();
    expect(estado.lotes.length - lotesAntes).toBe(1);
    expect(estado.notas.filter((n) => n.chNFe === autorizada.chave_acesso)).toHaveLength(1);
    const notas = await linhas(
      "select id, numero, status from notas_fiscais where ambiente = 'homologacao' and numero is not null",
    );
    expect(notas).toEqual([{ id, numero: autorizada.numero_nfe, status: 'Autorizada' }]);
    expect(await recebiveis('NFE', id)).toEqual([{ valor_original: '12.34' }]);
    expect(
      await linhas("select 1 from estoque_movimentos where origem = 'SAIDA_NFE' and id_documento = $1", [
        String(id),
      ]),
    ).toHaveLength(1);
  });

  it('issues one NFS-e for one idempotency key sent to both at once', async () => {
    const hoje = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
    const pedido = {
      idempotency_key: randomUUID(),
      id_cliente: idTomador,
      id_servico: idServico,
      quantidade: '100',
      data_competencia: hoje,
      data_vencimento: '2099-12-31',
      discriminacao: 'Injeção de peças plásticas: 100 kg x R$ 2,50/kg',
    };
    const nfseAntes = (await estadoDoSimulador()).nfse.length;
    const envios = await contar('SefinNacional', 1000);
    const respostas = await Promise.all([
      api(a, '/nfse/emitir', 'POST', pedido),
      api(b, '/nfse/emitir', 'POST', pedido),
    ]);
    // One 200 and one 409 (it was in the first one's hands), or, when the second came after, the same NFS-e.
    const autorizadas = respostas
      .filter((r) => r.status === 200)
      .map((r) => r.body as { id: number; numero_dps: number });
    expect(autorizadas.length, JSON.stringify(respostas)).toBeGreaterThanOrEqual(1);
    expect(
      respostas.every((r) => r.status === 200 || r.status === 409),
      JSON.stringify(respostas),
    ).toBe(true);
    expect(new Set(autorizadas.map((n) => n.id)).size).toBe(1);
    const emitida = autorizadas[0] as { id: number; numero_dps: number };

    // One DPS sent (the second request found it in the first one's hands), one NFS-e at the Sefin.
    expect(await envios()).toBe(1);
    expect((await estadoDoSimulador()).nfse.length - nfseAntes).toBe(1);
    expect(
      await linhas('select id, numero_dps, status from notas_servico where idempotency_key = $1', [
        pedido.idempotency_key,
      ]),
    ).toEqual([{ id: emitida.id, numero_dps: emitida.numero_dps, status: 'Autorizada' }]);
    expect(await recebiveis('NFSE', emitida.id)).toHaveLength(1);
  });

  it('resolves a note left waiting by a lost answer once, by one process, while both retry every second', async () => {
    const id = await rascunhoDeVenda();
    const lotesAntes = (await estadoDoSimulador()).lotes.length;
    // SEFAZ authorises but the answer is lost, and the consultation by key fails too: the note waits.
    await falhar('NFeAutorizacao4', { tipo: 'respostaPerdida', vezes: 1 });
    await falhar('NFeConsultaProtocolo4', { tipo: 'http500', vezes: 1 });
    // The next call of any service (the retry's resend) is slow: whoever resends holds the note for 1.5 s,
    // longer than a period of the other process.
    await falhar('*', { tipo: 'atraso', ms: 1500, vezes: 1 });
    const emissao = await api<{ status: string; chave_acesso: string }>(a, `/nfe/emitir/${id}`, 'POST', {
      data_vencimento: '2099-12-31',
    });
    expect(emissao.status, JSON.stringify(emissao.body)).toBe(202);
    const chave = emissao.body.chave_acesso;

    await esperarAte(
      async () => (await linhas('select status from notas_fiscais where id = $1', [id]))[0]?.status,
      (s) => s === 'Autorizada',
      15_000,
      'a nota não foi autorizada pelo reenvio',
    );
    // Several more periods of both jobs: nothing else goes to SEFAZ about it.
    await new Promise((r) => setTimeout(r, 3 * REENVIO_SEGUNDOS * 1000));

    const estado = await estadoDoSimulador();
    // The lost authorisation and at most ONE resend (answered 204, then the consultation found the protocol);
    // a retry by each process would have sent it twice more.
    expect(estado.lotes.length - lotesAntes).toBeGreaterThanOrEqual(1);
    expect(estado.lotes.length - lotesAntes).toBeLessThanOrEqual(2);
    expect(estado.notas.filter((n) => n.chNFe === chave)).toEqual([
      expect.objectContaining({ situacao: 'autorizada' }),
    ]);
    expect(
      await linhas(
        "select acao from auditoria where entidade = 'notas_fiscais' and id_entidade = $1 and acao = 'NFE_AUTORIZADA'",
        [String(id)],
      ),
    ).toHaveLength(1);
    expect(await recebiveis('NFE', id)).toEqual([{ valor_original: '12.34' }]);
  });

  it('retries a note through a SEFAZ outage once per period between both processes, not once per process', async () => {
    const id = await rascunhoDeVenda();
    // The autorizador answers 500 without processing: each attempt is a send and a consultation by key (217).
    const vezes = 1000;
    await falhar('NFeAutorizacao4', { tipo: 'http500', vezes });
    const consultas = await contar('NFeConsultaProtocolo4', 0);
    const emissao = await api(a, `/nfe/emitir/${id}`, 'POST', { data_vencimento: '2099-12-31' });
    expect(emissao.status, JSON.stringify(emissao.body)).toBe(202);
    const inicio = Date.now();
    await new Promise((r) => setTimeout(r, 5_000));
    const envios = vezes - ((await falhas()).NFeAutorizacao4?.vezes ?? 0);
    const periodos = (Date.now() - inicio) / 1000 / REENVIO_SEGUNDOS;
    const consultadas = await consultas();
    await controle('DELETE', 'falhas');
    // The emission's own attempt, then at most one per period (never sooner than 90% of it) between A and B;
    // each process on its own timer made two per period. A loaded machine only makes fewer.
    expect(envios - 1).toBeLessThanOrEqual(Math.ceil(periodos / 0.9) + 1);
    expect(envios - 1).toBeGreaterThanOrEqual(2);
    expect(consultadas).toBe(envios);

    // SEFAZ back: the next period authorises it, once.
    await esperarAte(
      async () => (await linhas('select status from notas_fiscais where id = $1', [id]))[0]?.status,
      (s) => s === 'Autorizada',
      10_000,
      'a nota não foi autorizada depois da falha',
    );
    expect(await recebiveis('NFE', id)).toEqual([{ valor_original: '12.34' }]);
  });

  it('e-mails each authorised NF-e once although both outbox workers run every second', async () => {
    const emitida = await api(b, `/nfe/emitir/${await rascunhoDeVenda()}`, 'POST', {
      data_vencimento: '2099-12-31',
    });
    expect(emitida.status, JSON.stringify(emitida.body)).toBe(200);
    // This one and those authorised before (through A, B and the retry job) each queued an e-mail, and so did the
    // NFS-e issued earlier (its tomador gets it as the NF-e's client does).
    const autorizadas = await linhas(
      "select id, numero from notas_fiscais where ambiente = 'homologacao' and status = 'Autorizada' order by id",
    );
    const nfseAutorizadas = await linhas("select numero_nfse from notas_servico where status = 'Autorizada'");
    await esperarAte(
      () => linhas("select status from envios_email where status <> 'Enviado'"),
      (pendentes) => pendentes.length === 0,
      15_000,
      'e-mails não enviados',
    );
    // Several more periods of both workers: nothing is sent again.
    await new Promise((r) => setTimeout(r, 2_000));
    const assuntos = smtp.recebidas.map((m) => m.email.subject);
    for (const { numero } of autorizadas) {
      expect(assuntos.filter((s) => s === `NF-e nº ${numero} - ${EMPRESA.razao_social}`)).toHaveLength(1);
    }
    for (const { numero_nfse } of nfseAutorizadas) {
      expect(assuntos.filter((s) => s === `NFS-e nº ${numero_nfse} - ${EMPRESA.razao_social}`)).toHaveLength(
        1,
      );
    }
    expect(assuntos).toHaveLength(autorizadas.length + nfseAutorizadas.length);
  });

  it('refuses on B, within the 5 s it may remember a session, a session ended on A', async () => {
    const login = await fetch(`${a.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: TEST_ADMIN.email, senha: TEST_ADMIN.password }),
    });
    const sessao = ((await login.json()) as { token: string }).token;
    // B has just found it valid in the database, so it may remember it for 5 s from now.
    expect((await api(b, '/me', 'GET', undefined, sessao)).status).toBe(200);
    const logout = Date.now();
    expect((await api(a, '/logout', 'POST', undefined, sessao)).status).toBe(204);
    expect((await api(a, '/me', 'GET', undefined, sessao)).status).toBe(401);
    // Polled: no request to B that started more than 5 s after the logout is let in, and B ends up refusing it.
    const aceitasAposMs: number[] = [];
    await esperarAte(
      async () => {
        const inicio = Date.now() - logout;
        const { status } = await api(b, '/me', 'GET', undefined, sessao);
        if (status === 200) aceitasAposMs.push(inicio);
        return status;
      },
      (status) => status === 401,
      10_000,
      'a sessão encerrada em A continua aceita em B',
    );
    expect(aceitasAposMs.filter((ms) => ms > 5_000)).toEqual([]);
  });
});
