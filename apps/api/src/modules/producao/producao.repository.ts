import { STATUS_EM_ABERTO, STATUS_ORDEM, type TStatusOrdem } from '@erp/contracts/producao';
import { and, asc, desc, eq, gt, inArray, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type Database, planoGenerico } from '../../db/client.ts';
import { preparadaUmaVez } from '../../db/consultas-preparadas.ts';
import { FUSO_SQL } from '../../db/fuso.ts';
import { clientes, produtos } from '../../db/schema/cadastros.ts';
import { contagemRegistros } from '../../db/schema/contagens.ts';
import { nfeEntradaItens, nfeEntradas } from '../../db/schema/entradas.ts';
import { notasFiscais } from '../../db/schema/notas-fiscais.ts';
import {
  notasFiscaisOrdens,
  ordensIndustrializacao,
  ordensIndustrializacaoApontamentos,
  ordensIndustrializacaoEntradas,
  perdasNormais,
} from '../../db/schema/producao.ts';
import { usuarios } from '../../db/schema/usuarios.ts';
import { buscaContem, buscaPorPalavras, containsText, padraoContem } from '../../db/search.ts';
import type { PageWindow } from '../../lib/pagination.ts';

export type OrdemRow = typeof ordensIndustrializacao.$inferSelect;
export type EntradaDaOrdemRow = typeof ordensIndustrializacaoEntradas.$inferSelect;
export type ApontamentoRow = typeof ordensIndustrializacaoApontamentos.$inferSelect;

