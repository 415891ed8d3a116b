import { isApiError } from '../../../lib/api-error';

/**
 * A random UUID v4 for the emission's idempotency_key. crypto.randomUUID exists only in secure contexts (https
 * or localhost), and the back office is also opened over plain http on the office network, so the UUID is built
 * from crypto.getRandomValues, which every context has.
 */
export function novaChaveIdempotencia(
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
) {
  const bytes = random(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Whether a failed emission was judged by the server. When it was not (no connection, a 5xx, or 409 while the
 * first request is still being sent) the DPS may be on its way: the retry keeps the same key, so the server answers
 * that emission's outcome instead of issuing a second NFS-e. After a judged answer the next attempt is a new one.
 */
export function isFalhaConclusiva(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.status >= 400 && error.status < 500 && error.status !== 409 && error.status !== 408;
}
