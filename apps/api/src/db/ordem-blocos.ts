import { and, asc, desc, eq, getTableName, lte, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';
import { ordemBlocos } from './schema/contagens.ts';

/** The page size of every list screen (SPEC §7): written into the statements, see `linhas`. */
export const LINHAS_POR_PAGINA = 10;

/**
 * A row count written into the SQL text instead of bound. PostgreSQL keeps the generic plan of a named statement
 * only when it costs no more than planning each call; with a bound LIMIT it assumes a tenth of the table will be
 * read, finds the generic plan dearer and plans every call anew. Drizzle types LIMIT as a number (bound) or a
 * placeholder, but renders any SQL there.
 */
export function linhas(n: number): Placeholder {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`quantidade de linhas inválida: ${n}`);
  return sql.raw(String(n)) as unknown as Placeholder;
}

/**
 * The ids of one page of an unfiltered list in (name, id) order, without walking every row before it. The last
 * block of the list order (ordem_blocos, migration 0020) with at most `offset` rows before it, found on its
 * index, gives the key the walk starts from: PostgreSQL then skips fewer rows than a block holds on the
 * (name, id) index.
 */
export function idsDaPagina(
  db: Database,
  tabela: PgTable & { id: PgColumn },
  nome: PgColumn,
  limite: Placeholder,
  offset: Placeholder,
): SQL {
  const bloco = db
    .select({
      nome: ordemBlocos.nome,
      id: ordemBlocos.id,
      antesDoBloco: sql<number>`${ordemBlocos.antes}`.as('antes_do_bloco'),
    })
    .from(ordemBlocos)
    .where(and(eq(ordemBlocos.tabela, getTableName(tabela)), lte(ordemBlocos.antes, offset)))
    .orderBy(desc(ordemBlocos.antes), desc(ordemBlocos.numero))
    .limit(linhas(1))
    .as('bloco');
  // OFFSET refers to the block row: a lateral reference, which PostgreSQL allows there.
  const pagina = db
    .select({ id: tabela.id })
    .from(tabela)
    .where(sql`(${nome}, ${tabela.id}) >= (${bloco.nome}, ${bloco.id})`)
    .orderBy(asc(nome), asc(tabela.id))
    .limit(limite)
    .offset(sql`${offset} - ${bloco.antesDoBloco}` as unknown as Placeholder)
    .as('pagina');
  return sql`array(${db.select({ id: pagina.id }).from(bloco).innerJoinLateral(pagina, sql`true`)})`;
}
