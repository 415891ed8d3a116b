import { threadId } from 'node:worker_threads';
import { AppError } from '../../src/lib/app-error.ts';

/** A task for WorkerPool's tests; `nome` says what the worker does with it. */
export type TarefaDeTeste = { nome: string; xml?: Uint8Array };

/** The `run` of a worker module, with every way a task can end: an answer, a refusal, a bug, a crash, a hang. */
export async function run(tarefa: TarefaDeTeste) {
  switch (tarefa.nome) {
    case 'recusada.xml':
      throw AppError.validation('O arquivo não é um XML de NF-e válido.');
    case 'bug.xml':
      throw new TypeError('Cannot read properties of undefined');
    case 'derruba.xml':
      // An exception nobody catches ends the worker thread, like a crash of the parser.
      setImmediate(() => {
        throw new Error('leitor quebrado');
      });
      return new Promise(() => {});
    case 'demora.xml':
      return new Promise(() => {});
    default:
      return { nome: tarefa.nome, bytes: tarefa.xml?.byteLength ?? 0, threadId };
  }
}
