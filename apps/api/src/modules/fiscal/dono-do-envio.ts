import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { isAlive } from '../../lib/process.ts';

/**
 * Who holds a sending lease (`envio_por` of notas_fiscais and notas_servico): this host, this process and this
 * run of it, because after a restart the pid comes back (in a container it is 1 every time).
 */
export const DONO_DO_ENVIO = `${os.hostname()}/${process.pid}/${randomUUID()}`;

/**
 * A holder that can no longer be talking to SEFAZ: a process of this host that is gone, or an earlier run of this
 * very pid. A process of another host (an API replica) is never judged from here: its lease runs to envio_ate.
 */
export function isDonoMorto(dono: string, eu = DONO_DO_ENVIO): boolean {
  const [host, pid] = dono.split('/');
  const [meuHost, meuPid] = eu.split('/');
  if (host !== meuHost) return false;
  if (pid === meuPid) return dono !== eu;
  const numero = Number(pid);
  return !(Number.isInteger(numero) && numero > 0 && isAlive(numero));
}

/**
 * Frees at once the leases left by a process that died while sending (kill -9, a crash, a power cut), instead
 * of leaving its notes untouched until envio_ate, five minutes later. Answers how many holders were dead.
 */
export async function liberarEnviosDeDonosMortos(repositorio: {
  listarDonos: () => Promise<string[]>;
  liberar: (donos: string[]) => Promise<void>;
}) {
  const mortos = (await repositorio.listarDonos()).filter((dono) => isDonoMorto(dono));
  if (mortos.length > 0) await repositorio.liberar(mortos);
  return mortos.length;
}
