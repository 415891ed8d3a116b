import { loadConfig } from '../../config.ts';
import { createDb } from '../client.ts';
import { openDatabase } from '../open-database.ts';
import { seedBase } from './seed-base.ts';
import { seedDemo } from './seed-demo.ts';

// `npm run seed:demo`: only on request, never at start-up. Run it with the app stopped (it takes the data lock).
const config = loadConfig();
const database = await openDatabase(config);
const { db, close } = createDb(database.url, 2);
try {
  await seedBase(db, { email: config.adminEmail, password: config.adminPassword });
  await seedDemo(db);
  console.info('Dados de demonstração carregados: clientes, produtos, serviços e fornecedores.');
} finally {
  await close();
  await database.close();
}
