#!/usr/bin/env node
/**
 * The house rules on imports that Biome cannot express (run by `npm run lint` after Biome):
 * - drizzle-orm only in repositories (*.repository.ts) and in apps/api/src/db/**: a route calls an operation,
 *   an operation calls repositories, and only a repository knows the tables (README, Architecture).
 * - @erp/sefaz-sim only from apps/api/src/modules/fiscal/**: the simulator is one way the fiscal module talks
 *   to SEFAZ, so no other code may come to depend on a stand-in.
 * - no imports across web features: apps/web/src/features/X never imports apps/web/src/features/Y; what two
 *   features share lives in apps/web/src/components or apps/web/src/lib (API queries in lib/api).
 * - decimal.js only in packages/fiscal/src/common/decimal.ts (and its test): everyone else takes the configured
 *   `Decimal` (precision 60, ROUND_HALF_UP) and `arredondarCentavos` from there, so one value is never computed
 *   with two precisions.
 * - the company's time zone written only in packages/fiscal/src/common/data-hora.ts (and its test): "today",
 *   the XML and text date-times and the SQL `at time zone` (apps/api/src/db/fuso.ts) all take it from there.
 *   This one reads the text, not the imports: a zone is a string literal, not a module.
 * - no two areas of the API (apps/api/src/modules/X) import each other: an area may not import an area that
 *   imports it back, type-only imports included. What both need goes down into a third area, lib/ or plugins/,
 *   or is handed in by app.ts (the e-mail outbox's renderers). This one reads the graph, not one file: each
 *   import of the pair is reported, on both sides, naming a file of the other side.
 *
 * Biome's noRestrictedImports matches the import's text, not the file it reaches, and a second override of the
 * rule replaces the first one's options instead of adding to them: "only in these folders" for three packages
 * and "not into a sibling feature" (with relative paths of any depth) need the resolved path, hence this script.
 *
 * Usage: node scripts/conferir-importacoes.mjs [root]   (root defaults to the repository)
 * Exits 1 and prints one line per violation (file:line, rule, why) when any rule is broken.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const EXTENSOES = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const IGNORADAS = new Set(['node_modules', 'dist', 'data']);

/** Production sources: tests and benches (apps/api/test, bench) may reach the database and the simulator. */
const PASTAS_DE_CODIGO = [
  'apps/api/src',
  'apps/web/src',
  'apps/sefaz-sim/src',
  'packages/contracts/src',
  'packages/fiscal/src',
];

const FEATURES_WEB = 'apps/web/src/features/';
const AREAS_DA_API = 'apps/api/src/modules/';
const CASA_DO_DECIMAL = [
  'packages/fiscal/src/common/decimal.ts',
  'packages/fiscal/src/common/decimal.test.ts',
];
const CASA_DO_FUSO = [
  'packages/fiscal/src/common/data-hora.ts',
  'packages/fiscal/src/common/data-hora.test.ts',
];

export const REGRAS = [
  {
    nome: 'drizzle-so-em-repositorios',
    aplica: (arquivo) => !arquivo.startsWith('apps/api/src/db/') && !/\.repository\.ts$/.test(arquivo),
    viola: (especificador) => especificador === 'drizzle-orm' || especificador.startsWith('drizzle-orm/'),
    mensagem:
      'importa drizzle-orm fora de um repositório: as consultas ficam em *.repository.ts (ou em apps/api/src/db/**), e a rota/operação chama o repositório.',
  },
  {
    nome: 'sefaz-sim-so-no-modulo-fiscal',
    aplica: (arquivo) =>
      !arquivo.startsWith('apps/api/src/modules/fiscal/') && !arquivo.startsWith('apps/sefaz-sim/'),
    viola: (especificador) =>
      especificador === '@erp/sefaz-sim' || especificador.startsWith('@erp/sefaz-sim/'),
    mensagem:
      'importa @erp/sefaz-sim fora de apps/api/src/modules/fiscal/: o simulador só é usado pelo módulo fiscal.',
  },
  {
    nome: 'sem-importacao-entre-features-web',
    aplica: (arquivo) => arquivo.startsWith(FEATURES_WEB),
    viola: (especificador, arquivo) => {
      if (!especificador.startsWith('.')) return false;
      const destino = path.posix.normalize(path.posix.join(path.posix.dirname(arquivo), especificador));
      return destino.startsWith(FEATURES_WEB) && featureDe(destino) !== featureDe(arquivo);
    },
    mensagem:
      'importa de outra feature da web: o que duas features compartilham vai para apps/web/src/components ou apps/web/src/lib (consultas à API em lib/api).',
  },
  {
    nome: 'decimal-js-so-no-decimal-configurado',
    aplica: (arquivo) => !CASA_DO_DECIMAL.includes(arquivo),
    viola: (especificador) => especificador === 'decimal.js' || especificador.startsWith('decimal.js/'),
    mensagem:
      "importa decimal.js cru: use o Decimal configurado (e arredondarCentavos) de '@erp/fiscal/decimal'.",
  },
];

/** Rules on the text itself (a literal, not an import): one line per line of the file that holds it. */
export const REGRAS_DE_TEXTO = [
  {
    nome: 'fuso-so-em-data-hora',
    aplica: (arquivo) => !CASA_DO_FUSO.includes(arquivo),
    procura: /America\/Sao_Paulo/,
    especificador: 'America/Sao_Paulo',
    mensagem:
      "escreve o fuso da empresa fora de packages/fiscal/src/common/data-hora.ts: use FUSO_DA_EMPRESA, hojeEmBrasilia e os formatos de '@erp/fiscal/data-hora' (no SQL, FUSO_SQL de apps/api/src/db/fuso.ts).",
  },
];

