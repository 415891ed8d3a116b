import { sql } from 'drizzle-orm';
import { CNPJ_EMPRESA_BENCH, seedNotasBench } from '../../../bench/nfe.ts';
import { loadConfig } from '../../config.ts';
import { createDb } from '../client.ts';
import { openDatabase } from '../open-database.ts';
import { seedBase } from './seed-base.ts';
import { seedBench } from './seed-bench.ts';
import { seedHistoricoBench } from './seed-bench-historico.ts';

// `npm run seed:bench`: benchmark volumes, only on request. Run it with the app stopped (it takes the data lock).
const config = loadConfig();
const database = await openDatabase(config);
const { db, close } = createDb(database.url, 2);
try {
  const started = performance.now();
  await seedBase(db, { email: config.adminEmail, password: config.adminPassword });
  await seedBench(db);
  // The notes and the history are added once: a second run would number the same notes again.
  const { rows } = await db.execute<{ notas: boolean; historico: boolean }>(sql`
    select exists (select 1 from notas_fiscais where cnpj_emitente = ${CNPJ_EMPRESA_BENCH}) as notas,
      exists (select 1 from fornecedores where cpf_cnpj = '90000001000199') as historico`);
  if (!rows[0]?.notas) await seedNotasBench(db);
  if (!rows[0]?.historico) await seedHistoricoBench(db);
  console.info(
    `Volume de benchmark carregado em ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
      '100 000 produtos, 50 000 clientes, 100 000 NF-e, 1 000 000 lançamentos e 2 000 000 movimentos de estoque.',
  );
} finally {
  await close();
  await database.close();
}
