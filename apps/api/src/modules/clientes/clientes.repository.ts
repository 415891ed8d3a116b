import type { TCliente } from '@erp/contracts/clientes';
import { and, asc, count, eq, getTableColumns, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { consultaDireta } from '../../db/consultas-preparadas.ts';
import { contagemExata } from '../../db/contagem-registros.ts';
import { paginaSemBusca } from '../../db/ordem-blocos.ts';
import { clientes } from '../../db/schema/cadastros.ts';
import { estados, municipios } from '../../db/schema/referencia.ts';
import { containsText, padraoContem } from '../../db/search.ts';
import type { PageWindow } from '../../lib/pagination.ts';

export type ClienteRow = typeof clientes.$inferSelect;
export type ClienteWrite = Omit<typeof clientes.$inferInsert, 'id'>;

/** Name, trade name, or the digits of the CPF/CNPJ as typed with or without its mask. */
function matching(termo: string | Placeholder, digitos?: string | Placeholder): SQL {
  const porNome = or(
    containsText(clientes.nomeRazaoSocial, termo),
    containsText(clientes.nomeFantasia, termo),
  );
  return digitos === undefined
    ? (porNome as SQL)
    : (or(porNome, sql`${clientes.cpfCnpj} like ${digitos}`) as SQL);
}

const digitosDaBusca = (search: string) => search.replace(/[.\-/\s]/g, '').toUpperCase();

export async function countClientes(db: Database, search?: string) {
  if (!search) return contagemExata(db, 'clientes');
  const digitos = digitosDaBusca(search);
  const [row] = await db
    .select({ n: count() })
    .from(clientes)
    .where(matching(search, digitos.length >= 2 ? padraoContem(digitos) : undefined));
  return row?.n ?? 0;
}

const ordem = [asc(clientes.nomeRazaoSocial), asc(clientes.id)];

/** The dropdowns' plain list (SPEC §7: GET /clientes with no query), by name. */
export function listTodosClientes(db: Database) {
  return db
    .select()
    .from(clientes)
    .orderBy(...ordem);
}

/** The client as the API shows it (TCliente): the columns themselves, whose names are the API's field names. */
const { createdAt: _criado, updatedAt: _alterado, ...colunasDoCliente } = getTableColumns(clientes);
type LinhaDaLista = TCliente & { total: string };

/**
 * A page of a search, with the number of matches: an unnamed statement, planned for each term, that reads the
 * page's ids on the indexes and then the rows by primary key.
 */
function paginaDaBusca(db: Database, busca: 'nome' | 'nome-e-documento') {
  return consultaDireta<LinhaDaLista>(db, `clientes_${busca}`, undefined, () => {
    const filtro = matching(
      sql.placeholder('padrao'),
      busca === 'nome-e-documento' ? sql.placeholder('digitos') : undefined,
    );
    const pagina = db
      .select({ id: clientes.id, total: sql<number>`count(*) over ()`.as('total') })
      .from(clientes)
      .where(filtro)
      .orderBy(...ordem)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('pagina');
    const cliente = db
      .select(colunasDoCliente)
      .from(clientes)
      .where(eq(clientes.id, pagina.id))
      // By primary key it is one row anyway; the limit keeps PostgreSQL from flattening the lateral join.
      .limit(1)
      .as('cliente');
    return db
      .select({ ...cliente._.selectedFields, total: sql`${pagina.total}`.as('total') })
      .from(pagina)
      .innerJoinLateral(cliente, sql`true`)
      .orderBy(asc(cliente.nomeRazaoSocial), asc(cliente.id));
  });
}

/** A page of clients as the API shows them, with the number of rows the list has. */
export async function listClientes(db: Database, search: string | undefined, window: PageWindow) {
  const digitos = search ? digitosDaBusca(search) : '';
  const busca = !search ? 'nenhuma' : digitos.length >= 2 ? 'nome-e-documento' : 'nome';
  const pagina =
    busca === 'nenhuma'
      ? paginaSemBusca<TCliente>(db, clientes, clientes.nomeRazaoSocial, colunasDoCliente, window.limit)
      : paginaDaBusca(db, busca);
  const rows = await pagina({
    padrao: search ? padraoContem(search) : undefined,
    digitos: padraoContem(digitos),
    limit: window.limit,
    offset: window.offset,
  });
  return {
    rows: rows.map(({ total: _, ...cliente }) => cliente),
    total: Number.parseInt(rows[0]?.total ?? '0', 10),
  };
}

export async function findCliente(db: Database, id: number) {
  const [row] = await db.select().from(clientes).where(eq(clientes.id, id));
  return row;
}

/** The client as it is, locked until the transaction ends: an edit's audit compares with what it replaced. */
export async function lockCliente(db: Database, id: number) {
  const [row] = await db.select().from(clientes).where(eq(clientes.id, id)).for('update');
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

/** The deleted client, or undefined when there was none. */
export async function deleteCliente(db: Database, id: number) {
  const [row] = await db.delete(clientes).where(eq(clientes.id, id)).returning();
  return row;
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
