import { generateKeyPairSync, sign } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config.ts';
import { createDb } from '../src/db/client.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { seedBase } from '../src/db/seed/seed-base.ts';
import { seedBench } from '../src/db/seed/seed-bench.ts';
import { seedHistoricoBench } from '../src/db/seed/seed-bench-historico.ts';
import { spawnServer } from '../test/support/server-process.ts';
import { META_BLOCO_K_RSS_MB, META_BLOCO_K_SEGUNDOS, medirBlocoK, seedBlocoKBench } from './bloco-k.ts';
import { META_REMESSA_SEGUNDOS, META_RETORNO_SEGUNDOS, medirCnab, seedCnabBench } from './cnab.ts';
import { META_OFX_SEGUNDOS, medirConciliacao, seedConciliacaoBench } from './conciliacao.ts';
import {
  META_EXPORTACAO_RSS_MB,
  META_EXPORTACAO_SEGUNDOS,
  medirExportacaoContabil,
  seedExportacaoBench,
} from './exportacao-contabil.ts';
import { cenariosFinanceiro } from './financeiro.ts';
import { META_SEGUNDOS, medirImportacaoZip } from './importacao-zip.ts';
import { cenariosMaterialTerceiros, seedEntradasBench } from './material-terceiros.ts';
import { type Measurement, measure } from './measure.ts';
import { benchEmissao, cenariosListaNfe, seedNotasBench } from './nfe.ts';
import { cenariosProducao, META_NFE_RETORNO_MS, medirNfeRetorno, seedOrdensBench } from './producao.ts';
import { baseline, scenarios } from './scenarios.ts';

// `npm run bench`: the real server on a fresh embedded database, loaded from this process over loopback.
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
// `BENCH_CENARIOS=producao,material`: only the scenarios whose name holds one of these words (case-insensitive),
// and the timed tasks named so ('importacao', 'compras', 'exportacao', 'emissao', 'nfe-retorno', 'bloco-k',
// 'ofx', 'cnab'); unset, all of them.
const filtro = (process.env.BENCH_CENARIOS ?? '')
  .split(',')
  .map((p) => p.trim().toLowerCase())
  .filter(Boolean);
const incluido = (nome: string) => filtro.length === 0 || filtro.some((p) => nome.toLowerCase().includes(p));
const ADMIN = { email: 'admin@empresa.local', senha: 'Senha-Do-Bench-2026' };

// The targets are absolute, and machines of one kind differ: a fixed CPU task first, to compare runs by.
console.info(
  `CPU desta máquina: assinatura RSA-2048 SHA-1 em ${referenciaDeCpu().toFixed(2)} ms (mediana de 200)`,
);

