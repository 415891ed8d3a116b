import { type TSessionUser, ZSessionUser } from '@erp/contracts/auth';

// SPEC §3 and §9 fix these key names; other tabs and older builds read the same keys.
const USER_KEY = 'user';
const TOKEN_KEY = 'token';

export type StoredSession = { user: TSessionUser; token: string };

export function readToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

/**
 * The stored session, or null when it is missing or unreadable. localStorage can hold anything
 * (an older build's shape, a hand edit), so the user is validated rather than trusted.
 */
export function readStoredSession(): StoredSession | null {
  const token = readToken();
  const rawUser = localStorage.getItem(USER_KEY);
  if (!token || !rawUser) return null;
  try {
    const parsed = ZSessionUser.safeParse(JSON.parse(rawUser));
    return parsed.success ? { user: parsed.data, token } : null;
  } catch {
    return null;
  }
}

export function saveSession(session: StoredSession): void {
  localStorage.setItem(USER_KEY, JSON.stringify(session.user));
  localStorage.setItem(TOKEN_KEY, session.token);
}

export function saveUser(user: TSessionUser): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function clearSession(): void {
  localStorage.removeItem(USER_KEY);
  localStorage.removeItem(TOKEN_KEY);
}

/** True when a `storage` event says another tab signed in or out (the token changed). */
export function isTokenChange(event: Pick<StorageEvent, 'key' | 'oldValue' | 'newValue'>): boolean {
  // key is null when the other tab called localStorage.clear().
  if (event.key === null) return true;
  return event.key === TOKEN_KEY && event.oldValue !== event.newValue;
}
