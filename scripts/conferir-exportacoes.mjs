#!/usr/bin/env node
/**
 * No dead exports (run by `npm run lint`): a name a production source exports must be used, by its own module or
 * by another file of the repository (a source, a test, a bench or an e2e spec). An export nobody uses is code to
 * delete: it misleads the next reader about what a module offers and keeps its imports alive.
 *
 * The Drizzle schema (apps/api/src/db/schema/**) is exempt: drizzle-kit reads every table it exports, including
 * the totals that only triggers write, and a table left out would be dropped by the next migration.
 *
 * A name counts as used when another file mentions it as a word: cheap and on the side of silence (a comment
 * naming it keeps it), so this rule never fails on a name that is really imported.
 *
 * Usage: node scripts/conferir-exportacoes.mjs [root]   (root defaults to the repository)
 * Exits 1 and prints one line per dead export (file:line, name) when there is any.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const EXTENSOES = /\.(ts|tsx|mjs)$/;
const IGNORADAS = new Set(['node_modules', 'dist', 'data', '.git']);
const PASTAS_DE_CODIGO = [
  'apps/api/src',
  'apps/web/src',
  'apps/sefaz-sim/src',
  'packages/contracts/src',
  'packages/fiscal/src',
];
const PASTAS_QUE_USAM = ['apps', 'packages', 'e2e', 'scripts'];
const ISENTAS = ['apps/api/src/db/schema/'];
const TESTE = /\.test\.tsx?$/;
const EXPORTACAO =
  /^export (?:async )?(?:const|let|function\*?|type|interface|class|enum) ([A-Za-z_$][\w$]*)/gm;
const PALAVRA = /[A-Za-z_$][\w$]*/g;

function arquivos(raiz, pasta) {
  const saida = [];
  const visitar = (dir) => {
    let entradas;
    try {
      entradas = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entradas) {
      if (IGNORADAS.has(e.name)) continue;
      const p = path.join(dir, e.name);
      if (e.isDirectory()) visitar(p);
      else if (EXTENSOES.test(e.name)) saida.push(p);
    }
  };
  visitar(path.join(raiz, pasta));
  return saida;
}

export function exportacoesMortas(raiz) {
  const todos = PASTAS_QUE_USAM.flatMap((pasta) => arquivos(raiz, pasta));
  const textos = new Map(todos.map((p) => [p, readFileSync(p, 'utf8')]));
  /** How many files mention each word. */
  const arquivosPorPalavra = new Map();
  for (const texto of textos.values()) {
    for (const palavra of new Set(texto.match(PALAVRA) ?? [])) {
      arquivosPorPalavra.set(palavra, (arquivosPorPalavra.get(palavra) ?? 0) + 1);
    }
  }
  const mortas = [];
  for (const pasta of PASTAS_DE_CODIGO) {
    for (const arquivo of arquivos(raiz, pasta)) {
      const relativo = path.relative(raiz, arquivo).split(path.sep).join('/');
      if (TESTE.test(relativo) || ISENTAS.some((isenta) => relativo.startsWith(isenta))) continue;
      const texto = textos.get(arquivo) ?? '';
      for (const m of texto.matchAll(EXPORTACAO)) {
        const nome = m[1];
        // The defining file mentions the name itself: used elsewhere means mentioned by a second file.
        if ((arquivosPorPalavra.get(nome) ?? 0) > 1) continue;
        if (
          (texto.match(new RegExp(`(?<![\\w$])${nome.replace(/\$/g, '\\$')}(?![\\w$])`, 'g')) ?? []).length >
          1
        )
          continue;
        const linha = texto.slice(0, m.index).split('\n').length;
        mortas.push(`${relativo}:${linha} exporta '${nome}', que ninguém usa: apague-o.`);
      }
    }
  }
  return mortas;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const raiz = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const mortas = exportacoesMortas(raiz);
  if (mortas.length > 0) {
    for (const linha of mortas) console.error(linha);
    process.exit(1);
  }
  console.info('Exportações conferidas: nenhuma exportação sem uso.');
}
