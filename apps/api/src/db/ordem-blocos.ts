import { and, asc, desc, eq, getTableName, lte, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';
import { consultaDireta } from './consultas-preparadas.ts';
import { clientes, produtos } from './schema/cadastros.ts';
import { contagemRegistros, ordemBlocos } from './schema/contagens.ts';

/** The registers whose list order is kept in blocks (migration 0020). */
const ordensEmBlocos = [clientes, produtos] as const;

/** The page size of every list screen (SPEC §7): written into the statements, see `linhas`. */
const LINHAS_POR_PAGINA = 10;

/**
 * A row count written into the SQL text instead of bound. PostgreSQL keeps the generic plan of a named statement
 * only when it costs no more than planning each call; with a bound LIMIT it assumes a tenth of the table will be
 * read, finds the generic plan dearer and plans every call anew. Drizzle types LIMIT as a number (bound) or a
 * placeholder, but renders any SQL there.
 */
function linhas(n: number): Placeholder {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`quantidade de linhas inválida: ${n}`);
  return sql.raw(String(n)) as unknown as Placeholder;
}

/**
 * The ids of one page of an unfiltered list in (name, id) order, without walking every row before it. The last
 * block of the list order (ordem_blocos, migration 0020) with at most `offset` rows before it, found on its
 * index, gives the key the walk starts from: PostgreSQL then skips fewer rows than a block holds on the
 * (name, id) index.
 */
function idsDaPagina(
  db: Database,
  tabela: (typeof ordensEmBlocos)[number],
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

/**
 * A page of an unfiltered list by name, built once per page size: a named statement that reads the page's ids
 * from its block (idsDaPagina), then the rows by primary key, with the total from the exact counter
 * (contagem_registros). `colunas` are selected under the API's field names (consultaDireta); the screens' page
 * size is written into the statement so PostgreSQL keeps one plan for it.
 */
export function paginaSemBusca<Linha>(
  db: Database,
  tabela: (typeof ordensEmBlocos)[number],
  nome: PgColumn,
  colunas: SelectedFields,
  limite: number,
) {
  const daTela = limite === LINHAS_POR_PAGINA;
  const chave = getTableName(tabela);
  return consultaDireta<Linha & { total: string }>(
    db,
    `${chave}_pagina_${daTela}`,
    daTela ? `${chave}_pagina` : `${chave}_pagina_n`,
    () => {
      const ids = idsDaPagina(
        db,
        tabela,
        nome,
        daTela ? linhas(limite) : sql.placeholder('limit'),
        sql.placeholder('offset'),
      );
      const total = sql`(select ${contagemRegistros.total} from ${contagemRegistros} where ${contagemRegistros.tabela} = ${chave})`;
      return db
        .select({ ...colunas, total: total.as('total') })
        .from(tabela)
        .where(sql`${tabela.id} = any(${ids})`)
        .orderBy(asc(nome), asc(tabela.id));
    },
  );
}
