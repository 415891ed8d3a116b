import { loadConfig } from '../../config.ts';
import { createDb } from '../client.ts';
import { openDatabase } from '../open-database.ts';
import { seedBase } from './seed-base.ts';
import { seedBench } from './seed-bench.ts';

// `npm run seed:bench`: benchmark volumes, only on request. Run it with the app stopped (it takes the data lock).
const config = loadConfig();
const database = await openDatabase(config);
const { db, pool } = createDb(database.url, 2);
try {
  await seedBase(db, { email: config.adminEmail, password: config.adminPassword });
  await seedBench(db);
  console.info('Volume de benchmark carregado: 100 000 produtos e 50 000 clientes.');
} finally {
  await pool.end();
  await database.close();
}
