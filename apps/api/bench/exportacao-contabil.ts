import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { type ItemRemessa, remessaXml } from '../test/support/nfe-remessa.ts';
import { CNPJ_EMPRESA_BENCH } from './nfe.ts';

/** The targets for a month of 5 000 authorised and 5 000 received notes. */
export const META_EXPORTACAO_SEGUNDOS = 20;
export const META_EXPORTACAO_RSS_MB = 300;
const NOTAS = 5000;

const itens = (quantos: number): ItemRemessa[] =>
  Array.from({ length: quantos }, (_, k) => ({
    cProd: `RES-${k + 1}`,
    xProd: `Resina ${k + 1} polipropileno homopolímero`,
    qCom: `${100 + k}.0000`,
    vUnCom: '8.50',
    vProd: ((100 + k) * 8.5).toFixed(2),
  }));

/**
 * A month of documents as a busy company leaves them, in the month before the bench runs: 5 000 authorised NF-e
 * (série 2, apart from the list's 100 000 notes; a real signed nfeProc of 10 items each, its key replaced, so
 * every file is distinct), one in twenty cancelled with its event, and 5 000 received remessas of 20 items.
 */
export async function seedExportacaoBench(db: Database) {
  const emitida = remessaXml({ nNF: 1, itens: itens(10), comProtocolo: true });
  const recebida = remessaXml({ nNF: 2, itens: itens(20), comProtocolo: true });
  const chaveDe = (serie: string) =>
    sql.raw(
      `'3526111122233300018155${serie}' || lpad(g::text, 9, '0') || '1' || lpad((g * 7919 % 100000000)::text, 8, '0') || (g % 10)`,
    );
  const noMesAnterior = sql`(date_trunc('month', now() at time zone 'America/Sao_Paulo') - interval '1 month'
      + make_interval(days => g % 28, hours => 8 + g % 10, mins => g % 60)) at time zone 'America/Sao_Paulo'`;
  await db.execute(sql`
    insert into notas_fiscais (id_cliente, natureza_operacao, status, valor_total_produtos, valor_total_nota,
      cnpj_emitente, serie, numero, chave_acesso, protocolo, data_emissao, data_autorizacao, xml_autorizado)
    select (select min(id) from clientes) + g % 1000, 'VENDA DE MERCADORIA',
      case when g % 20 = 0 then 'Cancelada' else 'Autorizada' end::status_nota_fiscal,
      (g % 9000 + 100)::numeric(15,2), (g % 9000 + 100)::numeric(15,2), ${CNPJ_EMPRESA_BENCH}, 2, g,
      ${chaveDe('002')}, '1352600' || lpad(g::text, 8, '0'), ${noMesAnterior}, ${noMesAnterior},
      replace(${emitida.xml}, ${emitida.chave}, ${chaveDe('002')})
    from generate_series(1, ${NOTAS}) g`);
  await db.execute(sql`
    insert into notas_fiscais_eventos (id_nota_fiscal, tipo_evento, sequencia, protocolo, texto, xml, created_at)
    select id, '110111', 1, protocolo, 'Pedido cancelado pelo cliente',
      '<procEventoNFe versao="1.00"><evento><infEvento><chNFe>' || chave_acesso || '</chNFe><tpEvento>110111</tpEvento></infEvento></evento></procEventoNFe>',
      data_emissao + interval '1 hour'
    from notas_fiscais where serie = 2 and status = 'Cancelada'`);
  await db.execute(sql`
    insert into nfe_entradas (chave_acesso, numero_nf, serie, data_emissao, natureza_operacao, id_cliente,
      emitente_cpf_cnpj, valor_total, xml_original, situacao_assinatura, protocolo_autorizacao)
    select ${chaveDe('003')}, g, 3, ${noMesAnterior}, 'REMESSA PARA INDUSTRIALIZACAO',
      (select min(id) from clientes) + g % 1000, '06157250000116', (g % 9000 + 100)::numeric(15,2),
      replace(${recebida.xml}, ${recebida.chave}, ${chaveDe('003')}), 'valida',
      '135260000000001'
    from generate_series(1, ${NOTAS}) g`);
  await db.execute(sql`analyze notas_fiscais, notas_fiscais_eventos, nfe_entradas`);
}

async function rssMb(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

export type MedicaoExportacao = {
  arquivos: number;
  megabytes: number;
  segundos: number;
  rssAntesMb: number;
  picoRssMb: number;
};

/**
 * GET /api/contabilidade/exportacao of the seeded month, read to the end as a browser would, while the server's
 * resident memory is sampled every 20 ms: the peak says whether the export streams or gathers the month.
 */
export async function medirExportacaoContabil(
  baseUrl: string,
  token: string,
  pidDoServidor: number,
): Promise<MedicaoExportacao> {
  const agora = new Date(Date.now() - 3 * 3_600_000);
  const fim = new Date(Date.UTC(agora.getUTCFullYear(), agora.getUTCMonth(), 0));
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const query = `inicio=${iso(fim).slice(0, 8)}01&fim=${iso(fim)}`;
  const rssAntesMb = await rssMb(pidDoServidor);
  let picoRssMb = rssAntesMb;
  const amostras = setInterval(() => {
    rssMb(pidDoServidor).then(
      (mb) => {
        picoRssMb = Math.max(picoRssMb, mb);
      },
      () => {},
    );
  }, 20);
  try {
    const inicio = performance.now();
    const res = await fetch(`${baseUrl}/api/contabilidade/exportacao?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok || !res.body) throw new Error(`exportação: HTTP ${res.status} ${await res.text()}`);
    let bytes = 0;
    for await (const pedaco of res.body) bytes += pedaco.length;
    const segundos = (performance.now() - inicio) / 1000;
    return {
      arquivos: Number(res.headers.get('x-total-arquivos')),
      megabytes: bytes / (1024 * 1024),
      segundos,
      rssAntesMb,
      picoRssMb,
    };
  } finally {
    clearInterval(amostras);
  }
}
