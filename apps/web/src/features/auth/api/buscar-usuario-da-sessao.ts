import { type TSessionUser, ZSessionUser } from '@erp/contracts/auth';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const meQueryKey = ['session', 'me'] as const;

function unwrapUser(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'user' in body ? body.user : body;
}

/** The signed-in user according to the server; a 401 here means the stored token is no longer valid. */
export async function getMe({ signal }: { signal?: AbortSignal } = {}): Promise<TSessionUser> {
  const body = await apiClient.get<unknown>('/me', { signal });
  // Accepts both { user } (like the login answer) and the bare user object.
  return ZSessionUser.parse(unwrapUser(body));
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: getMe,
    // The restore placeholder waits on this call: fail fast instead of retrying behind 'Carregando...'.
    retry: false,
    // Re-checked when the window regains focus after 5 minutes, so a revoked session is noticed.
    staleTime: 5 * 60_000,
  });
}
