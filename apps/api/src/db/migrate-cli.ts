import { loadConfig } from '../config.ts';
import { openDatabase } from './open-database.ts';

// `npm run db:migrate`: opening the database applies every pending migration.
const database = await openDatabase(loadConfig());
await database.close();
console.info('Migrações aplicadas.');