export async function findOrdem(db: Database, id: number, lock?: 'update') {
  const query = db.select().from(ordensIndustrializacao).where(eq(ordensIndustrializacao.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The orders locked in id order (two requests over the same orders never wait on each other crosswise). */
export async function lockOrdens(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(ordensIndustrializacao)
    .where(inArray(ordensIndustrializacao.id, [...ids]))
    .orderBy(asc(ordensIndustrializacao.id))
    .for('update');
}

export async function insertOrdem(db: Database, values: typeof ordensIndustrializacao.$inferInsert) {
  const [row] = await db.insert(ordensIndustrializacao).values(values).returning();
  if (!row) throw new Error('insert sem retorno');
  return row;
}

export async function updateOrdem(
  db: Database,
  id: number,
  values: Partial<typeof ordensIndustrializacao.$inferInsert>,
) {
  await db
    .update(ordensIndustrializacao)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(ordensIndustrializacao.id, id));
}

export async function insertEntradasDaOrdem(
  db: Database,
  values: (typeof ordensIndustrializacaoEntradas.$inferInsert)[],
) {
  if (values.length > 0) await db.insert(ordensIndustrializacaoEntradas).values(values);
}

export async function insertApontamento(
  db: Database,
  values: typeof ordensIndustrializacaoApontamentos.$inferInsert,
) {
  const [row] = await db.insert(ordensIndustrializacaoApontamentos).values(values).returning();
  if (!row) throw new Error('insert sem retorno');
  return row;
}

export async function findClienteDaOrdem(db: Database, id: number) {
  const [row] = await db.select().from(clientes).where(eq(clientes.id, id));
  return row;
}

export async function findProdutosPorId(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(produtos)
    .where(inArray(produtos.id, [...ids]));
}

/** The entry item with its remessa's client, locked: the reservation reads and writes it under the lock. */
export async function lockItemEntrada(db: Database, id: number) {
  const [row] = await db
    .select({
      id: nfeEntradaItens.id,
      idProduto: nfeEntradaItens.idProduto,
      descricao: nfeEntradaItens.descricao,
      saldoKg: nfeEntradaItens.saldoKg,
      reservadoKg: nfeEntradaItens.reservadoKg,
      ignorado: nfeEntradaItens.ignorado,
      idCliente: nfeEntradas.idCliente,
      numeroNf: nfeEntradas.numeroNf,
    })
    .from(nfeEntradaItens)
    .innerJoin(nfeEntradas, eq(nfeEntradas.id, nfeEntradaItens.idNfeEntrada))
    .where(eq(nfeEntradaItens.id, id))
    .for('update', { of: nfeEntradaItens });
  return row;
}

/**
 * The client's entry items of a product with kg not yet returned nor reserved, oldest remessa first (FIFO),
 * locked in that order: the split of a FIFO input reads the balances it will reserve.
 */
export async function lockItensFifo(db: Database, idCliente: number, idProduto: number) {
  return db
    .select({
      id: nfeEntradaItens.id,
      saldoKg: nfeEntradaItens.saldoKg,
      reservadoKg: nfeEntradaItens.reservadoKg,
    })
    .from(nfeEntradaItens)
    .innerJoin(nfeEntradas, eq(nfeEntradas.id, nfeEntradaItens.idNfeEntrada))
    .where(
      and(
        eq(nfeEntradas.idCliente, idCliente),
        eq(nfeEntradaItens.idProduto, idProduto),
        eq(nfeEntradaItens.ignorado, false),
        gt(nfeEntradaItens.saldoKg, '0'),
        sql`${nfeEntradaItens.saldoKg} > ${nfeEntradaItens.reservadoKg}`,
      ),
    )
    .orderBy(asc(nfeEntradas.dataEmissao), asc(nfeEntradas.id), asc(nfeEntradaItens.numeroItem))
    .for('update', { of: nfeEntradaItens });
}

/**
 * Reserves kg of an entry item: only while its balance not yet reserved covers them. The conditional update is
 * the guard: two orders racing for the last kg cannot both win (false: nothing changed).
 */
export async function reservarKg(db: Database, idItemEntrada: number, kg: string) {
  const rows = await db
    .update(nfeEntradaItens)
    .set({ reservadoKg: sql`${nfeEntradaItens.reservadoKg} + ${kg}::numeric` })
    .where(
      and(
        eq(nfeEntradaItens.id, idItemEntrada),
        eq(nfeEntradaItens.ignorado, false),
        sql`${nfeEntradaItens.saldoKg} - ${nfeEntradaItens.reservadoKg} >= ${kg}::numeric`,
      ),
    )
    .returning({ id: nfeEntradaItens.id });
  return rows.length === 1;
}

/** The order's inputs with their entry item and remessa, in the order they were reserved (oldest remessa first). */
export async function listEntradasDaOrdem(db: Database, idsOrdens: readonly number[]) {
  if (idsOrdens.length === 0) return [];
  return db
    .select({
      entrada: ordensIndustrializacaoEntradas,
      idNfeEntrada: nfeEntradas.id,
      numeroNf: nfeEntradas.numeroNf,
      serieNf: nfeEntradas.serie,
      dataEmissao: nfeEntradas.dataEmissao,
      numeroItem: nfeEntradaItens.numeroItem,
      codigoProduto: produtos.codigoInterno,
      nomeProduto: produtos.nome,
    })
    .from(ordensIndustrializacaoEntradas)
    .innerJoin(nfeEntradaItens, eq(nfeEntradaItens.id, ordensIndustrializacaoEntradas.idItemEntrada))
    .innerJoin(nfeEntradas, eq(nfeEntradas.id, nfeEntradaItens.idNfeEntrada))
    .innerJoin(produtos, eq(produtos.id, ordensIndustrializacaoEntradas.idProduto))
    .where(inArray(ordensIndustrializacaoEntradas.idOrdem, [...idsOrdens]))
    .orderBy(asc(ordensIndustrializacaoEntradas.idOrdem), asc(ordensIndustrializacaoEntradas.id));
}

export async function listApontamentos(db: Database, idsOrdens: readonly number[]) {
  if (idsOrdens.length === 0) return [];
  return db
    .select({
      apontamento: ordensIndustrializacaoApontamentos,
      codigoProduto: produtos.codigoInterno,
      nomeProduto: produtos.nome,
      ncm: produtos.ncm,
      unidade: produtos.unidadeMedida,
      usuario: usuarios.nome,
    })
    .from(ordensIndustrializacaoApontamentos)
    .leftJoin(produtos, eq(produtos.id, ordensIndustrializacaoApontamentos.idProduto))
    .leftJoin(usuarios, eq(usuarios.id, ordensIndustrializacaoApontamentos.idUsuario))
    .where(inArray(ordensIndustrializacaoApontamentos.idOrdem, [...idsOrdens]))
    .orderBy(asc(ordensIndustrializacaoApontamentos.idOrdem), asc(ordensIndustrializacaoApontamentos.id));
}

export async function countApontamentos(db: Database, idOrdem: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ordensIndustrializacaoApontamentos)
    .where(eq(ordensIndustrializacaoApontamentos.idOrdem, idOrdem));
  return row?.n ?? 0;
}

export async function findNomesDeUsuarios(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: usuarios.id, nome: usuarios.nome })
    .from(usuarios)
    .where(inArray(usuarios.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.nome]));
}

