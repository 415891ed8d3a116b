import { apiClient } from '../../../lib/api-client';

/** Revokes the token on the server. Callers sign out locally whatever the answer. */
export async function logout(): Promise<void> {
  await apiClient.post<unknown>('/logout');
}
