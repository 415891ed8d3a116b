import { executarCli } from './executar-cli.ts';

// npm run fiscal -- <comando> [argumentos]; veja executar-cli.ts para os comandos e os códigos de saída.
process.exitCode = await executarCli(process.argv.slice(2), {
  escrever: (linha) => process.stdout.write(`${linha}\n`),
  erro: (linha) => process.stderr.write(`${linha}\n`),
});