/** The client's agreed loss per product ('perda normal'), for these products. */
export async function findPerdasNormais(db: Database, idCliente: number, idsProdutos: readonly number[]) {
  if (idsProdutos.length === 0) return new Map<number, string>();
  const rows = await db
    .select()
    .from(perdasNormais)
    .where(and(eq(perdasNormais.idCliente, idCliente), inArray(perdasNormais.idProduto, [...idsProdutos])));
  return new Map(rows.map((r) => [r.idProduto, r.perdaNormalPercentual]));
}

/** The notes built from the orders, newest first. */
export async function listNotasDasOrdens(db: Database, idsOrdens: readonly number[]) {
  if (idsOrdens.length === 0) return [];
  return db
    .select({
      idOrdem: notasFiscaisOrdens.idOrdem,
      id: notasFiscais.id,
      numero: notasFiscais.numero,
      status: notasFiscais.status,
    })
    .from(notasFiscaisOrdens)
    .innerJoin(notasFiscais, eq(notasFiscais.id, notasFiscaisOrdens.idNotaFiscal))
    .where(inArray(notasFiscaisOrdens.idOrdem, [...idsOrdens]))
    .orderBy(desc(notasFiscais.id));
}

type FiltroOrdens = {
  search?: string | undefined;
  status?: TStatusOrdem | undefined;
  idCliente?: number | undefined;
  emAberto?: boolean | undefined;
};

/** Written as a literal, so the partial index of the open orders (migration 0043) serves it. */
const emAberto = sql`${ordensIndustrializacao.status} in ('Aberta', 'Em produção', 'Concluída')`;

const numeroDaBusca = (search: string | undefined) =>
  search && /^\d{1,9}$/.test(search) ? Number.parseInt(search, 10) : undefined;

/**
 * The clients whose name contains the term. A term of several words reads the index of the names' words
 * (migration 0050) and checks the whole term on the clients found, as the products' search: on the trigram index
 * the common trigrams of "Ltda" or "Comércio" read a posting of nearly every client. Other terms read the trigrams.
 */
function clientesDoNome(search: string) {
  const nome = sql`lower(f_unaccent(c.nome_razao_social))`;
  return sql`select c.id from clientes c where ${
    buscaPorPalavras(search)
      ? buscaContem(nome, true, search, padraoContem(search))
      : containsText(sql`c.nome_razao_social`, search)
  }`;
}

function filtroOrdens({ search, status, idCliente, emAberto: soEmAberto }: FiltroOrdens): SQL | undefined {
  const numero = numeroDaBusca(search);
  return and(
    search
      ? numero !== undefined
        ? eq(ordensIndustrializacao.id, numero)
        : sql`${ordensIndustrializacao.idCliente} = any(array(${clientesDoNome(search)}))`
      : undefined,
    status ? eq(ordensIndustrializacao.status, status) : undefined,
    idCliente !== undefined ? eq(ordensIndustrializacao.idCliente, idCliente) : undefined,
    soEmAberto ? emAberto : undefined,
  );
}

/** The counters' keys (migration 0044) of the statuses the filter lets through. */
function chavesDasContagens({ status, emAberto: soEmAberto }: FiltroOrdens) {
  const statuses: readonly TStatusOrdem[] = status ? [status] : soEmAberto ? STATUS_EM_ABERTO : STATUS_ORDEM;
  return statuses
    .filter((s) => !soEmAberto || (STATUS_EM_ABERTO as readonly string[]).includes(s))
    .map((s) => `ordens_industrializacao:${s}`);
}

const kgDaOrdem = (coluna: SQL) =>
  sql<string>`(select coalesce(sum(${coluna}), 0)::numeric(15,4)::text from ordens_industrializacao_entradas oe where oe.id_ordem = ${ordensIndustrializacao.id})`;

/**
 * Newest first, as the NF-e list: the page's ids are picked on the (status / client / open,) created_at, id index
 * before anything is read, then each order with its client and its kg by primary key; the lateral join keeps
 * that shape in the prepared statements' generic plan.
 */
