import { and, asc, count, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contasBancarias } from '../../db/schema/contas-bancarias.ts';
import { conciliacoes, extratos, transacoesExtrato } from '../../db/schema/extratos.ts';
import { lancamentos } from '../../db/schema/lancamentos.ts';
import type { PageWindow } from '../../lib/pagination.ts';

export type ExtratoWrite = Omit<typeof extratos.$inferInsert, 'id' | 'createdAt'>;
export type TransacaoWrite = Omit<typeof transacoesExtrato.$inferInsert, 'id' | 'createdAt'>;
export type TransacaoRow = typeof transacoesExtrato.$inferSelect;

export async function findConta(db: Database, id: number) {
  const [row] = await db
    .select({
      id: contasBancarias.id,
      banco: contasBancarias.banco,
      agencia: contasBancarias.agencia,
      conta: contasBancarias.conta,
    })
    .from(contasBancarias)
    .where(eq(contasBancarias.id, id));
  return row;
}

/** Two imports of one account wait for each other: each sees what the other kept before deciding what repeats. */
export async function travarImportacaoDaConta(db: Database, idConta: number) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('extratos'), ${idConta})`);
}

/** The FITIDs among `fitids` the account already has. */
export async function fitidsExistentes(
  db: Database,
  idConta: number,
  fitids: string[],
): Promise<Set<string>> {
  if (fitids.length === 0) return new Set();
  const rows = await db
    .select({ fitid: transacoesExtrato.fitid })
    .from(transacoesExtrato)
    .where(
      and(
        eq(transacoesExtrato.idConta, idConta),
        sql`${transacoesExtrato.fitid} = any(${sql.param(fitids)}::text[])`,
      ),
    );
  return new Set(rows.map((r) => r.fitid));
}

/** Day, amount and memo of the account's transactions between two days: the fallback's keys. */
export function transacoesDoPeriodo(db: Database, idConta: number, inicio: string, fim: string) {
  return db
    .select({ data: transacoesExtrato.data, valor: transacoesExtrato.valor, memo: transacoesExtrato.memo })
    .from(transacoesExtrato)
    .where(
      and(
        eq(transacoesExtrato.idConta, idConta),
        sql`${transacoesExtrato.data} between ${inicio} and ${fim}`,
      ),
    );
}

export async function insertExtrato(db: Database, values: ExtratoWrite) {
  const [row] = await db.insert(extratos).values(values).returning({ id: extratos.id });
  if (!row) throw new Error('insert sem retorno');
  return row.id;
}

export type TransacaoNova = Pick<TransacaoWrite, 'fitid' | 'tipo' | 'data' | 'valor' | 'nome' | 'memo'>;

const LOTE = 20_000;

/** The statement's new transactions, one statement per 20 000 (a column per array: no per-row parameters). */
export async function insertTransacoes(
  db: Database,
  idExtrato: number,
  idConta: number,
  rows: TransacaoNova[],
) {
  for (let i = 0; i < rows.length; i += LOTE) {
    const lote = rows.slice(i, i + LOTE);
    const coluna = <K extends keyof TransacaoNova>(k: K) => sql.param(lote.map((r) => r[k] ?? null));
    await db.execute(sql`
      insert into transacoes_extrato (id_extrato, id_conta, fitid, tipo, data, valor, nome, memo)
      select ${idExtrato}, ${idConta}, t.* from unnest(${coluna('fitid')}::text[], ${coluna('tipo')}::text[],
        ${coluna('data')}::date[], ${coluna('valor')}::numeric[], ${coluna('nome')}::text[], ${coluna('memo')}::text[]
      ) as t(fitid, tipo, data, valor, nome, memo)`);
  }
}

function filtroDaLista(idConta: number, conciliada: boolean | undefined): SQL | undefined {
  return and(
    eq(transacoesExtrato.idConta, idConta),
    conciliada === undefined ? undefined : eq(transacoesExtrato.conciliada, conciliada),
  );
}

export async function countTransacoes(db: Database, idConta: number, conciliada: boolean | undefined) {
  const [row] = await db
    .select({ n: count() })
    .from(transacoesExtrato)
    .where(filtroDaLista(idConta, conciliada));
  return row?.n ?? 0;
}

export function listTransacoes(
  db: Database,
  idConta: number,
  conciliada: boolean | undefined,
  w: PageWindow,
) {
  return db
    .select()
    .from(transacoesExtrato)
    .where(filtroDaLista(idConta, conciliada))
    .orderBy(asc(transacoesExtrato.data), asc(transacoesExtrato.id))
    .limit(w.limit)
    .offset(w.offset);
}

/** What the given transactions settled, with each entry's description. */
export function conciliadosDe(db: Database, idsTransacao: number[]) {
  if (idsTransacao.length === 0) return Promise.resolve([]);
  return db
    .select({
      idTransacao: conciliacoes.idTransacao,
      id: conciliacoes.idLancamento,
      valor: conciliacoes.valor,
      descricao: lancamentos.descricao,
    })
    .from(conciliacoes)
    .innerJoin(lancamentos, eq(lancamentos.id, conciliacoes.idLancamento))
    .where(inArray(conciliacoes.idTransacao, idsTransacao))
    .orderBy(asc(conciliacoes.idTransacao), asc(conciliacoes.idLancamento));
}

/** LEDGERBAL of the account's newest statement that had one (by its date, then the latest import). */
export async function ultimoSaldoDoExtrato(db: Database, idConta: number) {
  const [row] = await db
    .select({ saldo: extratos.saldo, dataSaldo: extratos.dataSaldo })
    .from(extratos)
    .where(and(eq(extratos.idConta, idConta), isNotNull(extratos.saldo)))
    .orderBy(sql`${extratos.dataSaldo} desc nulls last`, desc(extratos.id))
    .limit(1);
  return row;
}

/** The paid entries reconciled with the account's transactions: receipts less payments. */
export async function saldoConciliado(db: Database, idConta: number): Promise<string> {
  const [row] = await db
    .select({
      saldo: sql<string>`coalesce(sum(case when ${lancamentos.tipo} = 'RECEITA' then ${lancamentos.valorPagoRecebido} else -${lancamentos.valorPagoRecebido} end), 0)::numeric(15,2)::text`,
    })
    .from(conciliacoes)
    .innerJoin(transacoesExtrato, eq(transacoesExtrato.id, conciliacoes.idTransacao))
    .innerJoin(lancamentos, eq(lancamentos.id, conciliacoes.idLancamento))
    .where(and(eq(transacoesExtrato.idConta, idConta), eq(lancamentos.status, 'Pago')));
  return row?.saldo ?? '0.00';
}
