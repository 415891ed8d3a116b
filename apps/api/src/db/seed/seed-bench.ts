import { calcularDvCnpj } from '@erp/fiscal/documentos';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { clientes } from '../schema/cadastros.ts';

const RESINAS = [
  'Polipropileno',
  'Polietileno',
  'Poliestireno',
  'PVC',
  'PET',
  'ABS',
  'Poliamida',
  'Policarbonato',
];
const FORMAS = ['granulado', 'moído', 'reciclado', 'virgem', 'aditivado', 'pigmentado', 'micronizado'];
const CORES = ['natural', 'preto', 'branco', 'azul', 'verde', 'cristal', 'âmbar'];
const RAMOS = ['Embalagens', 'Plásticos', 'Utilidades', 'Indústria', 'Comércio', 'Reciclagem', 'Componentes'];
const LUGARES = ['Paulista', 'Mineira', 'do Sul', 'Nordeste', 'Capixaba', 'Goiana', 'Paranaense', 'São João'];

/**
 * `npm run seed:bench`: 100 000 products and 50 000 clients with realistic, searchable names and valid
 * CNPJs, for the list benchmarks. Products are generated inside PostgreSQL; clients need check digits,
 * computed here, and go in batches.
 */
export async function seedBench(db: Database, sizes = { produtos: 100_000, clientes: 50_000 }) {
  const arr = (values: string[]) =>
    sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`);
  await db.execute(sql`
    insert into produtos (nome, codigo_interno, ncm, unidade_medida, preco_venda, estoque_atual)
    select
      (${arr(RESINAS)})[1 + g % ${RESINAS.length}] || ' ' || (${arr(FORMAS)})[1 + (g / 8) % ${FORMAS.length}]
        || ' ' || (${arr(CORES)})[1 + (g / 56) % ${CORES.length}] || ' lote ' || g,
      'BENCH-' || lpad(g::text, 6, '0'),
      '39021020', 'KG', round((1 + (g % 2000) / 100.0)::numeric, 2), 0
    from generate_series(1, ${sizes.produtos}) g
    on conflict do nothing`);

  const rows: (typeof clientes.$inferInsert)[] = [];
  for (let i = 1; i <= sizes.clientes; i++) {
    const base = `${String(10_000_000 + i).padStart(8, '0')}0001`;
    rows.push({
      nomeRazaoSocial: `${RAMOS[i % RAMOS.length]} ${LUGARES[(i >> 3) % LUGARES.length]} ${i} Ltda`,
      cpfCnpj: `${base}${calcularDvCnpj(base)}`,
      email: `contato${i}@cliente.com.br`,
      uf: 'SP',
    });
  }
  for (let i = 0; i < rows.length; i += 5000) {
    await db
      .insert(clientes)
      .values(rows.slice(i, i + 5000))
      .onConflictDoNothing();
  }
  // Flushes the GIN pending lists and refreshes statistics, as autovacuum would after a bulk load.
  await db.execute(sql`vacuum analyze produtos`);
  await db.execute(sql`vacuum analyze clientes`);
}
