import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';

/** Issue 27's target: an OFX of 10 000 transactions against 100 000 open entries, imported and matched in < 5 s. */
export const META_OFX_SEGUNDOS = 5;

const LANCAMENTOS = 100_000;
const TRANSACOES = 10_000;
const CONTA = { descricao: 'Conta do bench de conciliação', banco: '341', agencia: '0057', conta: '12345-7' };

/** Entry g's amount in centavos: spread over R$ 10,00 to R$ 9.009,99, so an amount has few twins. */
const centavos = (g: number) => 1000 + ((g * 7919) % 900_000);
const reais = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
/** Entry g's due date: 60 days from 01/03/2026, as the seed writes it. */
const vencimento = (g: number) => new Date(Date.UTC(2026, 2, 1 + (g % 60))).toISOString().slice(0, 10);

/**
 * 100 000 open entries on top of the volume (one in ten a payable), amounts and due dates from g as above, and the
 * account the statement belongs to.
 */
export async function seedConciliacaoBench(db: Database) {
  await db.execute(sql`
    insert into contas_bancarias (descricao, banco, agencia, conta)
    values (${CONTA.descricao}, ${CONTA.banco}, ${CONTA.agencia}, ${CONTA.conta}) on conflict do nothing`);
  await db.execute(sql`
    insert into lancamentos (descricao, tipo, valor_original, data_vencimento, status, id_categoria, origem)
    select 'Bench OFX ' || lpad(g::text, 6, '0'), t.tipo, (1000 + (g::bigint * 7919) % 900000) / 100.0,
      date '2026-03-01' + (g % 60), 'Pendente',
      (select c.id from categorias_financeiras c where c.tipo = t.tipo order by c.id limit 1), 'MANUAL'
    from generate_series(1, ${LANCAMENTOS}) g
    cross join lateral (select (case when g % 10 = 0 then 'DESPESA' else 'RECEITA' end)::tipo_lancamento as tipo) t
    order by g`);
  await db.execute(sql`analyze lancamentos`);
}

/**
 * The statement: line i pays entry g = 10 i + 1 (payables as debits), posted 0 to 2 days after its due date; a
 * quarter carry the receivable's PIX txid, the rest only the amount. FITIDs and memos carry the run's stamp, so a
 * kept data directory imports them again instead of finding them repeated.
 */
function montarOfx(primeiroId: number, carimbo: string): string {
  const linhas: string[] = [];
  for (let i = 0; i < TRANSACOES; i++) {
    const g = i * 10 + (i % 10) + 1;
    const isDespesa = g % 10 === 0;
    const data = new Date(`${vencimento(g)}T12:00:00Z`);
    data.setUTCDate(data.getUTCDate() + (i % 3));
    const memo =
      !isDespesa && i % 4 === 0
        ? `PIX LANC${String(primeiroId + g - 1).padStart(10, '0')}`
        : `TED ${carimbo}`;
    linhas.push(
      `<STMTTRN>\n<TRNTYPE>${isDespesa ? 'DEBIT' : 'CREDIT'}\n<DTPOSTED>${data.toISOString().slice(0, 10).replaceAll('-', '')}\n` +
        `<TRNAMT>${isDespesa ? '-' : ''}${reais(centavos(g))}\n<FITID>${carimbo}-${i}\n<NAME>BENCH\n<MEMO>${memo} ${i}\n</STMTTRN>`,
    );
  }
  return [
    'OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nSECURITY:NONE\nENCODING:USASCII\nCHARSET:1252\nCOMPRESSION:NONE',
    'OLDFILEUID:NONE\nNEWFILEUID:NONE\n\n<OFX>\n<BANKMSGSRSV1>\n<STMTTRNRS>\n<STMTRS>\n<CURDEF>BRL',
    `<BANKACCTFROM>\n<BANKID>0341\n<ACCTID>123457\n</BANKACCTFROM>\n<BANKTRANLIST>`,
    ...linhas,
    '</BANKTRANLIST>\n<LEDGERBAL>\n<BALAMT>123456.78\n<DTASOF>20260501\n</LEDGERBAL>\n</STMTRS>\n</STMTTRNRS>\n</BANKMSGSRSV1>\n</OFX>\n',
  ].join('\n');
}

async function pedir<T>(baseUrl: string, token: string, caminho: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${baseUrl}${caminho}`, {
    ...init,
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`${caminho}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

type Pagina = { data: { sugestoes: { motivo: string }[] }[]; totalPages: number };

/** Uploads the statement, then reads every unmatched transaction with its suggestions, 999 a page, as timed. */
export async function medirConciliacao(baseUrl: string, token: string) {
  const contas = await pedir<{ data: { id: number }[] }>(
    baseUrl,
    token,
    `/api/financeiro/contas-bancarias?search=${encodeURIComponent(CONTA.descricao)}`,
  );
  const primeiro = await pedir<{ data: { id: number }[] }>(
    baseUrl,
    token,
    '/api/financeiro/contas-a-receber?search=Bench%20OFX%20000001&limit=1',
  );
  const idConta = contas.data[0]?.id ?? 0;
  const ofx = montarOfx(primeiro.data[0]?.id ?? 0, `R${Date.now()}`);
  const form = new FormData();
  form.append('id_conta', String(idConta));
  form.append('arquivo', new Blob([Buffer.from(ofx, 'latin1')]), 'bench.ofx');
  const inicio = performance.now();
  const importacao = await pedir<{ importadas: number }>(baseUrl, token, '/api/financeiro/extratos', {
    method: 'POST',
    body: form,
  });
  const importado = performance.now();
  if (
    importacao.importadas === 0 ||
    (await jaImportadoAntes(baseUrl, token, idConta, importacao.importadas))
  ) {
    throw new Error(VOLUME_USADO);
  }
  let lidas = 0;
  let comSugestao = 0;
  let pixPrimeiro = 0;
  for (let page = 1, total = 1; page <= total; page++) {
    const pagina = await pedir<Pagina>(
      baseUrl,
      token,
      `/api/financeiro/extratos/${idConta}/transacoes?conciliada=false&limit=999&page=${page}`,
    );
    total = pagina.totalPages;
    lidas += pagina.data.length;
    comSugestao += pagina.data.filter((t) => t.sugestoes.length > 0).length;
    pixPrimeiro += pagina.data.filter((t) => t.sugestoes[0]?.motivo === 'TXID_PIX').length;
  }
  const fim = performance.now();
  return {
    importadas: importacao.importadas,
    megabytes: ofx.length / (1024 * 1024),
    segundosImportacao: (importado - inicio) / 1000,
    segundosSugestoes: (fim - importado) / 1000,
    segundos: (fim - inicio) / 1000,
    lidas,
    comSugestao,
    pixPrimeiro,
  };
}

/** The statement's transactions stay reconciled or not: a second run reads the first one's too. */
const VOLUME_USADO =
  'o extrato do bench já foi importado neste volume por uma rodada anterior: a tarefa ofx mede um volume novo ' +
  '(sem BENCH_DATA_DIR, ou com um diretório novo)';

/** Whether the account holds more unreconciled transactions than this import brought (an earlier run's). */
async function jaImportadoAntes(baseUrl: string, token: string, idConta: number, importadas: number) {
  const pagina = await pedir<Pagina & { totalItems: number }>(
    baseUrl,
    token,
    `/api/financeiro/extratos/${idConta}/transacoes?conciliada=false&limit=1&page=1`,
  );
  return pagina.totalItems > importadas;
}
