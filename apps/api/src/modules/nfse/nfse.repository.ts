import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { clientes, servicos } from '../../db/schema/cadastros.ts';
import { notasFiscais } from '../../db/schema/notas-fiscais.ts';
import { notasServico, notasServicoEventos } from '../../db/schema/notas-servico.ts';
import { municipios } from '../../db/schema/referencia.ts';
import { containsText } from '../../db/search.ts';
import type { PageWindow } from '../../lib/pagination.ts';
import { cancelamentoPendente } from '../fiscal/cancelamento-pendente.repository.ts';
import { leaseDeEnvio } from '../fiscal/lease-de-envio.repository.ts';
import { proximoNumero, type SerieNfe } from '../nfe/nfe.repository.ts';

export type NotaServicoRow = typeof notasServico.$inferSelect;
export type ClienteRow = typeof clientes.$inferSelect;
export type ServicoRow = typeof servicos.$inferSelect;

/**
 * The DPS counter shares numeracao_documentos with the NF-e (modelo 55) under a modelo of its own: 99 is no
 * fiscal document model, so it can never meet a real série of the NF-e/NFC-e.
 */
export const MODELO_DPS = 99;

export async function findNotaServico(db: Database, id: number, lock?: 'update') {
  const query = db.select().from(notasServico).where(eq(notasServico.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findPorIdempotencyKey(db: Database, idempotencyKey: string) {
  const [row] = await db.select().from(notasServico).where(eq(notasServico.idempotencyKey, idempotencyKey));
  return row;
}

/** Requests with the same idempotency key wait for each other here until the first one's transaction ends. */
export async function travarIdempotencyKey(db: Database, idempotencyKey: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${idempotencyKey}, 0))`);
}

export async function insertNotaServico(db: Database, values: typeof notasServico.$inferInsert) {
  const [row] = await db.insert(notasServico).values(values).returning({ id: notasServico.id });
  if (!row) throw new Error('insert sem retorno');
  return row.id;
}

export async function updateNotaServico(
  db: Database,
  id: number,
  values: Partial<typeof notasServico.$inferInsert>,
) {
  await db
    .update(notasServico)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(notasServico.id, id));
}

/**
 * Next DPS number of the série from the counter row locked until the caller's transaction ends. A larger number
 * typed in the company data skips ahead (the Sefin accepts gaps in DPS numbers); a smaller one never goes back.
 */
export function proximoNumeroDps(db: Database, serie: SerieNfe, configurado: number) {
  return proximoNumero(db, serie, configurado, { modelo: MODELO_DPS, avancarAte: configurado });
}

export async function findCliente(db: Database, id: number) {
  const [row] = await db.select().from(clientes).where(eq(clientes.id, id));
  return row;
}

export async function findServico(db: Database, id: number) {
  const [row] = await db.select().from(servicos).where(eq(servicos.id, id));
  return row;
}

export async function findNotaFiscal(db: Database, id: number) {
  const [row] = await db
    .select({
      id: notasFiscais.id,
      idCliente: notasFiscais.idCliente,
      status: notasFiscais.status,
      numero: notasFiscais.numero,
      serie: notasFiscais.serie,
      chaveAcesso: notasFiscais.chaveAcesso,
    })
    .from(notasFiscais)
    .where(eq(notasFiscais.id, id));
  return row;
}

export async function nomesDosMunicipios(db: Database, codigos: number[]) {
  if (codigos.length === 0) return new Map<number, string>();
  const rows = await db.select().from(municipios).where(inArray(municipios.codigo, codigos));
  return new Map(rows.map((m) => [m.codigo, m.nome]));
}

export async function listEventos(db: Database, idNotaServico: number) {
  return db
    .select()
    .from(notasServicoEventos)
    .where(eq(notasServicoEventos.idNotaServico, idNotaServico))
    .orderBy(asc(notasServicoEventos.createdAt), asc(notasServicoEventos.id));
}

export async function insertEvento(db: Database, values: typeof notasServicoEventos.$inferInsert) {
  await db.insert(notasServicoEventos).values(values).onConflictDoNothing();
}

/** The sending lease of the table's rows (fiscal/lease-de-envio.repository.ts). */
export const envioDaNfse = leaseDeEnvio(notasServico);

/**
 * NFS-e sent without a conclusive answer and not held: the retry job consults and resends them. No minimum age:
 * an emission in progress holds the lease from the insert of its DPS until its answer is applied.
 */
export function listPendentes(db: Database) {
  return envioDaNfse.pendentes(db, eq(notasServico.status, 'Processando'), notasServico.updatedAt);
}

/**
 * The pending cancellation of the table's rows (fiscal/cancelamento-pendente.repository.ts), with the NFS-e's own
 * reason code (cMotivo) stored and cleared beside the rest.
 */
export const cancelamentoDaNfse = cancelamentoPendente(notasServico, envioDaNfse, [
  'cancelamentoCodigoMotivo',
]);

export type FiltroNotasServico = {
  search?: string | undefined;
  status?: NotaServicoRow['status'] | undefined;
};

/** By the tomador's name (accent-insensitive) or, for digits, the NFS-e or DPS number. */
function filtro({ search, status }: FiltroNotasServico): SQL | undefined {
  const numero = search && /^\d{1,15}$/.test(search) ? Number(search) : undefined;
  const tomadores = search
    ? sql`${notasServico.idCliente} = any(array(select c.id from clientes c where ${containsText(sql`c.nome_razao_social`, search)}))`
    : undefined;
  return and(
    search
      ? or(
          tomadores,
          numero !== undefined ? eq(notasServico.numeroNfse, numero) : undefined,
          numero !== undefined && numero <= 2_147_483_647 ? eq(notasServico.numeroDps, numero) : undefined,
        )
      : undefined,
    status ? eq(notasServico.status, status) : undefined,
  );
}

export async function countNotasServico(db: Database, f: FiltroNotasServico) {
  const [row] = await db.select({ n: count() }).from(notasServico).where(filtro(f));
  return row?.n ?? 0;
}

/** Newest first. */
export function listNotasServico(db: Database, f: FiltroNotasServico, window: PageWindow) {
  return db
    .select({
      id: notasServico.id,
      idCliente: notasServico.idCliente,
      nomeRazaoSocial: clientes.nomeRazaoSocial,
      numeroNfse: notasServico.numeroNfse,
      serieDps: notasServico.serieDps,
      numeroDps: notasServico.numeroDps,
      chaveAcesso: notasServico.chaveAcesso,
      valorServico: notasServico.valorServico,
      valorLiquido: notasServico.valorLiquido,
      dataCompetencia: notasServico.dataCompetencia,
      createdAt: notasServico.createdAt,
      status: notasServico.status,
      cStat: notasServico.cStat,
      mensagem: notasServico.mensagem,
      cancelamentoPedidoEm: notasServico.cancelamentoPedidoEm,
      cancelamentoRecusa: notasServico.cancelamentoRecusa,
      ambiente: notasServico.ambiente,
      efeitosEstornadosEm: notasServico.efeitosEstornadosEm,
    })
    .from(notasServico)
    .innerJoin(clientes, eq(clientes.id, notasServico.idCliente))
    .where(filtro(f))
    .orderBy(desc(notasServico.createdAt), desc(notasServico.id))
    .limit(window.limit)
    .offset(window.offset);
}
