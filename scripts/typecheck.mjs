// `npm run typecheck`: each workspace's `tsc -p tsconfig.json`, two at a time (a 2-core machine runs them in half
// the time of one after the other); exits non-zero when any of them fails, after all have run.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const raiz = path.resolve(import.meta.dirname, '..');
const { workspaces } = JSON.parse(readFileSync(path.join(raiz, 'package.json'), 'utf8'));
const comTypecheck = workspaces.filter((w) => {
  const pkg = JSON.parse(readFileSync(path.join(raiz, w, 'package.json'), 'utf8'));
  return Boolean(pkg.scripts?.typecheck);
});
const PARALELOS = 2;

function checar(workspace) {
  return new Promise((resolve) => {
    let saida = '';
    const filho = spawn('npm', ['run', 'typecheck', '--silent'], {
      cwd: path.join(raiz, workspace),
      shell: true,
    });
    filho.stdout.on('data', (c) => {
      saida += c;
    });
    filho.stderr.on('data', (c) => {
      saida += c;
    });
    filho.on('close', (codigo) => {
      // Each workspace's output together, so two running at once never interleave.
      process.stdout.write(
        `typecheck ${workspace}: ${codigo === 0 ? 'ok' : 'FALHOU'}\n${codigo === 0 ? '' : saida}`,
      );
      resolve(codigo === 0);
    });
  });
}

const pendentes = [...comTypecheck];
const resultados = [];
await Promise.all(
  Array.from({ length: PARALELOS }, async () => {
    for (let w = pendentes.shift(); w !== undefined; w = pendentes.shift()) resultados.push(await checar(w));
  }),
);
process.exit(resultados.every(Boolean) ? 0 : 1);
