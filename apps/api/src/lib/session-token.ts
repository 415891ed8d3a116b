import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url: the opaque bearer token handed to the client once. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored: a leaked sessions table gives no usable token. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