function featureDe(arquivo) {
  return arquivo.slice(FEATURES_WEB.length).split('/')[0];
}

/** The API area (apps/api/src/modules/X) a file belongs to, or null outside them. */
function areaDe(arquivo) {
  return arquivo.startsWith(AREAS_DA_API) ? arquivo.slice(AREAS_DA_API.length).split('/')[0] : null;
}

const REGRA_DE_CICLO = {
  nome: 'sem-areas-em-ciclo',
  mensagem: (origem, destino, volta) =>
    `a área ${origem} importa ${destino}, que importa ${origem} de volta (${volta}): uma das duas direções tem de sair — o que as duas usam desce para uma terceira área, lib/ ou plugins/, ou é entregue por app.ts.`,
};

/** The imports from one API area into another, production files only: `{origem, destino, arquivo, linha, especificador}`. */
function importacaoEntreAreas(arquivo, especificador, linha) {
  const origem = areaDe(arquivo);
  if (!origem || !especificador.startsWith('.') || /\.test\.tsx?$/.test(arquivo)) return null;
  const destino = areaDe(path.posix.normalize(path.posix.join(path.posix.dirname(arquivo), especificador)));
  if (!destino || destino === origem) return null;
  return { origem, destino, arquivo, linha, especificador };
}

/** Every import between two areas that import each other, as a violation on the importing side. */
function areasEmCiclo(importacoes) {
  const porPar = new Map();
  for (const i of importacoes) {
    const par = `${i.origem}>${i.destino}`;
    if (!porPar.has(par)) porPar.set(par, []);
    porPar.get(par).push(i);
  }
  const violacoes = [];
  for (const [par, lista] of porPar) {
    const [origem, destino] = par.split('>');
    const volta = porPar.get(`${destino}>${origem}`);
    if (!volta) continue;
    for (const i of lista) {
      violacoes.push({
        arquivo: i.arquivo,
        linha: i.linha,
        regra: REGRA_DE_CICLO.nome,
        especificador: i.especificador,
        mensagem: REGRA_DE_CICLO.mensagem(origem, destino, volta[0].arquivo),
      });
    }
  }
  return violacoes.sort((a, b) => a.arquivo.localeCompare(b.arquivo) || a.linha - b.linha);
}

function* arquivosEm(raiz, pasta) {
  let entradas;
  try {
    entradas = readdirSync(path.join(raiz, pasta), { withFileTypes: true });
  } catch (error) {
    if (error.code === 'ENOENT') return;
    throw error;
  }
  for (const entrada of entradas) {
    const relativo = `${pasta}/${entrada.name}`;
    if (entrada.isDirectory()) {
      if (!IGNORADAS.has(entrada.name)) yield* arquivosEm(raiz, relativo);
    } else if (EXTENSOES.test(entrada.name) && !entrada.name.endsWith('.d.ts')) {
      yield relativo;
    }
  }
}

/** Every import of a file (import/export from, import(), require, import type), with its line. */
function importacoesDe(texto) {
  const { importedFiles } = ts.preProcessFile(texto, true, true);
  return importedFiles.map((f) => ({
    especificador: f.fileName,
    linha: texto.slice(0, f.pos).split('\n').length,
  }));
}

/** The violations under `raiz`, as `{arquivo, linha, regra, especificador, mensagem}`, in file order. */
export function conferirImportacoes(raiz) {
  const violacoes = [];
  const entreAreas = [];
  for (const pasta of PASTAS_DE_CODIGO) {
    for (const arquivo of arquivosEm(raiz, pasta)) {
      const regras = REGRAS.filter((r) => r.aplica(arquivo));
      const regrasDeTexto = REGRAS_DE_TEXTO.filter((r) => r.aplica(arquivo));
      if (regras.length === 0 && regrasDeTexto.length === 0 && !areaDe(arquivo)) continue;
      const texto = readFileSync(path.join(raiz, arquivo), 'utf8');
      for (const { especificador, linha } of importacoesDe(texto)) {
        const entreDuas = importacaoEntreAreas(arquivo, especificador, linha);
        if (entreDuas) entreAreas.push(entreDuas);
        for (const regra of regras) {
          if (regra.viola(especificador, arquivo)) {
            violacoes.push({ arquivo, linha, regra: regra.nome, especificador, mensagem: regra.mensagem });
          }
        }
      }
      for (const regra of regrasDeTexto) {
        texto.split('\n').forEach((conteudo, i) => {
          if (regra.procura.test(conteudo)) {
            violacoes.push({
              arquivo,
              linha: i + 1,
              regra: regra.nome,
              especificador: regra.especificador,
              mensagem: regra.mensagem,
            });
          }
        });
      }
    }
  }
  return [...violacoes, ...areasEmCiclo(entreAreas)];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const raiz = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const violacoes = conferirImportacoes(raiz);
  for (const v of violacoes) {
    console.error(`${v.arquivo}:${v.linha} [${v.regra}] '${v.especificador}' ${v.mensagem}`);
  }
  if (violacoes.length > 0) {
    console.error(
      `\n${violacoes.length} importação(ões) fora das regras (scripts/conferir-importacoes.mjs).`,
    );
    process.exit(1);
  }
  console.info(
    'Importações conferidas: drizzle-orm, @erp/sefaz-sim, features da web, decimal.js, o fuso da empresa e as áreas da API sem ciclos dentro das regras.',
  );
}
