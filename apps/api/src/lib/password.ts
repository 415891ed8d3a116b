import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import os from 'node:os';
import { ErrorCode } from '@erp/contracts/errors';
import { AppError } from './app-error.ts';
import { Semaphore, SemaphoreTimeoutError } from './semaphore.ts';

// OWASP Password Storage Cheat Sheet: scrypt with N=2^17, r=8, p=1 (128 MiB of memory per hash).
const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

/**
 * Each scrypt takes a core and 128 MiB for about a quarter of a second on libuv's thread pool, which also
 * compresses responses and reads files. Without a limit a login flood filled the pool's 4 threads: every
 * compressed answer waited seconds behind the hashes and the process grew past 700 MB. So at most one hash per
 * core, always leaving a pool thread free; the rest wait briefly and are then told to come back (503).
 */
const THREAD_POOL_SIZE = Number(process.env.UV_THREADPOOL_SIZE) || 4;
const MAX_CONCURRENT_HASHES = Math.max(1, Math.min(os.availableParallelism(), THREAD_POOL_SIZE - 1));
const hashing = new Semaphore(MAX_CONCURRENT_HASHES, 2000);

/** How a hash waits for its turn: `isPriority` jumps the queue, `maxWaitMs` (default 2 s) before the 503. */
export type HashQueueOptions = { isPriority?: boolean; maxWaitMs?: number };

export const SERVER_BUSY = 'Servidor ocupado. Tente novamente em instantes.';

async function derive(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
  queue: HashQueueOptions = {},
): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  const compute = () =>
    new Promise<Buffer>((resolve, reject) =>
      scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) =>
        err ? reject(err) : resolve(key),
      ),
    );
  try {
    return await hashing.run(compute, queue);
  } catch (error) {
    if (!(error instanceof SemaphoreTimeoutError)) throw error;
    throw new AppError(ErrorCode.UNAVAILABLE, SERVER_BUSY, undefined, {
      retryAfterSeconds: Math.max(1, Math.ceil(error.waitedMs / 1000)),
    });
  }
}

/** `scrypt$N$r$p$salt$hash`, base64url: the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

/**
 * Whether the password matches the stored hash. `isPriority` lets a sign-in known to be legitimate (this e-mail
 * signed in from this IP before) skip the queue of a flood. Throws 503 'Servidor ocupado' when no hashing slot
 * frees up in time.
 */
export async function verifyPassword(
  password: string,
  stored: string,
  queue: HashQueueOptions = {},
): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const actual = await derive(password, Buffer.from(salt, 'base64url'), params, queue);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;
/**
 * A hash to verify against when the e-mail does not exist, so that a wrong e-mail costs the same time as a
 * wrong password and the answer does not reveal which accounts exist.
 */
export function dummyPasswordHash(): Promise<string> {
  if (!dummyHash) {
    dummyHash = hashPassword(randomBytes(16).toString('hex'));
    // A first call turned away by a busy server must not leave every later unknown e-mail failing with it.
    dummyHash.catch(() => {
      dummyHash = undefined;
    });
  }
  return dummyHash;
}
