import { createHash } from 'node:crypto';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';

/** The app's tables live in `public`; Drizzle's bookkeeping lives in `drizzle` and travels in the header. */
const ESQUEMA = 'public';

/** `ordem`: the primary key as SQL, text columns in the "C" collation (the same order on any server). */
export type TabelaDoBanco = { nome: string; colunas: string[]; ordem: string[] };
export type SequenciaDoBanco = { nome: string; tabela: string; coluna: string };

/**
 * Every table of the app's schema with the columns a COPY carries (generated columns are left out: PostgreSQL
 * computes them again on the way in) and its primary key, which orders the rows so the same data always gives
 * the same bytes and checksum, whatever the physical order of the table.
 */
export async function listarTabelas(client: pg.ClientBase): Promise<TabelaDoBanco[]> {
  const { rows } = await client.query<TabelaDoBanco>(
    `select c.relname::text as nome,
            array(select a.attname::text from pg_attribute a
                   where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
                   order by a.attnum) as colunas,
            array(select quote_ident(a.attname) || case when a.attcollation <> 0 then ' collate "C"' else '' end
                    from pg_index i
                    cross join unnest(i.indkey::int2[]) with ordinality as k(attnum, posicao)
                    join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
                   where i.indrelid = c.oid and i.indisprimary
                   order by k.posicao) as ordem
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r', 'p') and not c.relispartition
        and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')
      order by c.relname`,
    [ESQUEMA],
  );
  return rows;
}

/** Sequences owned by a column (serial or identity) of the app's tables. */
export async function listarSequencias(client: pg.ClientBase): Promise<SequenciaDoBanco[]> {
  const { rows } = await client.query<SequenciaDoBanco>(
    `select s.relname::text as nome, t.relname::text as tabela, a.attname::text as coluna
       from pg_depend d
       join pg_class s on s.oid = d.objid and s.relkind = 'S'
       join pg_class t on t.oid = d.refobjid
       join pg_namespace n on n.oid = t.relnamespace
       join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
      where d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass
        and d.deptype in ('a', 'i') and n.nspname = $1
      order by s.relname`,
    [ESQUEMA],
  );
  return rows;
}

export const nomeQualificado = (client: pg.ClientBase, nome: string) =>
  `${client.escapeIdentifier(ESQUEMA)}.${client.escapeIdentifier(nome)}`;

/**
 * Reads a table with COPY (text format), its rows in primary-key order (every column when it has none), handing
 * each chunk to `aCadaPedaco`; answers the row count and the SHA-256 of the bytes, as the manifest records them.
 */
export async function lerTabela(
  client: pg.ClientBase,
  tabela: TabelaDoBanco,
  aCadaPedaco: (pedaco: Buffer) => unknown = () => {},
): Promise<{ linhas: number; sha256: string }> {
  const colunas = tabela.colunas.map((c) => client.escapeIdentifier(c)).join(', ');
  const ordem = tabela.ordem.length ? tabela.ordem.join(', ') : colunas;
  const copia = copyTo(
    `copy (select ${colunas} from ${nomeQualificado(client, tabela.nome)} order by ${ordem}) to stdout`,
  );
  const hash = createHash('sha256');
  let linhas = 0;
  for await (const pedaco of client.query(copia) as AsyncIterable<Buffer>) {
    hash.update(pedaco);
    // Each row ends in a newline; a newline inside a value is written as \n.
    for (let i = pedaco.indexOf(0x0a); i >= 0; i = pedaco.indexOf(0x0a, i + 1)) linhas++;
    await aCadaPedaco(pedaco);
  }
  return { linhas, sha256: hash.digest('hex') };
}

export async function versaoDoPostgres(client: pg.ClientBase): Promise<string> {
  const { rows } = await client.query<{ versao: string }>(
    `select current_setting('server_version') as versao`,
  );
  return rows[0]?.versao ?? '';
}

export { ESQUEMA };