function paginaDeOrdens(
  db: Database,
  filtro: SQL | undefined,
  limit: number | Placeholder,
  offset: number | Placeholder,
  total: SQL,
  com?: ReturnType<typeof clientesDoTermo>,
) {
  const pagina = db
    .select({ id: ordensIndustrializacao.id })
    .from(ordensIndustrializacao)
    .where(filtro)
    .orderBy(desc(ordensIndustrializacao.createdAt), desc(ordensIndustrializacao.id))
    .limit(limit)
    .offset(offset)
    .as('pagina');
  const ordem = db
    .select({
      id: ordensIndustrializacao.id,
      idCliente: ordensIndustrializacao.idCliente,
      nomeRazaoSocial: clientes.nomeRazaoSocial,
      xped: ordensIndustrializacao.xped,
      status: ordensIndustrializacao.status,
      createdAt: ordensIndustrializacao.createdAt,
      quantidadeKg: kgDaOrdem(sql`oe.quantidade_kg`).as('quantidade_kg'),
      reservadoKg: kgDaOrdem(sql`oe.reservado_kg`).as('reservado_kg'),
      idadeDias: sql<number>`((now() at time zone ${FUSO_SQL})::date
        - (${ordensIndustrializacao.createdAt} at time zone ${FUSO_SQL})::date)`.as('idade_dias'),
    })
    .from(ordensIndustrializacao)
    .innerJoin(clientes, eq(clientes.id, ordensIndustrializacao.idCliente))
    .where(eq(ordensIndustrializacao.id, pagina.id))
    // By primary key it is one row anyway; the limit keeps PostgreSQL from flattening the lateral join.
    .limit(1)
    .as('ordem');
  return (com ? db.with(com) : db)
    .select({ ...ordem._.selectedFields, total: total.mapWith(Number) })
    .from(pagina)
    .innerJoinLateral(ordem, sql`true`)
    .orderBy(desc(ordem.createdAt), desc(ordem.id));
}

type FormaDaLista = { status: boolean; cliente: boolean; emAberto: boolean; numero: boolean };

/**
 * Without a search each filter combination is one named statement. Without a client the total comes from the
 * trigger-kept counters (migration 0044), O(1) at any volume; one client's orders are counted on its index.
 */
function listaPreparada(banco: Database, forma: FormaDaLista) {
  const nome = `ordens_lista_${forma.status ? 's' : ''}${forma.cliente ? 'c' : ''}${forma.emAberto ? 'a' : ''}${forma.numero ? 'n' : ''}`;
  // Its plan walks the list's index whatever the values: the generic one, never re-planned (planoGenerico).
  const db = planoGenerico(banco);
  return preparadaUmaVez(db, nome, () => {
    const filtro = and(
      forma.numero ? eq(ordensIndustrializacao.id, sql.placeholder('numero')) : undefined,
      forma.status ? eq(ordensIndustrializacao.status, sql.placeholder('status')) : undefined,
      forma.cliente ? eq(ordensIndustrializacao.idCliente, sql.placeholder('idCliente')) : undefined,
      forma.emAberto ? emAberto : undefined,
    );
    const total =
      forma.cliente || forma.numero
        ? sql`(select count(*) from ${ordensIndustrializacao} where ${filtro})`
        : sql`(select coalesce(sum(${contagemRegistros.total}), 0) from ${contagemRegistros}
          where ${contagemRegistros.tabela} = any(${sql.placeholder('chaves')}::text[]))`;
    return paginaDeOrdens(db, filtro, sql.placeholder('limit'), sql.placeholder('offset'), total).prepare(
      nome,
    );
  });
}

/**
 * The clients whose name holds every word of the term (the words index, migration 0050), found once for the page
 * and the count: as two sub-selects each read the words' postings again. The term and its pattern are bound.
 */
function clientesDoTermo(db: Database) {
  const nome = sql`lower(f_unaccent(${clientes.nomeRazaoSocial}))`;
  return db.$with('clientes_do_termo').as(
    db
      .select({ id: clientes.id })
      .from(clientes)
      .where(buscaContem(nome, true, sql.placeholder('termo'), sql.placeholder('padrao'))),
  );
}

/**
 * A client's name of several words ("Utilidades Capixaba 100 Ltda", the bench's): one named statement per filter
 * combination. Its plan does not depend on the term (the words and the pattern are sub-selects the planner never
 * sees into), so the generic plan is the one a call would get: it runs on it (planoGenerico), without planning each
 * call (0.6 ms, half the statement) nor Drizzle building it. The page size is written into it, as the screens' lists do: with a bound
 * LIMIT the generic plan sorted every order of the clients found, where the custom plan walks the list's index
 * newest first, which stays cheap for a term matching many clients. Other terms (one word: the trigram index) stay
 * planned per call.
 */
