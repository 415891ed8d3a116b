// `npm test`: every tier in order (lint, typecheck, unit + integration, end-to-end), stopping at the first that
// fails, and a summary of each tier's time at the end, so CI shows where its minutes went.
import { spawnSync } from 'node:child_process';

const TIERS = [
  ['lint', 'npm run lint'],
  ['typecheck', 'npm run typecheck'],
  ['unit + integration', 'npx vitest run'],
  ['end-to-end', 'npm run test:e2e'],
];

const results = [];
let failed = false;
for (const [name, command] of TIERS) {
  const start = process.hrtime.bigint();
  const { status, signal } = spawnSync(command, { stdio: 'inherit', shell: true });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const ok = status === 0;
  results.push({ name, seconds, ok });
  if (!ok) {
    failed = true;
    console.error(`\n${name} failed (${signal ?? `exit ${status}`})`);
    break;
  }
}

console.info('\nTest tiers:');
for (const { name, seconds, ok } of results) {
  console.info(`  ${name.padEnd(20)} ${seconds.toFixed(0).padStart(5)} s  ${ok ? 'ok' : 'FAILED'}`);
}
const total = results.reduce((sum, r) => sum + r.seconds, 0);
console.info(`  ${'total'.padEnd(20)} ${total.toFixed(0).padStart(5)} s`);
process.exit(failed ? 1 : 0);
