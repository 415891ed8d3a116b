import { and, asc, count, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contagemExata } from '../../db/contagem-registros.ts';
import { clientes } from '../../db/schema/cadastros.ts';
import { estados, municipios } from '../../db/schema/referencia.ts';
import type { PageWindow } from '../../lib/pagination.ts';
import { containsText, escapeLike } from '../../lib/search.ts';

export type ClienteRow = typeof clientes.$inferSelect;
export type ClienteWrite = Omit<typeof clientes.$inferInsert, 'id'>;

function matching(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const digits = search.replace(/[.\-/\s]/g, '').toUpperCase();
  return or(
    containsText(clientes.nomeRazaoSocial, search),
    containsText(clientes.nomeFantasia, search),
    digits.length >= 2 ? sql`${clientes.cpfCnpj} like ${`%${escapeLike(digits)}%`}` : undefined,
  );
}

export async function countClientes(db: Database, search?: string) {
  if (!search) return contagemExata(db, 'clientes');
  const [row] = await db.select({ n: count() }).from(clientes).where(matching(search));
  return row?.n ?? 0;
}

export async function listClientes(db: Database, search: string | undefined, window?: PageWindow) {
  const ordem = [asc(clientes.nomeRazaoSocial), asc(clientes.id)];
  if (!window)
    return db
      .select()
      .from(clientes)
      .where(matching(search))
      .orderBy(...ordem);
  // Deep pages: skip over the (nome, id) index alone, then read only the ten rows of the page.
  const pagina = db
    .select({ id: clientes.id })
    .from(clientes)
    .where(matching(search))
    .orderBy(...ordem)
    .limit(window.limit)
    .offset(window.offset)
    .as('pagina');
  const rows = await db
    .select({ cliente: clientes })
    .from(clientes)
    .innerJoin(pagina, eq(pagina.id, clientes.id))
    .orderBy(...ordem);
  return rows.map((r) => r.cliente);
}

export async function findCliente(db: Database, id: number) {
  const [row] = await db.select().from(clientes).where(eq(clientes.id, id));
  return row;
}

export async function insertCliente(db: Database, values: ClienteWrite) {
  const [row] = await db.insert(clientes).values(values).returning();
  if (!row) throw new Error('insert sem retorno');
  return row;
}

export async function updateCliente(db: Database, id: number, values: ClienteWrite) {
  const [row] = await db
    .update(clientes)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(clientes.id, id))
    .returning();
  return row;
}

export async function deleteCliente(db: Database, id: number) {
  return (await db.delete(clientes).where(eq(clientes.id, id)).returning({ id: clientes.id })).length > 0;
}

const municipioColumns = { codigo: municipios.codigo, nome: municipios.nome, uf: estados.uf };

export function listMunicipios(db: Database, uf: string) {
  return db
    .select(municipioColumns)
    .from(municipios)
    .innerJoin(estados, eq(estados.codigo, municipios.codigoUf))
    .where(eq(estados.uf, uf))
    .orderBy(asc(municipios.nome));
}

export async function findMunicipio(db: Database, criteria: { codigo?: number; nome?: string; uf: string }) {
  const [row] = await db
    .select(municipioColumns)
    .from(municipios)
    .innerJoin(estados, eq(estados.codigo, municipios.codigoUf))
    .where(
      and(
        eq(estados.uf, criteria.uf),
        criteria.codigo !== undefined
          ? eq(municipios.codigo, criteria.codigo)
          : sql`lower(f_unaccent(${municipios.nome})) = lower(f_unaccent(${criteria.nome ?? ''}))`,
      ),
    );
  return row;
}
