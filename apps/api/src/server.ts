import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { registrarSistemaEmExecucao } from './db/backup/sistema-em-execucao.ts';
import { createDb } from './db/client.ts';
import { InstanceLockedError } from './db/instance-lock.ts';
import { openDatabase } from './db/open-database.ts';
import { seedBase } from './db/seed/seed-base.ts';
import { ChaveDosSegredosError } from './lib/abrir-cofre-na-partida.ts';
import {
  type Escuta,
  escutar,
  fecharRedirecionamento,
  mensagemDePartida,
  opcoesDoServidor,
} from './lib/escutar-na-rede.ts';
import { TlsDoServidorError } from './lib/https-do-servidor.ts';
import { ambienteFiscalDoApp } from './modules/fiscal/ambiente-fiscal.ts';
import { conexaoSimulacaoDoApp } from './modules/fiscal/conexao-simulacao.ts';

async function main() {
  const config = loadConfig();
  // The HTTPS certificate is read first: a wrong file stops the start before the database is opened.
  const opcoes = opcoesDoServidor(config);
  const database = await openDatabase(config);
  const { db, close: fecharBanco } = createDb(database.url);
  const fiscal = ambienteFiscalDoApp(db, config, conexaoSimulacaoDoApp(config.dataDir, config.simulador));
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let escuta: Escuta | undefined;
  let esquecerRegistro: (() => Promise<void>) | undefined;

  let stopping: Promise<void> | undefined;
  const shutdown = (signal: string) => {
    stopping ??= (async () => {
      console.info(`Recebido ${signal}: encerrando...`);
      await esquecerRegistro?.();
      await fecharRedirecionamento(escuta);
      await app?.close();
      await fiscal.close();
      await fecharBanco();
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
    app = await buildApp({ db, config, fiscal }, opcoes);
    escuta = await escutar(app, config);
    // `npm run backup` typed in a shell without DATA_DIR finds this server's data through it.
    esquecerRegistro = await registrarSistemaEmExecucao(config);
    const administrador =
      seed.adminCreated && !seed.adminCreated.generatedPassword ? seed.adminCreated.email : undefined;
    process.stdout.write(mensagemDePartida(escuta, administrador));
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
}

main().catch((error) => {
  const isParaOOperador =
    error instanceof InstanceLockedError ||
    error instanceof ChaveDosSegredosError ||
    error instanceof TlsDoServidorError;
  console.error(isParaOOperador ? error.message : error);
  process.exit(1);
});