function buscaPorNomePreparada(banco: Database, forma: Omit<FormaDaLista, 'numero'>, limit: number) {
  const nome = `ordens_busca_${forma.status ? 's' : ''}${forma.cliente ? 'c' : ''}${forma.emAberto ? 'a' : ''}_${limit}`;
  const db = planoGenerico(banco);
  return preparadaUmaVez(db, nome, () => {
    const cte = clientesDoTermo(db);
    const filtro = and(
      sql`${ordensIndustrializacao.idCliente} = any(array(select id from clientes_do_termo))`,
      forma.status ? eq(ordensIndustrializacao.status, sql.placeholder('status')) : undefined,
      forma.cliente ? eq(ordensIndustrializacao.idCliente, sql.placeholder('idCliente')) : undefined,
      forma.emAberto ? emAberto : undefined,
    );
    const total = sql`(select count(*) from ${ordensIndustrializacao} where ${filtro})`;
    return paginaDeOrdens(
      db,
      filtro,
      sql.placeholder('limit'),
      sql.placeholder('offset'),
      total,
      cte,
    ).prepare(nome);
  });
}

/** The page's rows, each with the filter's total: the statement the filter and the search call for. */
function linhasDaLista(db: Database, f: FiltroOrdens, window: PageWindow) {
  // A number is one order by primary key: a named statement too, as the filters without a search.
  const numero = numeroDaBusca(f.search);
  const forma = {
    status: Boolean(f.status),
    cliente: f.idCliente !== undefined,
    emAberto: Boolean(f.emAberto),
  };
  const valores = { status: f.status, idCliente: f.idCliente, limit: window.limit, offset: window.offset };
  if (f.search && numero === undefined) {
    if (buscaPorPalavras(f.search)) {
      return buscaPorNomePreparada(db, forma, window.limit).execute({
        ...valores,
        termo: f.search,
        padrao: padraoContem(f.search),
      });
    }
    return paginaDeOrdens(
      db,
      filtroOrdens(f),
      window.limit,
      window.offset,
      sql`(select count(*) from ${ordensIndustrializacao} where ${filtroOrdens(f)})`,
    );
  }
  return listaPreparada(db, { ...forma, numero: numero !== undefined }).execute({
    ...valores,
    numero,
    chaves: chavesDasContagens(f),
  });
}

/** A page of orders with the total of the filter (`paginateCounted`). */
export async function listOrdens(db: Database, f: FiltroOrdens, window: PageWindow) {
  const rows = await linhasDaLista(db, f, window);
  return { rows: rows.map(({ total: _, ...row }) => row), total: rows[0]?.total ?? 0 };
}

/** For a page past the end: the counters without a search or a client, else on the indexes. */
export async function countOrdens(db: Database, f: FiltroOrdens) {
  if (!f.search && f.idCliente === undefined) {
    const [row] = await db
      .select({ n: sql<string>`coalesce(sum(${contagemRegistros.total}), 0)` })
      .from(contagemRegistros)
      .where(inArray(contagemRegistros.tabela, chavesDasContagens(f).concat('')));
    return Number(row?.n ?? 0);
  }
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ordensIndustrializacao)
    .where(filtroOrdens(f));
  return row?.n ?? 0;
}

/** Orders of these that are already on a return note still alive (a draft, being sent or authorised). */
export async function ordensEmNotaAtiva(db: Database, idsOrdens: readonly number[]) {
  if (idsOrdens.length === 0) return [];
  return db
    .select({ idOrdem: notasFiscaisOrdens.idOrdem, idNota: notasFiscais.id, status: notasFiscais.status })
    .from(notasFiscaisOrdens)
    .innerJoin(notasFiscais, eq(notasFiscais.id, notasFiscaisOrdens.idNotaFiscal))
    .where(
      and(
        inArray(notasFiscaisOrdens.idOrdem, [...idsOrdens]),
        inArray(notasFiscais.status, ['Rascunho', 'Processando', 'Autorizada']),
        // A test note reversed on going into produção counts nowhere: its orders are to be invoiced again.
        isNull(notasFiscais.efeitosEstornadosEm),
      ),
    );
}

/** The products the floor may point as outputs, by name (at most `limite`), optionally those matching `search`. */
export async function listProdutosParaApontar(db: Database, search: string | undefined, limite: number) {
  const termo = search
    ? sql`(${containsText(produtos.nome, search)} or ${containsText(produtos.codigoInterno, search)})`
    : undefined;
  return db
    .select({
      id: produtos.id,
      codigo_interno: produtos.codigoInterno,
      nome: produtos.nome,
      unidade_medida: produtos.unidadeMedida,
    })
    .from(produtos)
    .where(termo)
    .orderBy(asc(produtos.nome), asc(produtos.id))
    .limit(limite);
}
