import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createDb } from './db/client.ts';
import { InstanceLockedError } from './db/instance-lock.ts';
import { openDatabase } from './db/open-database.ts';
import { seedBase } from './db/seed/seed-base.ts';
import { ambienteFiscalDoApp } from './modules/fiscal/ambiente-fiscal.ts';
import { conexaoSimulacaoDoApp } from './modules/fiscal/conexao-simulacao.ts';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  const { db, pool } = createDb(database.url);
  const fiscal = ambienteFiscalDoApp(db, config, conexaoSimulacaoDoApp(config.dataDir, config.simulador));
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;

  let stopping: Promise<void> | undefined;
  const shutdown = (signal: string) => {
    stopping ??= (async () => {
      console.info(`Recebido ${signal}: encerrando...`);
      await app?.close();
      await fiscal.close();
      await pool.end();
      await database.close();
      console.info('Sistema encerrado.');
    })();
    return stopping;
  };

  try {
    const seed = await seedBase(db, { email: config.adminEmail, password: config.adminPassword });
    if (seed.adminCreated?.generatedPassword) {
      // Printed once, on the console only, so that a fresh install can be entered; it is never logged.
      process.stdout.write(
        `\n  Administrador criado: ${seed.adminCreated.email}\n` +
          `  Senha gerada: ${seed.adminCreated.generatedPassword}\n` +
          '  Guarde-a agora: ela não será exibida novamente.\n\n',
      );
    }
    app = await buildApp({ db, config, fiscal });
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await shutdown('erro na inicialização');
    throw error;
  }

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      shutdown(signal).then(
        () => process.exit(0),
        (error) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }
  console.info(`Sistema disponível em http://localhost:${config.port}`);
}

main().catch((error) => {
  console.error(error instanceof InstanceLockedError ? error.message : error);
  process.exit(1);
});
