import { and, asc, count, desc, eq, gt, inArray, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparadaUmaVez } from '../../db/consultas-preparadas.ts';
import { clientes, produtos, servicos } from '../../db/schema/cadastros.ts';
import { contagemRegistros } from '../../db/schema/contagens.ts';
import { nfeEntradaItens, nfeEntradas } from '../../db/schema/entradas.ts';
import {
  nfeInutilizacoes,
  notasFiscais,
  notasFiscaisEventos,
  notasFiscaisItens,
  numeracaoDocumentos,
} from '../../db/schema/notas-fiscais.ts';
import { municipios } from '../../db/schema/referencia.ts';
import { containsText } from '../../db/search.ts';
import type { PageWindow } from '../../lib/pagination.ts';
import { cancelamentoPendente } from '../fiscal/cancelamento-pendente.repository.ts';
import { leaseDeEnvio } from '../fiscal/lease-de-envio.repository.ts';
import type { ModoFiscal } from '../fiscal/modo-fiscal.ts';

export type NotaRow = typeof notasFiscais.$inferSelect;
export type ClienteRow = typeof clientes.$inferSelect;
export type ProdutoRow = typeof produtos.$inferSelect;
export type ServicoRow = typeof servicos.$inferSelect;

export async function findNota(db: Database, id: number, lock?: 'update') {
  const query = db.select().from(notasFiscais).where(eq(notasFiscais.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateNota(
  db: Database,
  id: number,
  values: Partial<typeof notasFiscais.$inferInsert>,
) {
  await db
    .update(notasFiscais)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(notasFiscais.id, id));
}

/** updateNota answering the row as it now is, for a transaction that goes on with it (or returns it). */
export async function updateNotaRetornando(
  db: Database,
  id: number,
  values: Partial<typeof notasFiscais.$inferInsert>,
) {
  const [row] = await db
    .update(notasFiscais)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(notasFiscais.id, id))
    .returning();
  if (!row) throw new Error('nota fiscal ausente');
  return row;
}

export async function insertNota(db: Database, values: typeof notasFiscais.$inferInsert) {
  const [row] = await db.insert(notasFiscais).values(values).returning({ id: notasFiscais.id });
  if (!row) throw new Error('insert sem retorno');
  return row.id;
}

export async function deleteNota(db: Database, id: number) {
  await db.delete(notasFiscais).where(eq(notasFiscais.id, id));
}

export async function replaceItens(
  db: Database,
  idNotaFiscal: number,
  itens: Omit<typeof notasFiscaisItens.$inferInsert, 'idNotaFiscal' | 'numeroItem'>[],
) {
  await db.delete(notasFiscaisItens).where(eq(notasFiscaisItens.idNotaFiscal, idNotaFiscal));
  await db
    .insert(notasFiscaisItens)
    .values(itens.map((item, i) => ({ ...item, idNotaFiscal, numeroItem: i + 1 })));
}

/** The lines of a note with the entry NF-e each one references. */
export async function listItensDaNota(db: Database, idNotaFiscal: number) {
  return db
    .select({
      item: notasFiscaisItens,
      idNfEntrada: nfeEntradaItens.idNfeEntrada,
      numeroNfEntrada: nfeEntradas.numeroNf,
      serieNfEntrada: nfeEntradas.serie,
      chaveNfEntrada: nfeEntradas.chaveAcesso,
    })
    .from(notasFiscaisItens)
    .leftJoin(nfeEntradaItens, eq(nfeEntradaItens.id, notasFiscaisItens.idItemEntrada))
    .leftJoin(nfeEntradas, eq(nfeEntradas.id, nfeEntradaItens.idNfeEntrada))
    .where(eq(notasFiscaisItens.idNotaFiscal, idNotaFiscal))
    .orderBy(asc(notasFiscaisItens.numeroItem));
}

export async function listEventos(db: Database, idNotaFiscal: number) {
  return db
    .select()
    .from(notasFiscaisEventos)
    .where(eq(notasFiscaisEventos.idNotaFiscal, idNotaFiscal))
    .orderBy(asc(notasFiscaisEventos.createdAt), asc(notasFiscaisEventos.id));
}

export async function insertEvento(db: Database, values: typeof notasFiscaisEventos.$inferInsert) {
  await db.insert(notasFiscaisEventos).values(values).onConflictDoNothing();
}

export async function findCliente(db: Database, id: number) {
  const [row] = await db.select().from(clientes).where(eq(clientes.id, id));
  return row;
}

/** The IBGE municipalities of these codes (the names the NF-e's addresses carry). */
export async function findMunicipios(db: Database, codigos: number[]) {
  if (codigos.length === 0) return [];
  return db.select().from(municipios).where(inArray(municipios.codigo, codigos));
}

export async function findProdutos(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(produtos).where(inArray(produtos.id, ids));
}

export async function findServicos(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(servicos).where(inArray(servicos.id, ids));
}

/** An item the user ignored at the import has no product and no balance: a return never references it. */
const naoIgnorado = eq(nfeEntradaItens.ignorado, false);

/** Entry items with their entry NF-e's client, number and key. */
const itensEntradaComNota = (db: Database) =>
  db
    .select({
      id: nfeEntradaItens.id,
      // Never null here: an ignored item (the only kind without a product) is left out by `naoIgnorado`.
      idProduto: sql<number>`${nfeEntradaItens.idProduto}`,
      descricao: nfeEntradaItens.descricao,
      saldoKg: nfeEntradaItens.saldoKg,
      // Of the balance, the kg ordens de industrialização hold: no other note may take them.
      reservadoKg: nfeEntradaItens.reservadoKg,
      // What the remessa declared, for the value per kg its returns take (valorPorKgDaEntrada).
      unidade: nfeEntradaItens.unidade,
      valorUnitario: nfeEntradaItens.valorUnitario,
      valorTotal: nfeEntradaItens.valorTotal,
      quantidadeKg: nfeEntradaItens.quantidadeKg,
      idNfeEntrada: nfeEntradaItens.idNfeEntrada,
      idCliente: nfeEntradas.idCliente,
      numeroNf: nfeEntradas.numeroNf,
      serieNf: nfeEntradas.serie,
      chaveAcesso: nfeEntradas.chaveAcesso,
    })
    .from(nfeEntradaItens)
    .innerJoin(nfeEntradas, eq(nfeEntradas.id, nfeEntradaItens.idNfeEntrada));

export async function findItensEntrada(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  return itensEntradaComNota(db).where(and(inArray(nfeEntradaItens.id, ids), naoIgnorado));
}

/** A client's entry items of a product that still have balance, oldest entry first (FIFO). */
export async function listItensEntradaFifo(db: Database, idCliente: number, idProduto: number) {
  return itensEntradaComNota(db)
    .where(
      and(
        eq(nfeEntradas.idCliente, idCliente),
        eq(nfeEntradaItens.idProduto, idProduto),
        gt(nfeEntradaItens.saldoKg, '0'),
        sql`${nfeEntradaItens.saldoKg} > ${nfeEntradaItens.reservadoKg}`,
        naoIgnorado,
      ),
    )
    .orderBy(asc(nfeEntradas.dataEmissao), asc(nfeEntradas.id), asc(nfeEntradaItens.numeroItem));
}

/**
 * Takes `quantidade` kg from an entry item's balance; false (nothing changed) when the balance not reserved by
 * ordens de industrialização is smaller (a note from orders releases theirs first). The conditional update is the
 * guard: two notes can never take the same kg.
 */
export async function consumirSaldo(db: Database, idItemEntrada: number, quantidade: string) {
  const rows = await db
    .update(nfeEntradaItens)
    .set({ saldoKg: sql`${nfeEntradaItens.saldoKg} - ${quantidade}::numeric` })
    .where(
      and(
        eq(nfeEntradaItens.id, idItemEntrada),
        sql`${nfeEntradaItens.saldoKg} - ${nfeEntradaItens.reservadoKg} >= ${quantidade}::numeric`,
      ),
    )
    .returning({ id: nfeEntradaItens.id });
  return rows.length === 1;
}

export async function restaurarSaldo(db: Database, idItemEntrada: number, quantidade: string) {
  await db
    .update(nfeEntradaItens)
    .set({ saldoKg: sql`${nfeEntradaItens.saldoKg} + ${quantidade}::numeric` })
    .where(eq(nfeEntradaItens.id, idItemEntrada));
}

/** A série of the company's NF-e in one environment: each environment numbers its séries on its own. */
export type SerieNfe = { cnpj: string; ambiente: ModoFiscal; serie: number };

const contadorDaSerie = (s: SerieNfe, modelo: number) =>
  and(
    eq(numeracaoDocumentos.cnpj, s.cnpj),
    eq(numeracaoDocumentos.ambiente, s.ambiente),
    eq(numeracaoDocumentos.modelo, modelo),
    eq(numeracaoDocumentos.serie, s.serie),
  );

/**
 * Next number of the série, from the counter row locked until the caller's transaction ends. `inicial` starts
 * a new counter; with `avancarAte` a larger number (typed in the company data) skips ahead, a smaller one never
 * goes back.
 */
export async function proximoNumero(
  db: Database,
  s: SerieNfe,
  inicial: number,
  opcoes: { modelo?: number; avancarAte?: number } = {},
) {
  const modelo = opcoes.modelo ?? 55;
  await db
    .insert(numeracaoDocumentos)
    .values({ cnpj: s.cnpj, ambiente: s.ambiente, modelo, serie: s.serie, proximoNumero: inicial })
    .onConflictDoNothing();
  const [contador] = await db
    .select()
    .from(numeracaoDocumentos)
    .where(contadorDaSerie(s, modelo))
    .for('update');
  if (!contador) throw new Error('contador de numeração ausente');
  const numero = Math.max(contador.proximoNumero, opcoes.avancarAte ?? 0);
  await db
    .update(numeracaoDocumentos)
    .set({ proximoNumero: numero + 1 })
    .where(contadorDaSerie(s, modelo));
  return numero;
}

/** The number the next emission would take, without taking it (for the preview). */
export async function espiarProximoNumero(db: Database, s: SerieNfe, inicial: number) {
  const [contador] = await db
    .select({ proximoNumero: numeracaoDocumentos.proximoNumero })
    .from(numeracaoDocumentos)
    .where(contadorDaSerie(s, 55));
  return contador?.proximoNumero ?? inicial;
}

/** The sending lease of the table's rows (fiscal/lease-de-envio.repository.ts). */
export const envioDaNota = leaseDeEnvio(notasFiscais);

/**
 * Notes sent without a conclusive answer and not in anybody's hands: the retry job consults and resends them.
 * No minimum age: an emission in progress holds the lease from before it numbers the note until its answer is
 * applied, so the lease alone keeps the job from racing it.
 */
export function listNotasPendentes(db: Database) {
  return envioDaNota.pendentes(
    db,
    // A note SEFAZ holds with another XML is not resent: every resend would only repeat the divergence.
    and(eq(notasFiscais.status, 'Processando'), eq(notasFiscais.divergenteDaSefaz, false)) as SQL,
    notasFiscais.updatedAt,
  );
}

/**
 * The pending cancellation of the table's rows (fiscal/cancelamento-pendente.repository.ts): registered before it
 * is sent, settled by the retry job whatever the note's age, through the sending lease.
 */
export const cancelamentoDaNota = cancelamentoPendente(notasFiscais, envioDaNota);

type FiltroNotas = { search?: string; status?: NotaRow['status']; idCliente?: number };

/**
 * By number (digits) or client name: the clients are looked up first through their trigram index, so the
 * notes are then read by id_cliente (and numero) indexes instead of joining every note to its client.
 */
function filtroNotas({ search, status, idCliente }: FiltroNotas): SQL | undefined {
  const numero = search && /^\d{1,9}$/.test(search) ? Number.parseInt(search, 10) : undefined;
  const clientesDoTermo = search
    ? sql`${notasFiscais.idCliente} = any(array(select c.id from clientes c where ${containsText(sql`c.nome_razao_social`, search)}))`
    : undefined;
  return and(
    search
      ? or(clientesDoTermo, numero !== undefined ? eq(notasFiscais.numero, numero) : undefined)
      : undefined,
    status ? eq(notasFiscais.status, status) : undefined,
    idCliente !== undefined ? eq(notasFiscais.idCliente, idCliente) : undefined,
  );
}

/**
 * For a page past the end. Without a search or a client the trigger-kept counters answer (migration 0013);
 * one client's notes are counted on the id_cliente index.
 */
export async function countNotas(db: Database, f: FiltroNotas) {
  if (!f.search && f.idCliente === undefined) {
    const [row] = await db
      .select({ n: sql<string>`coalesce(sum(${contagemRegistros.total}), 0)` })
      .from(contagemRegistros)
      .where(
        f.status
          ? eq(contagemRegistros.tabela, `notas_fiscais:${f.status}`)
          : sql`${contagemRegistros.tabela} like 'notas_fiscais:%'`,
      );
    return Number(row?.n ?? 0);
  }
  const [row] = await db.select({ n: count() }).from(notasFiscais).where(filtroNotas(f));
  return row?.n ?? 0;
}

const colunasDaLista = {
  id: notasFiscais.id,
  idCliente: notasFiscais.idCliente,
  nomeRazaoSocial: clientes.nomeRazaoSocial,
  numero: notasFiscais.numero,
  serie: notasFiscais.serie,
  valorTotalNota: notasFiscais.valorTotalNota,
  createdAt: notasFiscais.createdAt,
  status: notasFiscais.status,
  cStat: notasFiscais.cStat,
  xMotivo: notasFiscais.xMotivo,
  chaveAcesso: notasFiscais.chaveAcesso,
  dataAutorizacao: notasFiscais.dataAutorizacao,
  cancelamentoPedidoEm: notasFiscais.cancelamentoPedidoEm,
  cancelamentoRecusa: notasFiscais.cancelamentoRecusa,
  ambiente: notasFiscais.ambiente,
  efeitosEstornadosEm: notasFiscais.efeitosEstornadosEm,
  contingencia: notasFiscais.contingencia,
  envioIncerto: notasFiscais.envioIncerto,
  recibo: notasFiscais.recibo,
  divergenteDaSefaz: notasFiscais.divergenteDaSefaz,
};

/**
 * Newest first; the page's ids are picked on the (status,) created_at, id index before anything is read, then
 * each note and its client by primary key. The lateral join keeps that nested-loop shape in the generic plan of
 * the prepared statements too, where PostgreSQL cannot know the page is only `limit` rows long.
 */
function paginaDeNotas(
  db: Database,
  filtro: SQL | undefined,
  limit: number | Placeholder,
  offset: number | Placeholder,
  total: SQL,
) {
  const pagina = db
    .select({ id: notasFiscais.id })
    .from(notasFiscais)
    .where(filtro)
    .orderBy(desc(notasFiscais.createdAt), desc(notasFiscais.id))
    .limit(limit)
    .offset(offset)
    .as('pagina');
  const nota = db
    .select(colunasDaLista)
    .from(notasFiscais)
    .innerJoin(clientes, eq(clientes.id, notasFiscais.idCliente))
    .where(eq(notasFiscais.id, pagina.id))
    // By primary key it is one row anyway; the limit keeps PostgreSQL from flattening the lateral join.
    .limit(1)
    .as('nota');
  return db
    .select({ ...nota._.selectedFields, total: total.mapWith(Number) })
    .from(pagina)
    .innerJoinLateral(nota, sql`true`)
    .orderBy(desc(nota.createdAt), desc(nota.id));
}

/** The list's filters without a search: each combination is one statement, prepared once per connection. */
type FormaDaLista = { status: boolean; cliente: boolean };

/**
 * Without a client the total comes from the trigger-kept counters (migration 0013): O(1) at any volume;
 * one client's notes are counted on the id_cliente index. Page and total travel in one round trip.
 */
function prepararLista(db: Database, forma: FormaDaLista, nome: string) {
  const filtro = and(
    forma.status ? eq(notasFiscais.status, sql.placeholder('status')) : undefined,
    forma.cliente ? eq(notasFiscais.idCliente, sql.placeholder('idCliente')) : undefined,
  );
  const total = forma.cliente
    ? sql`(select count(*) from ${notasFiscais} where ${filtro})`
    : sql`(select coalesce(sum(${contagemRegistros.total}), 0) from ${contagemRegistros} where ${
        forma.status
          ? sql`${contagemRegistros.tabela} = 'notas_fiscais:' || ${sql.placeholder('status')}::text`
          : sql`${contagemRegistros.tabela} like 'notas_fiscais:%'`
      })`;
  return paginaDeNotas(db, filtro, sql.placeholder('limit'), sql.placeholder('offset'), total).prepare(nome);
}

function listaPreparada(db: Database, forma: FormaDaLista) {
  const nome = `nfe_lista_${forma.status ? 's' : ''}${forma.cliente ? 'c' : ''}`;
  return preparadaUmaVez(db, nome, () => prepararLista(db, forma, nome));
}

/** A page of notes with the total of the filter (`paginateCounted`). */
export async function listNotas(db: Database, f: FiltroNotas, window: PageWindow) {
  const filtro = filtroNotas(f);
  const rows = f.search
    ? await paginaDeNotas(
        db,
        filtro,
        window.limit,
        window.offset,
        sql`(select count(*) from ${notasFiscais} where ${filtro})`,
      )
    : await listaPreparada(db, { status: Boolean(f.status), cliente: f.idCliente !== undefined }).execute({
        status: f.status,
        idCliente: f.idCliente,
        limit: window.limit,
        offset: window.offset,
      });
  return { rows: rows.map(({ total: _, ...row }) => row), total: rows[0]?.total ?? 0 };
}

/**
 * Gaps of a série: numbers from the first one used here up to the counter that no note holds and no inutilização
 * (homologated or pending) covers. Numbers before the first one belong to the numbering the company had before
 * (the next number it typed to continue from), never to void here. A next number typed past the counter moves
 * the counter (salvarEmpresa), so the numbers it skipped are a gap. Each note and each voided range is an
 * interval; a gap is where an interval starts after the end of all the previous ones.
 */
export async function listLacunas(db: Database, s: SerieNfe, proximoNumero: number) {
  const { cnpj, ambiente, serie } = s;
  const { rows } = await db.execute<{ numero_inicial: number; numero_final: number }>(sql`
    with faixas as (
      select numero as ini, numero as fim from notas_fiscais
        where cnpj_emitente = ${cnpj} and ambiente = ${ambiente} and modelo = 55 and serie = ${serie}
          and numero is not null
      union all
      select numero_inicial, numero_final from nfe_inutilizacoes
        where cnpj = ${cnpj} and ambiente = ${ambiente} and modelo = 55 and serie = ${serie}
      union all
      select ${proximoNumero}::int, ${proximoNumero}::int
    ), ordenadas as (
      select ini, max(fim) over (order by ini, fim rows between unbounded preceding and 1 preceding) as fim_anterior
      from faixas
    )
    select (fim_anterior + 1)::int as numero_inicial, (ini - 1)::int as numero_final
    from ordenadas where ini > fim_anterior + 1 order by ini`);
  return rows;
}

export function listInutilizacoes(db: Database, s: SerieNfe) {
  return db
    .select()
    .from(nfeInutilizacoes)
    .where(
      and(
        eq(nfeInutilizacoes.cnpj, s.cnpj),
        eq(nfeInutilizacoes.ambiente, s.ambiente),
        eq(nfeInutilizacoes.serie, s.serie),
      ),
    )
    .orderBy(asc(nfeInutilizacoes.numeroInicial));
}

export async function insertInutilizacao(db: Database, values: typeof nfeInutilizacoes.$inferInsert) {
  const [row] = await db.insert(nfeInutilizacoes).values(values).returning();
  return row as typeof nfeInutilizacoes.$inferSelect;
}

/** Voiding requests sent without a conclusive answer, oldest first: the retry job resends them. */
export async function listInutilizacoesPendentes(db: Database) {
  return db
    .select()
    .from(nfeInutilizacoes)
    .where(eq(nfeInutilizacoes.situacao, 'Pendente'))
    .orderBy(asc(nfeInutilizacoes.createdAt), asc(nfeInutilizacoes.id));
}

/** A pending request, locked until the caller's transaction ends (undefined once concluded by someone else). */
export async function lockInutilizacaoPendente(db: Database, id: number) {
  const [row] = await db
    .select()
    .from(nfeInutilizacoes)
    .where(and(eq(nfeInutilizacoes.id, id), eq(nfeInutilizacoes.situacao, 'Pendente')))
    .for('update');
  return row;
}

export async function updateInutilizacao(
  db: Database,
  id: number,
  values: Partial<typeof nfeInutilizacoes.$inferInsert>,
) {
  await db.update(nfeInutilizacoes).set(values).where(eq(nfeInutilizacoes.id, id));
}

export async function deleteInutilizacao(db: Database, id: number) {
  await db.delete(nfeInutilizacoes).where(eq(nfeInutilizacoes.id, id));
}

/** Numbers of the range already held by a note (any status) or voided before. */
export async function numerosOcupados(db: Database, s: SerieNfe, inicial: number, final: number) {
  const { cnpj, ambiente, serie } = s;
  const { rows } = await db.execute<{ numero: number }>(sql`
    select numero from notas_fiscais
      where cnpj_emitente = ${cnpj} and ambiente = ${ambiente} and modelo = 55 and serie = ${serie}
        and numero between ${inicial} and ${final}
    union
    select n from nfe_inutilizacoes, generate_series(greatest(numero_inicial, ${inicial}), least(numero_final, ${final})) n
      where cnpj = ${cnpj} and ambiente = ${ambiente} and modelo = 55 and serie = ${serie}
        and numero_inicial <= ${final} and numero_final >= ${inicial}
    order by 1 limit 20`);
  return rows.map((r) => r.numero);
}

/** Moves the série's counter past `numero` (a voided range that reaches future numbers). */
export async function avancarContador(db: Database, s: SerieNfe, inicial: number, numero: number) {
  await db
    .insert(numeracaoDocumentos)
    .values({ ...s, modelo: 55, proximoNumero: Math.max(inicial, numero + 1) })
    .onConflictDoUpdate({
      target: [
        numeracaoDocumentos.cnpj,
        numeracaoDocumentos.ambiente,
        numeracaoDocumentos.modelo,
        numeracaoDocumentos.serie,
      ],
      set: { proximoNumero: sql`greatest(${numeracaoDocumentos.proximoNumero}, ${numero + 1})` },
    });
}
