import type { TLancamentosQuery, TTipoLancamento } from '@erp/contracts/financeiro';
import { and, asc, count, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { preparadaUmaVez } from '../../db/consultas-preparadas.ts';
import { clientes, fornecedores } from '../../db/schema/cadastros.ts';
import { categoriasFinanceiras } from '../../db/schema/financeiro.ts';
import { lancamentos } from '../../db/schema/lancamentos.ts';
import { notasFiscais } from '../../db/schema/notas-fiscais.ts';
import { notasServico } from '../../db/schema/notas-servico.ts';
import { lancamentosPorVencimento } from '../../db/schema/resumos.ts';
import { containsText } from '../../db/search.ts';
import type { PageWindow } from '../../lib/pagination.ts';

export type LancamentoWrite = Omit<typeof lancamentos.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type LancamentoFiltro = Pick<TLancamentosQuery, 'search' | 'status' | 'data_inicio' | 'data_fim'> & {
  tipo: TTipoLancamento;
};

/** A row as the lists show it: the entry with its category, supplier and client names. */
const columns = {
  id: lancamentos.id,
  descricao: lancamentos.descricao,
  tipo: lancamentos.tipo,
  valorOriginal: lancamentos.valorOriginal,
  dataVencimento: lancamentos.dataVencimento,
  status: lancamentos.status,
  idCategoria: lancamentos.idCategoria,
  categoriaNome: categoriasFinanceiras.nome,
  idFornecedor: lancamentos.idFornecedor,
  fornecedorNome: fornecedores.nomeRazaoSocial,
  idCliente: lancamentos.idCliente,
  clienteNome: clientes.nomeRazaoSocial,
  valorPagoRecebido: lancamentos.valorPagoRecebido,
  dataPagamentoRecebimento: lancamentos.dataPagamentoRecebimento,
  valorDesconto: lancamentos.valorDesconto,
  valorJurosMulta: lancamentos.valorJurosMulta,
  origem: lancamentos.origem,
};

function matching(filtro: LancamentoFiltro): SQL | undefined {
  return and(
    eq(lancamentos.tipo, filtro.tipo),
    filtro.status ? eq(lancamentos.status, filtro.status) : undefined,
    filtro.data_inicio ? gte(lancamentos.dataVencimento, filtro.data_inicio) : undefined,
    filtro.data_fim ? lte(lancamentos.dataVencimento, filtro.data_fim) : undefined,
    filtro.search
      ? or(
          containsText(lancamentos.descricao, filtro.search),
          containsText(clientes.nomeRazaoSocial, filtro.search),
          containsText(fornecedores.nomeRazaoSocial, filtro.search),
        )
      : undefined,
  );
}

/** The filters of a list without search; each combination is one prepared statement. */
type Forma = Pick<LancamentoFiltro, 'status' | 'data_inicio' | 'data_fim'>;
type ColunasDoFiltro = { tipo: PgColumn; status: PgColumn; dataVencimento: PgColumn };

const porForma = (t: ColunasDoFiltro, forma: Forma) =>
  and(
    eq(t.tipo, sql.placeholder('tipo')),
    forma.status ? eq(t.status, sql.placeholder('status')) : undefined,
    forma.data_inicio ? gte(t.dataVencimento, sql.placeholder('inicio')) : undefined,
    forma.data_fim ? lte(t.dataVencimento, sql.placeholder('fim')) : undefined,
  );

const parametros = (filtro: LancamentoFiltro) => ({
  tipo: filtro.tipo,
  status: filtro.status,
  inicio: filtro.data_inicio,
  fim: filtro.data_fim,
});

/**
 * Without a search the count needs no row: the totals per type, status and due date that the triggers of
 * migration 0015 keep answer it from a few hundred rows, for any period.
 */
const contagemResumida = (db: Database, forma: Forma) =>
  db
    .select({ n: sql<number>`coalesce(sum(${lancamentosPorVencimento.quantidade}), 0)`.mapWith(Number) })
    .from(lancamentosPorVencimento)
    .where(porForma(lancamentosPorVencimento, forma));

// Qualified by hand: in a one-table select Drizzle renders columns unqualified, even inside a subquery.
type Nome = string | null;
const nomeCategoria = sql<string>`(select c.nome from categorias_financeiras c where c.id = "lancamentos"."id_categoria")`;
const nomeFornecedor = sql<Nome>`(select f.nome_razao_social from fornecedores f where f.id = "lancamentos"."id_fornecedor")`;
const nomeCliente = sql<Nome>`(select c.nome_razao_social from clientes c where c.id = "lancamentos"."id_cliente")`;

/**
 * A page without search: its ids read in order on the (tipo[, status], due date, id) index, the names from
 * primary-key lookups of its ten rows (a five-way join cost more to plan than to run), the total from the
 * per-day counts. Prepared per database handle and filter combination, so it is planned once per connection.
 */
function prepararPagina(db: Database, forma: Forma, nome: string) {
  return db
    .select({
      ...columns,
      categoriaNome: nomeCategoria,
      fornecedorNome: nomeFornecedor,
      clienteNome: nomeCliente,
      total: sql<number>`(${contagemResumida(db, forma)})`.mapWith(Number),
    })
    .from(lancamentos)
    .where(porForma(lancamentos, forma))
    .orderBy(asc(lancamentos.dataVencimento), asc(lancamentos.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(nome);
}

function prepararContagem(db: Database, forma: Forma, nome: string) {
  return contagemResumida(db, forma).prepare(nome);
}

function consultasSemBusca(db: Database, filtro: LancamentoFiltro) {
  const chave = `${filtro.status ? 's' : ''}${filtro.data_inicio ? 'i' : ''}${filtro.data_fim ? 'f' : ''}`;
  return preparadaUmaVez(db, `lancamentos_${chave}`, () => ({
    pagina: prepararPagina(db, filtro, `lancamentos_pagina_${chave}`),
    contagem: prepararContagem(db, filtro, `lancamentos_contagem_${chave}`),
  }));
}

export async function countLancamentos(db: Database, filtro: LancamentoFiltro) {
  if (!filtro.search) {
    const [row] = await consultasSemBusca(db, filtro).contagem.execute(parametros(filtro));
    return row?.n ?? 0;
  }
  const [row] = await db
    .select({ n: count() })
    .from(lancamentos)
    .leftJoin(fornecedores, eq(fornecedores.id, lancamentos.idFornecedor))
    .leftJoin(clientes, eq(clientes.id, lancamentos.idCliente))
    .where(matching(filtro));
  return row?.n ?? 0;
}

/** A page of entries by due date, with the total of matching rows, in one query. */
export async function listLancamentos(db: Database, filtro: LancamentoFiltro, window: PageWindow) {
  if (!filtro.search) {
    const rows = await consultasSemBusca(db, filtro).pagina.execute({
      ...parametros(filtro),
      limit: window.limit,
      offset: window.offset,
    });
    return { rows: rows.map(({ total: _, ...row }) => row), total: rows[0]?.total ?? 0 };
  }
  const rows = await db
    .select({ ...columns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(lancamentos)
    .innerJoin(categoriasFinanceiras, eq(categoriasFinanceiras.id, lancamentos.idCategoria))
    .leftJoin(fornecedores, eq(fornecedores.id, lancamentos.idFornecedor))
    .leftJoin(clientes, eq(clientes.id, lancamentos.idCliente))
    .where(matching(filtro))
    .orderBy(asc(lancamentos.dataVencimento), asc(lancamentos.id))
    .limit(window.limit)
    .offset(window.offset);
  return { rows: rows.map(({ total: _, ...row }) => row), total: rows[0]?.total ?? 0 };
}

export async function findLancamento(db: Database, id: number) {
  const [row] = await db
    .select(columns)
    .from(lancamentos)
    .innerJoin(categoriasFinanceiras, eq(categoriasFinanceiras.id, lancamentos.idCategoria))
    .leftJoin(fornecedores, eq(fornecedores.id, lancamentos.idFornecedor))
    .leftJoin(clientes, eq(clientes.id, lancamentos.idCliente))
    .where(eq(lancamentos.id, id));
  return row;
}

export type LancamentoRow = NonNullable<Awaited<ReturnType<typeof findLancamento>>>;

/** findLancamento of several entries. */
export async function findLancamentos(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select(columns)
    .from(lancamentos)
    .innerJoin(categoriasFinanceiras, eq(categoriasFinanceiras.id, lancamentos.idCategoria))
    .leftJoin(fornecedores, eq(fornecedores.id, lancamentos.idFornecedor))
    .leftJoin(clientes, eq(clientes.id, lancamentos.idCliente))
    .where(inArray(lancamentos.id, [...ids]));
}

/**
 * The entries whose NF-e or NFS-e has a cancellation on its way to SEFAZ / the Sefin, every note's row held (FOR
 * SHARE, in id order) until the caller's transaction ends: the cancellation's request takes the note's row and then
 * the receivable's, and the baixa takes them in the same order.
 */
export async function comCancelamentoPendente(db: Database, ids: readonly number[]): Promise<Set<number>> {
  const pendentes = new Set<number>();
  if (ids.length === 0) return pendentes;
  for (const [origem, tabela] of [
    ['NFE', notasFiscais],
    ['NFSE', notasServico],
  ] as const) {
    const { rows } = await db.execute<{ id: number; pendente: boolean }>(sql`
      select l.id, n.cancelamento_pedido_em is not null as pendente
      from ${lancamentos} l join ${tabela} n on n.id = l.id_documento
      where l.id in ${[...ids]} and l.origem = ${origem}
      order by n.id for share of n`);
    for (const r of rows) if (r.pendente) pendentes.add(r.id);
  }
  return pendentes;
}

/** lockLancamento of several, in id order (two batches over the same entries never wait on each other crosswise). */
export async function lockLancamentos(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(lancamentos)
    .where(inArray(lancamentos.id, [...ids]))
    .orderBy(asc(lancamentos.id))
    .for('update');
}

/** The bare entry, locked until the transaction ends: an edit and a baixa of it cannot interleave. */
export async function lockLancamento(db: Database, id: number) {
  const [row] = await db.select().from(lancamentos).where(eq(lancamentos.id, id)).for('update');
  return row;
}

export async function insertLancamento(db: Database, values: LancamentoWrite) {
  const [row] = await db.insert(lancamentos).values(values).returning({ id: lancamentos.id });
  if (!row) throw new Error('insert sem retorno');
  return row.id;
}

export async function updateLancamento(db: Database, id: number, values: Partial<LancamentoWrite>) {
  await db
    .update(lancamentos)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(lancamentos.id, id));
}

export async function deleteLancamento(db: Database, id: number) {
  await db.delete(lancamentos).where(eq(lancamentos.id, id));
}

/**
 * Settles the entry only if it is still Pendente, in one statement: of two simultaneous baixas the second
 * finds no Pendente row and gets undefined, so an entry is never paid twice.
 */
export async function baixarSePendente(
  db: Database,
  id: number,
  baixa: {
    valorPagoRecebido: string;
    dataPagamentoRecebimento: string;
    valorDesconto: string;
    valorJurosMulta: string;
  },
) {
  const [row] = await db
    .update(lancamentos)
    .set({ ...baixa, status: 'Pago', updatedAt: sql`now()` })
    .where(and(eq(lancamentos.id, id), eq(lancamentos.status, 'Pendente')))
    .returning({ id: lancamentos.id });
  return row;
}

/** baixarSePendente of several entries in one statement: the ids settled (those still Pendente). */
export async function baixarPendentes(
  db: Database,
  baixas: readonly (Parameters<typeof baixarSePendente>[2] & { id: number })[],
): Promise<number[]> {
  if (baixas.length === 0) return [];
  const valores = sql.join(
    baixas.map(
      (b) =>
        sql`(${b.id}::int, ${b.valorPagoRecebido}::numeric, ${b.dataPagamentoRecebimento}::date, ${b.valorDesconto}::numeric, ${b.valorJurosMulta}::numeric)`,
    ),
    sql`, `,
  );
  const { rows } = await db.execute<{ id: number }>(sql`
    update ${lancamentos} l set status = 'Pago', valor_pago_recebido = v.valor, data_pagamento_recebimento = v.data,
      valor_desconto = v.desconto, valor_juros_multa = v.juros, updated_at = now()
    from (values ${valores}) as v (id, valor, data, desconto, juros)
    where l.id = v.id and l.status = 'Pendente'
    returning l.id`);
  return rows.map((r) => r.id);
}

export async function findCategoria(db: Database, id: number) {
  const [row] = await db.select().from(categoriasFinanceiras).where(eq(categoriasFinanceiras.id, id));
  return row;
}

export function listCategorias(db: Database) {
  return db
    .select()
    .from(categoriasFinanceiras)
    .orderBy(asc(categoriasFinanceiras.tipo), asc(categoriasFinanceiras.nome));
}

export async function fornecedorExists(db: Database, id: number) {
  return (
    (await db.select({ id: fornecedores.id }).from(fornecedores).where(eq(fornecedores.id, id))).length > 0
  );
}

export async function clienteExists(db: Database, id: number) {
  return (await db.select({ id: clientes.id }).from(clientes).where(eq(clientes.id, id))).length > 0;
}
