import { isConclusiva, STATUS_DA_MANIFESTACAO } from '@erp/contracts/manifestacoes';
import { and, asc, count, desc, eq, getTableColumns, gt, inArray, or, type SQL, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { FUSO_SQL } from '../../db/fuso.ts';
import { clientes, fornecedores, produtos } from '../../db/schema/cadastros.ts';
import { documentosDistribuidos } from '../../db/schema/distribuicao-dfe.ts';
import {
  destinosDoEmitente,
  nfeEntradaItens,
  nfeEntradas,
  produtosDoCliente,
  produtosDoFornecedor,
} from '../../db/schema/entradas.ts';
import { manifestacoes } from '../../db/schema/manifestacoes.ts';
import { notasFiscais, notasFiscaisItens } from '../../db/schema/notas-fiscais.ts';
import { municipios } from '../../db/schema/referencia.ts';
import { containsText } from '../../db/search.ts';
import type { PageWindow } from '../../lib/pagination.ts';

export type EntradaWrite = typeof nfeEntradas.$inferInsert;
export type EntradaItemWrite = typeof nfeEntradaItens.$inferInsert;

export async function findEntradaIdByChave(db: Database, chave: string) {
  const [row] = await db
    .select({ id: nfeEntradas.id })
    .from(nfeEntradas)
    .where(eq(nfeEntradas.chaveAcesso, chave));
  return row?.id;
}

export async function findProdutosByCodigo(db: Database, codigos: string[]) {
  if (codigos.length === 0) return new Map<string, { id: number; nome: string }>();
  const rows = await db
    .select({ id: produtos.id, nome: produtos.nome, codigo: produtos.codigoInterno })
    .from(produtos)
    .where(inArray(produtos.codigoInterno, codigos));
  return new Map(rows.map((r) => [r.codigo, { id: r.id, nome: r.nome }]));
}

export async function findProdutosByIds(db: Database, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db.select({ id: produtos.id }).from(produtos).where(inArray(produtos.id, ids));
  return new Set(rows.map((r) => r.id));
}

export type ProdutoDoCliente = {
  idProduto: number | null;
  unidade: string | null;
  kgPorUnidade: string | null;
};

/** Whose codes a note's cProd are: the client's, or the supplier's when the emitente is no client (issue 24). */
export type DonoDosCodigos = { idCliente: number } | { idFornecedor: number };

/** What was learnt about these codes of the client or supplier: the linked product, the kg per unit. */
export async function findProdutosDoEmitente(db: Database, dono: DonoDosCodigos, codigos: string[]) {
  if (codigos.length === 0) return new Map<string, ProdutoDoCliente>();
  const t = 'idCliente' in dono ? produtosDoCliente : produtosDoFornecedor;
  const donoIgual =
    'idCliente' in dono
      ? eq(produtosDoCliente.idCliente, dono.idCliente)
      : eq(produtosDoFornecedor.idFornecedor, dono.idFornecedor);
  const rows = await db
    .select({
      codigo: t.codigoProduto,
      idProduto: t.idProduto,
      unidade: t.unidade,
      kgPorUnidade: t.kgPorUnidade,
    })
    .from(t)
    .where(and(donoIgual, inArray(t.codigoProduto, codigos)));
  return new Map(rows.map(({ codigo, ...r }) => [codigo, r]));
}

type Aprendido = { idProduto: number } | { unidade: string; kgPorUnidade: string };

/** Remembers one answer for the owner's code: a link or a kg per unit; what else is known for the code stays. */
async function gravarAprendido(db: Database, dono: DonoDosCodigos, codigo: string, aprendido: Aprendido) {
  const set = { ...aprendido, updatedAt: sql`now()` };
  if ('idCliente' in dono) {
    await db
      .insert(produtosDoCliente)
      .values({ idCliente: dono.idCliente, codigoProduto: codigo, ...aprendido })
      .onConflictDoUpdate({ target: [produtosDoCliente.idCliente, produtosDoCliente.codigoProduto], set });
    return;
  }
  await db
    .insert(produtosDoFornecedor)
    .values({ idFornecedor: dono.idFornecedor, codigoProduto: codigo, ...aprendido })
    .onConflictDoUpdate({
      target: [produtosDoFornecedor.idFornecedor, produtosDoFornecedor.codigoProduto],
      set,
    });
}

/** Remembers the owner's code -> our product; a conversion already known for the code stays. */
export async function gravarVinculo(db: Database, dono: DonoDosCodigos, codigo: string, idProduto: number) {
  await gravarAprendido(db, dono, codigo, { idProduto });
}

/** Remembers the kg of one unit of the owner's code; a link already known for the code stays. */
export async function gravarConversao(
  db: Database,
  dono: DonoDosCodigos,
  codigo: string,
  unidade: string,
  kgPorUnidade: string,
) {
  await gravarAprendido(db, dono, codigo, { unidade, kgPorUnidade });
}

export async function findClienteIdByDocumento(db: Database, cpfCnpj: string) {
  const [row] = await db.select({ id: clientes.id }).from(clientes).where(eq(clientes.cpfCnpj, cpfCnpj));
  return row?.id;
}

/** The supplier registered with this CNPJ/CPF, if any. */
export async function findFornecedorIdByDocumento(db: Database, cpfCnpj: string) {
  const [row] = await db
    .select({ id: fornecedores.id })
    .from(fornecedores)
    .where(eq(fornecedores.cpfCnpj, cpfCnpj));
  return row?.id;
}

/** Registers the emitente as a supplier; the same CNPJ registered at the same moment by another import is reused. */
export async function insertFornecedorDoEmitente(db: Database, values: typeof fornecedores.$inferInsert) {
  const [row] = await db
    .insert(fornecedores)
    .values(values)
    .onConflictDoUpdate({ target: fornecedores.cpfCnpj, set: { updatedAt: sql`now()` } })
    .returning({ id: fornecedores.id });
  if (!row) throw new Error('insert sem retorno');
  return row.id;
}

/** The paths the clerk chose for these CFOPs of this emitente. */
export async function findDestinosDoEmitente(db: Database, emitente: string, cfops: string[]) {
  if (cfops.length === 0) return new Map<string, 'terceiros' | 'proprio'>();
  const rows = await db
    .select({ cfop: destinosDoEmitente.cfop, destino: destinosDoEmitente.destino })
    .from(destinosDoEmitente)
    .where(and(eq(destinosDoEmitente.emitenteCpfCnpj, emitente), inArray(destinosDoEmitente.cfop, cfops)));
  return new Map(rows.map((r) => [r.cfop, r.destino]));
}

/** Remembers the clerk's answer for this emitente and CFOP; a later answer replaces it. */
export async function gravarDestino(
  db: Database,
  emitente: string,
  cfop: string,
  destino: 'terceiros' | 'proprio',
) {
  await db
    .insert(destinosDoEmitente)
    .values({ emitenteCpfCnpj: emitente, cfop, destino })
    .onConflictDoUpdate({
      target: [destinosDoEmitente.emitenteCpfCnpj, destinosDoEmitente.cfop],
      set: { destino, updatedAt: sql`now()` },
    });
}

export async function municipioExists(db: Database, codigo: number) {
  return (
    (await db.select({ c: municipios.codigo }).from(municipios).where(eq(municipios.codigo, codigo))).length >
    0
  );
}

/**
 * The client registered from a note's emitente, whole (for its audit row), or, when a concurrent import registered
 * the same CPF/CNPJ first, that one with `isCriado` false (`xmax = 0` only on a row this statement inserted).
 */
export async function insertCliente(db: Database, values: typeof clientes.$inferInsert) {
  const [row] = await db
    .insert(clientes)
    .values(values)
    .onConflictDoUpdate({ target: clientes.cpfCnpj, set: { updatedAt: sql`now()` } })
    .returning({ ...getTableColumns(clientes), isCriado: sql<boolean>`xmax = 0` });
  if (!row) throw new Error('insert sem retorno');
  return row;
}

export async function insertEntrada(db: Database, values: EntradaWrite) {
  const [row] = await db
    .insert(nfeEntradas)
    .values({ ...values, statusManifestacao: await statusJaManifestado(db, values.chaveAcesso) })
    .returning({ id: nfeEntradas.id });
  if (!row) throw new Error('insert sem retorno');
  return row.id;
}

/**
 * A note manifested before it became an entry (the Ciência that brought its XML from 'Documentos na SEFAZ') starts
 * with that status: the conclusive word if there is one, else the Ciência.
 */
async function statusJaManifestado(db: Database, chave: string) {
  const tipos = (
    await db
      .select({ tipo: manifestacoes.tipoEvento })
      .from(manifestacoes)
      .where(eq(manifestacoes.chaveAcesso, chave))
  ).map((m) => m.tipo);
  const tipo = tipos.find(isConclusiva) ?? tipos.find((t) => t === '210210');
  return tipo ? STATUS_DA_MANIFESTACAO[tipo] : 'Pendente';
}

/**
 * All the items of a note in one statement, one array per column: a 40-item note is 13 parameters instead
 * of 520, which PostgreSQL and the driver handle in a fraction of the time.
 */
export async function insertItens(db: Database, rows: EntradaItemWrite[]) {
  if (rows.length === 0) return;
  const coluna = <T>(f: (r: EntradaItemWrite) => T) => sql.param(rows.map(f));
  await db.execute(sql`
    insert into nfe_entrada_itens (id_nfe_entrada, numero_item, id_produto, codigo_produto, descricao, ncm, cfop,
      unidade, quantidade, valor_unitario, valor_total, quantidade_kg, saldo_kg, ignorado, destino, custo_total)
    select * from unnest(
      ${coluna((r) => r.idNfeEntrada)}::int[], ${coluna((r) => r.numeroItem)}::int[],
      ${coluna((r) => r.idProduto)}::int[], ${coluna((r) => r.codigoProduto)}::text[],
      ${coluna((r) => r.descricao)}::text[], ${coluna((r) => r.ncm ?? null)}::text[],
      ${coluna((r) => r.cfop)}::text[], ${coluna((r) => r.unidade)}::text[],
      ${coluna((r) => r.quantidade)}::numeric[], ${coluna((r) => r.valorUnitario)}::numeric[],
      ${coluna((r) => r.valorTotal)}::numeric[], ${coluna((r) => r.quantidadeKg)}::numeric[],
      ${coluna((r) => r.saldoKg)}::numeric[], ${coluna((r) => r.ignorado ?? false)}::boolean[],
      ${coluna((r) => r.destino ?? 'terceiros')}::destino_estoque[], ${coluna((r) => r.custoTotal ?? null)}::numeric[])`);
}

type Filtro = { search?: string; dataInicio?: string; dataFim?: string };

// Dates the user picks are Brazilian calendar days: compare the emission in São Paulo time.
const diaEmissao = sql`(${nfeEntradas.dataEmissao} at time zone ${FUSO_SQL})::date`;

function filtro({ search, dataInicio, dataFim }: Filtro): SQL | undefined {
  const numero = search && /^\d{1,9}$/.test(search) ? Number.parseInt(search, 10) : undefined;
  return and(
    search
      ? or(
          containsText(clientes.nomeRazaoSocial, search),
          containsText(fornecedores.nomeRazaoSocial, search),
          numero !== undefined ? eq(nfeEntradas.numeroNf, numero) : undefined,
        )
      : undefined,
    dataInicio ? sql`${diaEmissao} >= ${dataInicio}::date` : undefined,
    dataFim ? sql`${diaEmissao} <= ${dataFim}::date` : undefined,
  );
}

export async function countEntradas(db: Database, f: Filtro) {
  const [row] = await db
    .select({ n: count() })
    .from(nfeEntradas)
    .leftJoin(clientes, eq(clientes.id, nfeEntradas.idCliente))
    .leftJoin(fornecedores, eq(fornecedores.id, nfeEntradas.idFornecedor))
    .where(filtro(f));
  return row?.n ?? 0;
}

export function listEntradas(db: Database, f: Filtro, window: PageWindow) {
  return db
    .select({
      id: nfeEntradas.id,
      idCliente: nfeEntradas.idCliente,
      idFornecedor: nfeEntradas.idFornecedor,
      // A mixed note's emitente is both: the client's name, as the remessa's.
      nomeRazaoSocial: sql<string>`coalesce(${clientes.nomeRazaoSocial}, ${fornecedores.nomeRazaoSocial}, '')`,
      chaveAcesso: nfeEntradas.chaveAcesso,
      numeroNf: nfeEntradas.numeroNf,
      serie: nfeEntradas.serie,
      dataEmissao: nfeEntradas.dataEmissao,
      createdAt: nfeEntradas.createdAt,
      valorTotal: nfeEntradas.valorTotal,
      statusManifestacao: nfeEntradas.statusManifestacao,
      situacaoAssinatura: nfeEntradas.situacaoAssinatura,
      assinaturaPendente: nfeEntradas.assinaturaPendente,
      protocoloAutorizacao: nfeEntradas.protocoloAutorizacao,
    })
    .from(nfeEntradas)
    .leftJoin(clientes, eq(clientes.id, nfeEntradas.idCliente))
    .leftJoin(fornecedores, eq(fornecedores.id, nfeEntradas.idFornecedor))
    .where(filtro(f))
    .orderBy(desc(nfeEntradas.createdAt), desc(nfeEntradas.id))
    .limit(window.limit)
    .offset(window.offset);
}

/** A client's entries that still hold material to return, oldest first. */
export function listEntradasComSaldo(db: Database, idCliente: number) {
  return db
    .select({ id: nfeEntradas.id, numeroNf: nfeEntradas.numeroNf, dataEmissao: nfeEntradas.dataEmissao })
    .from(nfeEntradas)
    .where(
      and(
        eq(nfeEntradas.idCliente, idCliente),
        // Qualified by hand: inside a raw subquery Drizzle renders columns unqualified ("id" would bind to the item).
        sql`exists (select 1 from nfe_entrada_itens i where i.id_nfe_entrada = "nfe_entradas"."id" and i.saldo_kg > 0)`,
      ),
    )
    .orderBy(asc(nfeEntradas.dataEmissao), asc(nfeEntradas.id));
}

export function listItens(db: Database, idEntrada: number) {
  return (
    db
      .select({
        id: nfeEntradaItens.id,
        nome: produtos.nome,
        idProduto: produtos.id,
        quantidadeKg: nfeEntradaItens.quantidadeKg,
        saldoKg: nfeEntradaItens.saldoKg,
        destino: nfeEntradaItens.destino,
      })
      .from(nfeEntradaItens)
      .innerJoin(produtos, eq(produtos.id, nfeEntradaItens.idProduto))
      // An ignored item is no material of the client's in our custody: the draft must not offer it.
      .where(and(eq(nfeEntradaItens.idNfeEntrada, idEntrada), eq(nfeEntradaItens.ignorado, false)))
      .orderBy(asc(nfeEntradaItens.numeroItem))
  );
}

/**
 * The company's authorised NF-e (returns) that consumed the balance of this entry's items, oldest first; a
 * note with several lines on the same item counts once, with their kg added. Cancelled notes gave it back.
 */
export function listRetornosDaEntrada(db: Database, idEntrada: number) {
  const emissao = sql<Date | null>`coalesce(${notasFiscais.dataEmissao}, ${notasFiscais.dataAutorizacao})`;
  return db
    .select({
      idItemEntrada: nfeEntradaItens.id,
      idNotaFiscal: notasFiscais.id,
      numero: notasFiscais.numero,
      serie: notasFiscais.serie,
      dataEmissao: emissao.mapWith(notasFiscais.dataEmissao),
      quantidadeKg: sum(notasFiscaisItens.quantidade).mapWith(String),
    })
    .from(nfeEntradaItens)
    .innerJoin(notasFiscaisItens, eq(notasFiscaisItens.idItemEntrada, nfeEntradaItens.id))
    .innerJoin(notasFiscais, eq(notasFiscais.id, notasFiscaisItens.idNotaFiscal))
    .where(
      and(
        eq(nfeEntradaItens.idNfeEntrada, idEntrada),
        eq(notasFiscais.status, 'Autorizada'),
        // Only the lines that return material consume the balance (5902/6902, 5903/6903: linhas-nfe's
        // consomeSaldo); the 5124 service line of the same return names the item for its value, not its kg.
        sql`${notasFiscaisItens.cfop} ~ '^[56]90[23]$'`,
      ),
    )
    .groupBy(nfeEntradaItens.id, notasFiscais.id)
    .orderBy(asc(emissao), asc(notasFiscais.numero), asc(notasFiscais.id));
}

/** FIFO: the oldest entry item of this client and product that still has balance. */
export async function findFifoItem(db: Database, idCliente: number, idProduto: number) {
  const [row] = await db
    .select({
      id: nfeEntradaItens.id,
      saldoKg: nfeEntradaItens.saldoKg,
      idNfeEntrada: nfeEntradas.id,
      numeroNf: nfeEntradas.numeroNf,
    })
    .from(nfeEntradaItens)
    .innerJoin(nfeEntradas, eq(nfeEntradas.id, nfeEntradaItens.idNfeEntrada))
    .where(
      and(
        eq(nfeEntradas.idCliente, idCliente),
        eq(nfeEntradaItens.idProduto, idProduto),
        gt(nfeEntradaItens.saldoKg, '0'),
        eq(nfeEntradaItens.ignorado, false),
      ),
    )
    .orderBy(asc(nfeEntradas.dataEmissao), asc(nfeEntradas.id), asc(nfeEntradaItens.numeroItem))
    .limit(1);
  return row;
}

/** Whether the entry exists and waits for the confirmation of its signature (undefined: no such entry). */
export async function findAssinaturaPendente(db: Database, id: number) {
  const [row] = await db
    .select({ pendente: nfeEntradas.assinaturaPendente })
    .from(nfeEntradas)
    .where(eq(nfeEntradas.id, id));
  return row?.pendente;
}

/** Records the Administrador's acceptance of the note's signature; false when it was not waiting (anymore). */
export async function marcarAssinaturaConfirmada(
  db: Database,
  id: number,
  idUsuario: number,
  motivo: string,
): Promise<boolean> {
  const rows = await db
    .update(nfeEntradas)
    .set({
      assinaturaPendente: false,
      assinaturaConfirmadaEm: sql`now()`,
      idUsuarioConfirmacaoAssinatura: idUsuario,
      motivoConfirmacaoAssinatura: motivo,
    })
    .where(and(eq(nfeEntradas.id, id), eq(nfeEntradas.assinaturaPendente, true)))
    .returning({ id: nfeEntradas.id });
  return rows.length > 0;
}

/** The id of the entry with this key when it waits for the confirmation of its signature. */
export async function findEntradaAguardandoPorChave(db: Database, chave: string) {
  const [row] = await db
    .select({ id: nfeEntradas.id })
    .from(nfeEntradas)
    .where(and(eq(nfeEntradas.chaveAcesso, chave), eq(nfeEntradas.assinaturaPendente, true)));
  return row?.id;
}

/** The entry's items as the note printed them, to compare with another copy of the note. */
export function findItensDaNota(db: Database, idEntrada: number) {
  return db
    .select({
      numeroItem: nfeEntradaItens.numeroItem,
      codigoProduto: nfeEntradaItens.codigoProduto,
      cfop: nfeEntradaItens.cfop,
      unidade: nfeEntradaItens.unidade,
      quantidade: nfeEntradaItens.quantidade,
      valorTotal: nfeEntradaItens.valorTotal,
      destino: nfeEntradaItens.destino,
    })
    .from(nfeEntradaItens)
    .where(eq(nfeEntradaItens.idNfeEntrada, idEntrada))
    .orderBy(asc(nfeEntradaItens.numeroItem));
}

export async function deleteItensDaEntrada(db: Database, idEntrada: number) {
  await db.delete(nfeEntradaItens).where(eq(nfeEntradaItens.idNfeEntrada, idEntrada));
}

/**
 * A waiting entry released by SEFAZ's authorised document: it keeps SEFAZ's file and what it says (signature,
 * protocol, totals), no reason; `idUsuario` is who ran 'Buscar na SEFAZ' (null for the hourly job).
 */
export async function marcarLiberadaPelaSefaz(
  db: Database,
  id: number,
  values: Pick<
    EntradaWrite,
    | 'xmlOriginal'
    | 'situacaoAssinatura'
    | 'protocoloAutorizacao'
    | 'valorTotal'
    | 'dataEmissao'
    | 'naturezaOperacao'
    | 'idCliente'
    | 'idFornecedor'
  > & { idUsuario: number | null },
) {
  const { idUsuario, ...documento } = values;
  await db
    .update(nfeEntradas)
    .set({
      ...documento,
      assinaturaPendente: false,
      assinaturaConfirmadaEm: sql`now()`,
      idUsuarioConfirmacaoAssinatura: idUsuario,
      motivoConfirmacaoAssinatura: null,
    })
    .where(eq(nfeEntradas.id, id));
}

/** The client's items of a confirmed note get their whole kg as balance (they held none while it waited). */
export async function liberarSaldosDaEntrada(db: Database, idEntrada: number) {
  await db
    .update(nfeEntradaItens)
    .set({ saldoKg: sql`${nfeEntradaItens.quantidadeKg}` })
    .where(
      and(
        eq(nfeEntradaItens.idNfeEntrada, idEntrada),
        eq(nfeEntradaItens.destino, 'terceiros'),
        eq(nfeEntradaItens.ignorado, false),
      ),
    );
}

/** The entry, locked until the transaction ends: two reversals, or a reversal and a return, never interleave. */
export async function lockEntrada(db: Database, id: number) {
  const [row] = await db.select().from(nfeEntradas).where(eq(nfeEntradas.id, id)).for('update');
  return row;
}

/**
 * The entry's items as a reversal needs them, locked: their kg, balance and reservation, and how many of the
 * company's NF-e lines (drafts included) and ordens de industrialização name them.
 */
export async function lockItensParaEstorno(db: Database, idEntrada: number) {
  const itens = await db
    .select({
      id: nfeEntradaItens.id,
      numeroItem: nfeEntradaItens.numeroItem,
      idProduto: nfeEntradaItens.idProduto,
      descricao: nfeEntradaItens.descricao,
      quantidadeKg: nfeEntradaItens.quantidadeKg,
      saldoKg: nfeEntradaItens.saldoKg,
      reservadoKg: nfeEntradaItens.reservadoKg,
      ignorado: nfeEntradaItens.ignorado,
      destino: nfeEntradaItens.destino,
      custoTotal: nfeEntradaItens.custoTotal,
      usos: sql<number>`((select count(*) from notas_fiscais_itens n where n.id_item_entrada = "nfe_entrada_itens"."id")
        + (select count(*) from ordens_industrializacao_entradas o where o.id_item_entrada = "nfe_entrada_itens"."id"))::int`,
    })
    .from(nfeEntradaItens)
    .where(eq(nfeEntradaItens.idNfeEntrada, idEntrada))
    .orderBy(asc(nfeEntradaItens.id))
    .for('update', { of: nfeEntradaItens });
  return itens;
}

/** The products' own and total kg, locked in id order (as every stock movement locks them). */
export async function lockEstoques(db: Database, ids: number[]) {
  if (ids.length === 0)
    return new Map<number, { nome: string; estoqueAtual: string; estoqueProprioKg: string }>();
  const rows = await db
    .select({
      id: produtos.id,
      nome: produtos.nome,
      estoqueAtual: produtos.estoqueAtual,
      estoqueProprioKg: produtos.estoqueProprioKg,
    })
    .from(produtos)
    .where(inArray(produtos.id, ids))
    .orderBy(asc(produtos.id))
    .for('no key update');
  return new Map(rows.map(({ id, ...r }) => [id, r]));
}

/** Deletes the entry (its items go with it); a 'Buscar na SEFAZ' document that imported it is available again. */
export async function deleteEntrada(db: Database, id: number) {
  await db
    .update(documentosDistribuidos)
    .set({ status: 'XML disponível', observacao: 'A importação desta nota foi desfeita.' })
    .where(eq(documentosDistribuidos.idNfeEntrada, id));
  await db.delete(nfeEntradas).where(eq(nfeEntradas.id, id));
}