// `BENCH_DATA_DIR=/some/dir`: the data directory is kept there and loaded only on its first run, so repeated runs
// (and EXPLAIN on the same rows) skip the minutes of the volume; pending migrations still apply at the server's
// start. Unset, a fresh temporary directory, deleted at the end.
const dirGuardado = process.env.BENCH_DATA_DIR ? path.resolve(process.env.BENCH_DATA_DIR) : undefined;
const dir = dirGuardado ?? (await mkdtemp(path.join(os.tmpdir(), 'erp-bench-')));
await mkdir(dir, { recursive: true });
await chmod(dir, 0o755);
const dataDir = path.join(dir, 'data');
const marcaDoVolume = path.join(dir, 'volume-carregado');
if (dirGuardado && existsSync(marcaDoVolume)) console.info(`Volume já carregado em ${dataDir}`);
else {
  await loadBenchVolume(dataDir);
  if (dirGuardado) await writeFile(marcaDoVolume, new Date().toISOString());
}
const iniciarServidor = async () => {
  const servidor = await spawnServer({ DATA_DIR: dataDir, ADMIN_PASSWORD: ADMIN.senha, LOG_LEVEL: 'error' });
  await servidor.waitHealthy();
  const res = await fetch(`${servidor.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await res.json()) as { token: string };
  return { servidor, token };
};
let { servidor: server, token } = await iniciarServidor();
try {
  const fmt = (m: Measurement) =>
    `${m.requestsPerSecond.toFixed(0).padStart(7)} req/s  p50 ${m.p50.toFixed(1).padStart(6)} ms  p95 ${m.p95.toFixed(1).padStart(6)} ms` +
    (m.errors || m.non2xx ? `  (erros ${m.errors}, não-2xx ${m.non2xx})` : '');

  const base = await measure(server.baseUrl, baseline, token, seconds);
  console.info(`${baseline.name.padEnd(44)} ${fmt(base)}  (referência)`);
  // Issue 3 (registers), issue 6 (the NF-e list over 100 000 notes) and issue 7 (dashboard, a month of
  // receivables and the cash flow over three years of history).
  // Relatórios > Material de Terceiros over 100 000 entry items.
  // Issue 23: the orders' list and the loss report over 100 000 orders, and the 'Produção' card.
  const [umaOrdem] = (
    (await (
      await fetch(`${server.baseUrl}/api/producao/ordens?page=1&limit=1&status=Faturada`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { data: { id_cliente: number; nome_razao_social: string }[] }
  ).data;
  const cliente = { id: umaOrdem?.id_cliente ?? 0, nome: umaOrdem?.nome_razao_social ?? '' };
  for (const scenario of [
    ...scenarios,
    ...cenariosListaNfe,
    ...cenariosFinanceiro(),
    ...cenariosMaterialTerceiros,
    ...cenariosProducao(cliente),
  ].filter((s) => incluido(s.name))) {
    const m = await measure(server.baseUrl, scenario, token, seconds);
    const ratio = m.requestsPerSecond / base.requestsPerSecond;
    const meta =
      scenario.metaP95Ms === undefined
        ? 'informativo, sem meta'
        : `meta: p95 <= ${scenario.metaP95Ms} ms, ${m.p95 <= scenario.metaP95Ms ? 'cumprida' : 'NÃO cumprida'}`;
    console.info(`${scenario.name.padEnd(44)} ${fmt(m)}  ${(ratio * 100).toFixed(0)}% do health  (${meta})`);
  }

  if (incluido('nfe-retorno')) {
    const tempos = await medirNfeRetorno(server.baseUrl, token);
    const pior = Math.max(...tempos);
    console.info(
      `Gerar NF-e de retorno de 10 ordens com 50 entradas (${tempos.length} vezes): ` +
        `${tempos.map((t) => t.toFixed(0)).join(', ')} ms (meta: < ${META_NFE_RETORNO_MS} ms, ` +
        `${pior < META_NFE_RETORNO_MS ? 'cumprida' : 'NÃO cumprida'})`,
    );
  }
  if (incluido('importacao')) {
    const zip = await medirImportacaoZip(server.baseUrl, token);
    const outras = Object.entries(zip.situacoes).filter(([situacao]) => situacao !== 'importada');
    console.info(
      `Importação de ${zip.notas} NF-e de ${zip.itensPorNota} itens num .zip ` +
        `(${zip.megabytesXml.toFixed(1)} MB de XML, ${zip.megabytesZip.toFixed(1)} MB comprimido): ` +
        `${zip.segundos.toFixed(1)} s, ${zip.notasPorSegundo.toFixed(0)} notas/s ` +
        `(meta: ${META_SEGUNDOS} s${zip.segundos <= META_SEGUNDOS ? ', cumprida' : ', NÃO cumprida'})` +
        (outras.length > 0 ? `  (não importadas: ${outras.map(([s, n]) => `${n} ${s}`).join(', ')})` : ''),
    );
  }
  // Issue 24: the same .zip of supplier notes (purchases into own stock at cost, three payables per note).
  if (incluido('compras')) {
    const zip = await medirImportacaoZip(server.baseUrl, token, { tipo: 'compra' });
    const outras = Object.entries(zip.situacoes).filter(([situacao]) => situacao !== 'importada');
    console.info(
      `Importação de ${zip.notas} NF-e de compra de ${zip.itensPorNota} itens num .zip ` +
        `(${zip.megabytesXml.toFixed(1)} MB de XML, ${zip.megabytesZip.toFixed(1)} MB comprimido): ` +
        `${zip.segundos.toFixed(1)} s, ${zip.notasPorSegundo.toFixed(0)} notas/s ` +
        `(meta: ${META_SEGUNDOS} s${zip.segundos <= META_SEGUNDOS ? ', cumprida' : ', NÃO cumprida'})` +
        (outras.length > 0 ? `  (não importadas: ${outras.map(([s, n]) => `${n} ${s}`).join(', ')})` : ''),
    );
  }
  if (incluido('exportacao')) {
    // The export's memory is measured on a server started for it: the scenarios above leave the process with the
    // worker threads of the .zip import (they end after 5 idle minutes) and the heap of every list, not the export's.
    server.proc.kill('SIGTERM');
    await server.waitExit();
    ({ servidor: server, token } = await iniciarServidor());
    const exportacao = await medirExportacaoContabil(server.baseUrl, token, server.proc.pid as number);
    console.info(
      `Exportação contábil de um mês (5 000 NF-e autorizadas, 5 000 recebidas): ${exportacao.arquivos} arquivos, ` +
        `${exportacao.megabytes.toFixed(1)} MB, ${exportacao.segundos.toFixed(1)} s ` +
        `(meta: ${META_EXPORTACAO_SEGUNDOS} s${exportacao.segundos <= META_EXPORTACAO_SEGUNDOS ? ', cumprida' : ', NÃO cumprida'}); ` +
        `RSS do servidor ${exportacao.rssAntesMb.toFixed(0)} MB antes, pico ${exportacao.picoRssMb.toFixed(0)} MB ` +
        `(+${(exportacao.picoRssMb - exportacao.rssAntesMb).toFixed(0)} MB; meta: ${META_EXPORTACAO_RSS_MB} MB` +
        `${exportacao.picoRssMb <= META_EXPORTACAO_RSS_MB ? ', cumprida' : ', NÃO cumprida'})`,
    );
  }
  // Issue 28: a month's Bloco K, measured like the export on a server started for it.
  if (incluido('bloco-k')) {
    server.proc.kill('SIGTERM');
    await server.waitExit();
    ({ servidor: server, token } = await iniciarServidor());
    const k = await medirBlocoK(server.baseUrl, token, server.proc.pid as number);
    const total = k.segundosDownload;
    console.info(
      `Bloco K de ${k.mes}: ${k.linhas} linhas (${k.k200} K200, ${k.k230} K230, ${k.h010} H010), ${k.megabytes.toFixed(1)} MB, ` +
        `${k.achados} achados; validação ${k.segundosValidacao.toFixed(1)} s, arquivo validado e escrito ` +
        `${total.toFixed(1)} s (meta: < ${META_BLOCO_K_SEGUNDOS} s, ${total < META_BLOCO_K_SEGUNDOS ? 'cumprida' : 'NÃO cumprida'}); ` +
        `RSS do servidor ${k.rssAntesMb.toFixed(0)} MB antes, pico ${k.picoRssMb.toFixed(0)} MB (meta: < ${META_BLOCO_K_RSS_MB} MB, ` +
        `${k.picoRssMb < META_BLOCO_K_RSS_MB ? 'cumprida' : 'NÃO cumprida'})`,
    );
  }
  // Issue 27: a bank statement of 10 000 transactions against 100 000 open entries, imported and matched.
  if (incluido('ofx')) {
    const ofx = await medirConciliacao(server.baseUrl, token).catch((erro) => {
      console.error(server.output());
      throw erro;
    });
    console.info(
      `Extrato OFX de ${ofx.importadas} transações (${ofx.megabytes.toFixed(1)} MB) contra 100 000 lançamentos em aberto: ` +
        `importado em ${ofx.segundosImportacao.toFixed(1)} s, ${ofx.lidas} listadas com sugestões em ` +
        `${ofx.segundosSugestoes.toFixed(1)} s (${ofx.comSugestao} com sugestão, ${ofx.pixPrimeiro} com o PIX primeiro); ` +
        `total ${ofx.segundos.toFixed(1)} s (meta: < ${META_OFX_SEGUNDOS} s, ${ofx.segundos < META_OFX_SEGUNDOS ? 'cumprida' : 'NÃO cumprida'})`,
    );
  }
  // Issue 27: a CNAB 240 remessa of 1 000 titles, and the bank's return settling them.
  if (incluido('cnab')) {
    const c = await medirCnab(server.baseUrl, token);
    const cumprida = (s: number, meta: number) => (s < meta ? 'cumprida' : 'NÃO cumprida');
    console.info(
      `Remessa CNAB 240 de ${c.titulos} títulos (${c.linhasRemessa} linhas): ${c.segundosRemessa.toFixed(2)} s ` +
        `(meta: < ${META_REMESSA_SEGUNDOS} s, ${cumprida(c.segundosRemessa, META_REMESSA_SEGUNDOS)}); retorno de ` +
        `${c.ocorrencias} liquidações (${c.megabytesRetorno.toFixed(1)} MB, ${c.aplicadas} aplicadas): ` +
        `${c.segundosRetorno.toFixed(2)} s (meta: < ${META_RETORNO_SEGUNDOS} s, ${cumprida(c.segundosRetorno, META_RETORNO_SEGUNDOS)})`,
    );
  }
  if (incluido('emissao')) {
    const emissao = await benchEmissao(server.baseUrl, token);
    console.info(
      `Emissão de ${emissao.notas} NF-e de 10 itens (rascunho pronto -> Autorizada, 4 em paralelo): ` +
        `${emissao.segundos.toFixed(1)} s, ${emissao.notasPorSegundo.toFixed(1)} notas/s`,
    );
  }
} finally {
  server.proc.kill('SIGTERM');
  await server.waitExit();
  if (!dirGuardado) await rm(dir, { recursive: true, force: true });
}

/** The list scenarios need volume: 100 000 products, 50 000 clients and 100 000 NF-e, loaded before the server starts. */
async function loadBenchVolume(dataDir: string) {
  const config = loadConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: ADMIN.senha });
  const database = await openDatabase(config);
  const { db, close } = createDb(database.url, 2);
  try {
    const started = performance.now();
    await seedBase(db, { email: ADMIN.email, password: ADMIN.senha });
    await seedBench(db);
    await seedNotasBench(db);
    await seedHistoricoBench(db);
    await seedEntradasBench(db);
    await seedOrdensBench(db);
    await seedExportacaoBench(db);
    await seedBlocoKBench(db);
    await seedConciliacaoBench(db);
    await seedCnabBench(db);
    console.info(
      `Volume carregado em ${((performance.now() - started) / 1000).toFixed(1)} s: 100 000 produtos, 50 000 clientes, 100 000 NF-e, ` +
        '1 000 000 lançamentos, 2 000 000 movimentos de estoque, 100 000 itens de NF-e de entrada, ' +
        '100 000 ordens de industrialização.',
    );
  } finally {
    await close();
    await database.close();
  }
}

function referenciaDeCpu(): number {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const dados = Buffer.alloc(1024, 7);
  const tempos: number[] = [];
  for (let i = 0; i < 200; i++) {
    const inicio = performance.now();
    sign('sha1', dados, privateKey);
    tempos.push(performance.now() - inicio);
  }
  tempos.sort((a, b) => a - b);
  return tempos[100] ?? 0;
}
