// `npm start` and `npm run build`: builds the web app (vite build) only when what it is built from changed since the
// last build: the sources of apps/web, of the packages it imports (contracts, fiscal) and package-lock.json, as one
// SHA-256 kept beside the built folder (apps/web/.dist.carimbo). `npm start` then starts from the built files in
// about a second instead of rebuilding for 10-30 s; `--sempre` builds anyway (the end-to-end tests).
// WEB_DIST_DIR, as the API reads it, says where the built files go.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const raiz = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(raiz, 'apps/web');

/** What the built files depend on; tests, benchmarks and earlier builds do not change them. */
const FONTES = ['apps/web', 'packages/contracts', 'packages/fiscal'];
const IGNORADOS = new Set(['node_modules', 'dist', 'test', 'bench', 'coverage']);
const isTeste = (nome) => /\.test\.tsx?$/.test(nome) || nome.startsWith('.');

function arquivosDe(pasta) {
  const arquivos = [];
  for (const entrada of readdirSync(pasta, { withFileTypes: true })) {
    if (IGNORADOS.has(entrada.name) || isTeste(entrada.name)) continue;
    const caminho = path.join(pasta, entrada.name);
    if (entrada.isDirectory()) arquivos.push(...arquivosDe(caminho));
    else if (entrada.isFile()) arquivos.push(caminho);
  }
  return arquivos;
}

/** SHA-256 of every source file's path and content, and of the lockfile (a dependency updated rebuilds too). */
export function carimboDasFontes() {
  const hash = createHash('sha256');
  const arquivos = [
    ...FONTES.flatMap((fonte) => arquivosDe(path.join(raiz, fonte))),
    path.join(raiz, 'package-lock.json'),
  ];
  for (const arquivo of arquivos.sort()) {
    hash.update(path.relative(raiz, arquivo)).update('\0').update(readFileSync(arquivo)).update('\0');
  }
  return hash.digest('hex');
}

export function pastaDaWeb(env = process.env) {
  return path.resolve(env.WEB_DIST_DIR || path.join(web, 'dist'));
}

export const arquivoDoCarimbo = (dist) => path.join(path.dirname(dist), `.${path.basename(dist)}.carimbo`);

/** Why the build is needed ('' when the built files are those of the current sources). */
export function motivoParaConstruir(dist, carimbo) {
  if (!existsSync(path.join(dist, 'index.html'))) return 'a interface ainda não foi construída';
  const anterior = existsSync(arquivoDoCarimbo(dist))
    ? readFileSync(arquivoDoCarimbo(dist), 'utf8').trim()
    : '';
  return anterior === carimbo ? '' : 'as fontes mudaram desde a última construção';
}

function construir(dist) {
  const vite = path.join(
    path.dirname(createRequire(path.join(web, 'package.json')).resolve('vite/package.json')),
    'bin/vite.js',
  );
  const { status } = spawnSync(
    process.execPath,
    [vite, 'build', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir'],
    {
      cwd: web,
      stdio: 'inherit',
    },
  );
  return status === 0;
}

function main() {
  const dist = pastaDaWeb();
  const carimbo = carimboDasFontes();
  const motivo = process.argv.includes('--sempre') ? 'pedido (--sempre)' : motivoParaConstruir(dist, carimbo);
  if (!motivo) {
    const onde = dist.startsWith(raiz + path.sep) ? path.relative(raiz, dist) : dist;
    console.info(`Interface web atualizada em ${onde}: sem reconstruir.`);
    return;
  }
  console.info(`Construindo a interface web (${motivo})...`);
  const inicio = Date.now();
  if (!construir(dist)) {
    console.error('A construção da interface web falhou (veja as mensagens acima).');
    process.exit(1);
  }
  writeFileSync(arquivoDoCarimbo(dist), `${carimbo}\n`);
  console.info(`Interface web construída em ${((Date.now() - inicio) / 1000).toFixed(1)} s.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
