import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { parseCsv } from '../../lib/csv.ts';
import { hashPassword } from '../../lib/password.ts';
import type { Database } from '../client.ts';
import { empresa } from '../schema/empresa.ts';
import { categoriasFinanceiras } from '../schema/financeiro.ts';
import { cfop, cst, estados, municipios, ncm } from '../schema/referencia.ts';
import { perfis, usuarios } from '../schema/usuarios.ts';

const dataDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data');

export const PERFIL_ADMINISTRADOR = 'Administrador';
export const PERFIL_OPERADOR = 'Operador';
/** The machine operator: only the orders' list and detail, their start and pointings (plugins/chao-de-fabrica.ts). */
export const PERFIL_CHAO_DE_FABRICA = 'Chão de fábrica';

const CATEGORIAS = [
  { nome: 'Serviços de Industrialização', tipo: 'RECEITA' },
  { nome: 'Venda de Mercadorias', tipo: 'RECEITA' },
  { nome: 'Outras Receitas', tipo: 'RECEITA' },
  { nome: 'Matéria-Prima e Insumos', tipo: 'DESPESA' },
  { nome: 'Energia Elétrica', tipo: 'DESPESA' },
  { nome: 'Folha de Pagamento', tipo: 'DESPESA' },
  { nome: 'Impostos e Taxas', tipo: 'DESPESA' },
  { nome: 'Manutenção de Máquinas', tipo: 'DESPESA' },
  { nome: 'Aluguel', tipo: 'DESPESA' },
  { nome: 'Fretes', tipo: 'DESPESA' },
  { nome: 'Outras Despesas', tipo: 'DESPESA' },
] as const;

export type SeedResult = { adminCreated?: { email: string; generatedPassword?: string } };

/** Runs at every start and only adds what is missing, so it is safe to repeat. */
export async function seedBase(
  db: Database,
  admin: { email: string; password?: string },
): Promise<SeedResult> {
  await db
    .insert(perfis)
    .values([{ nome: PERFIL_ADMINISTRADOR }, { nome: PERFIL_OPERADOR }, { nome: PERFIL_CHAO_DE_FABRICA }])
    .onConflictDoNothing();
  await db
    .insert(categoriasFinanceiras)
    .values([...CATEGORIAS])
    .onConflictDoNothing();
  await db.insert(empresa).values({ id: 1 }).onConflictDoNothing();
  await seedReferenceTables(db);
  return { adminCreated: await seedFirstAdmin(db, admin) };
}

async function seedFirstAdmin(db: Database, admin: { email: string; password?: string }) {
  const [users] = await db.select({ n: count() }).from(usuarios);
  if ((users?.n ?? 0) > 0) return undefined;
  const [perfil] = await db.select().from(perfis).where(eq(perfis.nome, PERFIL_ADMINISTRADOR));
  if (!perfil) throw new Error('Perfil Administrador ausente.');
  const generatedPassword = admin.password ? undefined : randomBytes(12).toString('base64url');
  const senha = admin.password ?? generatedPassword ?? '';
  await db
    .insert(usuarios)
    .values({
      nome: 'Administrador',
      email: admin.email.toLowerCase(),
      senhaHash: await hashPassword(senha),
      idPerfil: perfil.id,
    })
    .onConflictDoNothing();
  return { email: admin.email, generatedPassword };
}

async function seedReferenceTables(db: Database) {
  await seedIfEmpty(db, estados, 'estados-ibge.csv', (r) => ({
    codigo: Number(r.codigo_uf),
    uf: r.uf ?? '',
    nome: r.nome ?? '',
  }));
  await seedIfEmpty(db, municipios, 'municipios-ibge.csv', (r) => ({
    codigo: Number(r.codigo_ibge),
    nome: r.nome ?? '',
    codigoUf: Number(r.codigo_uf),
  }));
  await seedIfEmpty(db, ncm, 'ncm.csv', (r) => ({ codigo: r.codigo ?? '', descricao: r.descricao ?? '' }));
  await seedIfEmpty(db, cfop, 'cfop.csv', (r) => ({ codigo: r.codigo ?? '', descricao: r.descricao ?? '' }));
  await seedIfEmpty(db, cst, 'cst.csv', (r) => ({
    tributo: r.tributo ?? '',
    codigo: r.codigo ?? '',
    descricao: r.descricao ?? '',
    uso: r.uso ?? '',
  }));
}

async function seedIfEmpty<T extends PgTable>(
  db: Database,
  table: T,
  file: string,
  toRow: (r: Record<string, string>) => T['$inferInsert'],
) {
  const [existing] = await db.select({ n: count() }).from(table as PgTable);
  if ((existing?.n ?? 0) > 0) return;
  const rows = parseCsv(await readFile(path.join(dataDir, file), 'utf8')).map(toRow);
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 1000) {
      await tx
        .insert(table)
        .values(rows.slice(i, i + 1000))
        .onConflictDoNothing();
    }
  });
}
