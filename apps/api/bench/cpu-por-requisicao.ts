import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { spawnServer } from '../test/support/server-process.ts';
import type { Scenario } from './measure.ts';

/**
 * `npm run bench:cpu` (BENCH_DATA_DIR required, a directory `npm run bench` loaded): the CPU each request costs the
 * server and its PostgreSQL (the process tree's user + system time, from /proc), requests sent one at a time. On a
 * shared machine the latencies of `npm run bench` follow everyone's load; the CPU a request takes much less, and
 * it bounds what 2 cores can serve: 2 000 ms / (CPU ms per request) requests a second at most.
 */
const REQUISICOES = Number(process.env.BENCH_REQUISICOES ?? 400);
const TICKS_POR_SEGUNDO = 100;

/** user + system time of `pid` and of every process below it, in clock ticks, per process. */
export function cpuDaArvore(pid: number): Map<number, number> {
  const filhos = new Map<number, number[]>();
  const tempos = new Map<number, number>();
  for (const nome of readdirSync('/proc')) {
    if (!/^\d+$/.test(nome)) continue;
    try {
      const stat = readFileSync(`/proc/${nome}/stat`, 'utf8');
      // The command may hold spaces and parentheses: the fields start after the last ')'.
      const campos = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(campos[1]);
      tempos.set(Number(nome), Number(campos[11]) + Number(campos[12]));
      filhos.set(ppid, [...(filhos.get(ppid) ?? []), Number(nome)]);
    } catch {
      // A process that ended while the directory was read.
    }
  }
  const arvore = new Map<number, number>();
  const pendentes = [pid];
  while (pendentes.length > 0) {
    const atual = pendentes.pop() as number;
    arvore.set(atual, tempos.get(atual) ?? 0);
    pendentes.push(...(filhos.get(atual) ?? []));
  }
  return arvore;
}

/** The ms the processes spent between two readings (a process born in between counts whole). */
function cpuEntre(antes: Map<number, number>, depois: Map<number, number>) {
  let ticks = 0;
  for (const [pid, t] of depois) ticks += t - (antes.get(pid) ?? 0);
  return (ticks * 1000) / TICKS_POR_SEGUNDO;
}

export type CpuPorRequisicao = { cpuMs: number; mediana: number };

/** `REQUISICOES` requests one after the other (after 50 to warm the statements and the plans). */
export async function medirCpu(baseUrl: string, pid: number, cenario: Scenario, token: string) {
  const pedir = async () => {
    const res = await fetch(`${baseUrl}${cenario.path}`, {
      headers: cenario.isAuthenticated ? { authorization: `Bearer ${token}` } : {},
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${cenario.path}: ${res.status}`);
  };
  for (let i = 0; i < 50; i++) await pedir();
  const tempos: number[] = [];
  const antes = cpuDaArvore(pid);
  for (let i = 0; i < REQUISICOES; i++) {
    const inicio = performance.now();
    await pedir();
    tempos.push(performance.now() - inicio);
  }
  const cpuMs = cpuEntre(antes, cpuDaArvore(pid)) / REQUISICOES;
  tempos.sort((a, b) => a - b);
  return { cpuMs, mediana: tempos[Math.floor(tempos.length / 2)] ?? 0 } satisfies CpuPorRequisicao;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.env.BENCH_DATA_DIR;
  if (!dir) throw new Error('BENCH_DATA_DIR: o diretório de um volume carregado por npm run bench');
  const { cenariosMaterialTerceiros } = await import('./material-terceiros.ts');
  const { cenariosProducao } = await import('./producao.ts');
  const { baseline } = await import('./scenarios.ts');
  const senha = 'Senha-Do-Bench-2026';
  const servidor = await spawnServer({
    DATA_DIR: path.join(path.resolve(dir), 'data'),
    ADMIN_PASSWORD: senha,
    LOG_LEVEL: 'error',
  });
  try {
    await servidor.waitHealthy();
    const login = await fetch(`${servidor.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@empresa.local', senha }),
    });
    const { token } = (await login.json()) as { token: string };
    const ordem = (await (
      await fetch(`${servidor.baseUrl}/api/producao/ordens?page=1&limit=1&status=Faturada`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { data: { id_cliente: number; nome_razao_social: string }[] };
    const cliente = { id: ordem.data[0]?.id_cliente ?? 0, nome: ordem.data[0]?.nome_razao_social ?? '' };
    const filtro = (process.env.BENCH_CENARIOS ?? '').split(',').filter(Boolean);
    const cenarios = [
      baseline,
      { name: 'GET /api/dashboard', path: '/api/dashboard', connections: 1, isAuthenticated: true },
      ...cenariosMaterialTerceiros,
      ...cenariosProducao(cliente),
    ].filter((c) => filtro.length === 0 || filtro.some((f) => c.name.toLowerCase().includes(f)));
    const pid = servidor.proc.pid as number;
    for (const cenario of cenarios) {
      const { cpuMs, mediana } = await medirCpu(servidor.baseUrl, pid, cenario, token);
      console.info(
        `${cenario.name.padEnd(64)} CPU ${cpuMs.toFixed(2).padStart(6)} ms/req (máx. ${(2000 / cpuMs).toFixed(0).padStart(5)} req/s em 2 núcleos)  mediana ${mediana.toFixed(2)} ms`,
      );
    }
  } finally {
    servidor.proc.kill('SIGTERM');
    await servidor.waitExit();
  }
}
