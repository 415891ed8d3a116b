// The first module of every WorkerPool thread. The tasks are TypeScript, so tsx is registered here: the same
// worker then starts under `node --import tsx` (npm start; the pool passes no execArgv, so tsx is not loaded
// twice) and inside vitest, whose process has no tsx loader of its own.
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';
// Before tsx, as src/preload.mjs does for the main thread: through tsx's transform libxml2-wasm's module costs
// each thread about 150 MB for good.
import 'libxml2-wasm';

// On Linux a thread has its own nice value: this lowers the worker only, so the event loop (and PostgreSQL)
// get the cores first and a batch of files reads in whatever CPU time is left. Elsewhere it would lower the
// whole process, so it is not done.
if (workerData.niceness && process.platform === 'linux') os.setPriority(workerData.niceness);
register();
const { run } = await import(workerData.module);

/** AppError's code and details survive the trip; any other error keeps its name, message and stack. */
function serialize(error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const { name, message, stack, code, details, retryAfterSeconds } = error;
  return { name, message, stack, code, details, retryAfterSeconds };
}

parentPort.on('message', async ({ id, task }) => {
  try {
    parentPort.postMessage({ id, result: await run(task) });
  } catch (error) {
    parentPort.postMessage({ id, error: serialize(error) });
  }
});
