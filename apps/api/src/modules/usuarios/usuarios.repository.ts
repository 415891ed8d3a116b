import { and, asc, count, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { perfis, usuarios } from '../../db/schema/usuarios.ts';
import { containsText } from '../../db/search.ts';
import type { PageWindow } from '../../lib/pagination.ts';

const columns = {
  id: usuarios.id,
  nome: usuarios.nome,
  email: usuarios.email,
  id_perfil: usuarios.idPerfil,
  perfil_nome: perfis.nome,
  ativo: usuarios.ativo,
};

function matching(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  return or(containsText(usuarios.nome, search), containsText(usuarios.email, search));
}

export async function countUsuarios(db: Database, search?: string) {
  const [row] = await db.select({ n: count() }).from(usuarios).where(matching(search));
  return row?.n ?? 0;
}

export function listUsuarios(db: Database, search: string | undefined, window: PageWindow) {
  return db
    .select(columns)
    .from(usuarios)
    .innerJoin(perfis, eq(perfis.id, usuarios.idPerfil))
    .where(matching(search))
    .orderBy(asc(usuarios.nome), asc(usuarios.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function findUsuario(db: Database, id: number) {
  const [row] = await db
    .select(columns)
    .from(usuarios)
    .innerJoin(perfis, eq(perfis.id, usuarios.idPerfil))
    .where(eq(usuarios.id, id));
  return row;
}

export async function findPerfil(db: Database, id: number) {
  const [row] = await db.select().from(perfis).where(eq(perfis.id, id));
  return row;
}

export function listPerfis(db: Database) {
  return db.select().from(perfis).orderBy(asc(perfis.nome));
}

export async function insertUsuario(db: Database, values: typeof usuarios.$inferInsert) {
  const [row] = await db.insert(usuarios).values(values).returning({ id: usuarios.id });
  if (!row) throw new Error('insert sem retorno');
  return row.id;
}

export async function updateUsuario(db: Database, id: number, values: Partial<typeof usuarios.$inferInsert>) {
  await db
    .update(usuarios)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(usuarios.id, id));
}

export async function deleteUsuario(db: Database, id: number) {
  await db.delete(usuarios).where(eq(usuarios.id, id));
}

/**
 * Active administrators other than `exceptId`, with their rows locked: two admins demoting each other at
 * the same time serialise here, so the last one can never be removed.
 */
export async function lockOtherActiveAdmins(db: Database, perfilAdminId: number, exceptId: number) {
  return db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(eq(usuarios.idPerfil, perfilAdminId), eq(usuarios.ativo, true), ne(usuarios.id, exceptId)))
    .for('update');
}

export async function findPerfilPorNome(db: Database, nome: string) {
  const [row] = await db.select().from(perfis).where(eq(perfis.nome, nome));
  return row;
}

export async function lockUsuario(db: Database, id: number) {
  const [row] = await db.select().from(usuarios).where(eq(usuarios.id, id)).for('update');
  return row;
}
