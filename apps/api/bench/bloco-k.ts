import { readFile } from 'node:fs/promises';
import { hojeEmBrasilia } from '@erp/fiscal/data-hora';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { CNPJ_EMPRESA_BENCH } from './nfe.ts';

/** Issue 28's targets: a month's Bloco K written and validated in < 10 s, the server under 300 MB. */
export const META_BLOCO_K_SEGUNDOS = 10;
export const META_BLOCO_K_RSS_MB = 300;

/** The month before the bench runs (Brasília), AAAA-MM: the month the accountant files. */
export function mesDoBlocoKBench(agora = new Date()): string {
  const [ano, mes] = hojeEmBrasilia(agora).split('-').map(Number) as [number, number];
  return mes === 1 ? `${ano - 1}-12` : `${ano}-${String(mes - 1).padStart(2, '0')}`;
}

/**
 * On top of the volume (three years of orders, one every quarter of an hour, about 2 900 closed a month; 100 000
 * entry items; 2 000 000 stock movements), the month before the bench runs gets 2 500 remessas of 4 items (10 000
 * entry items with their balance) from the 200 bench clients, and 5 000 products their own initial stock in it.
 * The company gets the CNPJ, UF and city the file's 0000 needs, and the clients an address, where the volume
 * left them empty.
 */
export async function seedBlocoKBench(db: Database) {
  // The bench clients were registered without address; a client that sends remessas has the one of its notes
  // (0150 END is obligatory).
  await db.execute(sql`
    update clientes set logradouro = 'Rua das Indústrias', numero = (id % 2000)::text, bairro = 'Distrito Industrial'
    where logradouro is null and id < (select min(id) from clientes) + 200`);
  await db.execute(sql`
    update empresa set cnpj = coalesce(cnpj, ${CNPJ_EMPRESA_BENCH}), uf = coalesce(uf, 'SP'),
      codigo_municipio = coalesce(codigo_municipio, 3501608), cidade = coalesce(cidade, 'Americana'),
      inscricao_estadual = coalesce(inscricao_estadual, '165234567113'),
      razao_social = case when razao_social = '' then 'Plásticos Transformação Ltda' else razao_social end
    where id = 1`);
  const noMes = sql`(date_trunc('month', now() at time zone 'America/Sao_Paulo') - interval '1 month'
      + make_interval(days => g % 28, hours => 7 + g % 11, mins => g % 60)) at time zone 'America/Sao_Paulo'`;
  await db.execute(sql`
    insert into nfe_entradas (chave_acesso, numero_nf, serie, data_emissao, natureza_operacao, id_cliente,
      emitente_cpf_cnpj, valor_total, xml_original, situacao_assinatura)
    select '3528' || lpad(g::text, 40, '0'), g, 28, ${noMes}, 'REMESSA PARA INDUSTRIALIZACAO', c.id, c.cpf_cnpj,
      3200, '<NFe/>', 'valida'
    from generate_series(1, 2500) g
    join clientes c on c.id = (select min(id) from clientes) + g % 200`);
  await db.execute(sql`
    insert into nfe_entrada_itens (id_nfe_entrada, numero_item, id_produto, codigo_produto, descricao, ncm, cfop,
      unidade, quantidade, valor_unitario, valor_total, quantidade_kg, saldo_kg)
    select e.id, n, p.id, p.codigo_interno, p.nome, '39021020', '5901', 'KG', 100, 8, 800, 100, 100
    from nfe_entradas e
    cross join generate_series(1, 4) n
    join produtos p on p.id = (select min(id) from produtos) + (e.numero_nf * 7 + n) % 2000
    where e.serie = 28`);
  await db.execute(sql`
    insert into estoque_movimentos (id_produto, quantidade_kg, origem, destino, custo_kg, custo_total, created_at)
    select p.id, 10 + g % 90, 'ESTOQUE_INICIAL', 'proprio', 7.5, (10 + g % 90) * 7.5, ${noMes}
    from generate_series(1, 5000) g
    join produtos p on p.id = (select min(id) from produtos) + 50000 + g`);
  await db.execute(sql`analyze nfe_entradas, nfe_entrada_itens, estoque_movimentos`);
}

async function rssMb(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

export type MedicaoBlocoK = {
  mes: string;
  linhas: number;
  k200: number;
  k230: number;
  h010: number;
  megabytes: number;
  segundosValidacao: number;
  segundosDownload: number;
  achados: number;
  rssAntesMb: number;
  picoRssMb: number;
};

/**
 * GET /api/contabilidade/bloco-k/validacao, then GET /api/contabilidade/bloco-k (which validates the file before
 * writing it again to the answer, and keeps its K200 for the K280 of later months) read to the end, both with the
 * inventory of the month's last day (Bloco H), while the server's resident memory is sampled every 20 ms.
 */
export async function medirBlocoK(baseUrl: string, token: string, pid: number): Promise<MedicaoBlocoK> {
  const mes = mesDoBlocoKBench();
  const [ano, m] = mes.split('-').map(Number) as [number, number];
  const consulta = `mes=${mes}&inventario=${mes}-${new Date(Date.UTC(ano, m, 0)).getUTCDate()}`;
  const headers = { authorization: `Bearer ${token}` };
  const rssAntesMb = await rssMb(pid);
  let picoRssMb = rssAntesMb;
  const amostras = setInterval(() => {
    rssMb(pid).then(
      (mb) => {
        picoRssMb = Math.max(picoRssMb, mb);
      },
      () => {},
    );
  }, 20);
  try {
    let inicio = performance.now();
    const v = await fetch(`${baseUrl}/api/contabilidade/bloco-k/validacao?${consulta}`, { headers });
    const validacao = (await v.json()) as { linhas: number; achados: { mensagem: string }[] };
    for (const a of validacao.achados.slice(0, 5)) console.info(`  achado: ${JSON.stringify(a)}`);
    const segundosValidacao = (performance.now() - inicio) / 1000;
    inicio = performance.now();
    const res = await fetch(`${baseUrl}/api/contabilidade/bloco-k?${consulta}`, { headers });
    if (!res.ok || !res.body) throw new Error(`Bloco K: HTTP ${res.status} ${await res.text()}`);
    let bytes = 0;
    let k200 = 0;
    let k230 = 0;
    let h010 = 0;
    let resto = '';
    for await (const pedaco of res.body) {
      bytes += pedaco.length;
      const texto = resto + Buffer.from(pedaco).toString('latin1');
      const linhas = texto.split('\r\n');
      resto = linhas.pop() ?? '';
      for (const l of linhas) {
        if (l.startsWith('|K200|')) k200 += 1;
        else if (l.startsWith('|K230|')) k230 += 1;
        else if (l.startsWith('|H010|')) h010 += 1;
      }
    }
    const segundosDownload = (performance.now() - inicio) / 1000;
    return {
      mes,
      linhas: validacao.linhas,
      k200,
      k230,
      h010,
      megabytes: bytes / (1024 * 1024),
      segundosValidacao,
      segundosDownload,
      achados: validacao.achados.length,
      rssAntesMb,
      picoRssMb,
    };
  } finally {
    clearInterval(amostras);
  }
}
