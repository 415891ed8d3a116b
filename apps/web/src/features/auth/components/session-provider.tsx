import type { TLoginResponse } from '@erp/contracts/auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { onUnauthorized } from '../../../lib/api-client';
import {
  clearSession,
  isTokenChange,
  readStoredSession,
  type StoredSession,
  saveSession,
  saveUser,
} from '../../../lib/session-storage';
import { SessionContext, type SessionContextValue, type SessionState } from '../../../lib/use-session';
import { meQueryKey, meQueryOptions } from '../api/buscar-usuario-da-sessao';
import { logout } from '../api/sair';

/**
 * Owns the session (SPEC §3/§4). A stored session is only trusted after GET /api/me confirms it; until
 * then the app shows 'Carregando sistema...'. A 401 on any call (the token expired or was revoked)
 * signs out through the api-client's listener.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [stored, setStored] = useState<StoredSession | null>(readStoredSession);
  const [isSigningOut, setIsSigningOut] = useState(false);
  const me = useQuery({ ...meQueryOptions(), enabled: stored !== null });

  useEffect(
    () =>
      onUnauthorized(() => {
        setStored(null);
        queryClient.clear();
      }),
    [queryClient],
  );

  // Another tab signed in or out: this tab's memory no longer matches the browser's session.
  useEffect(() => {
    function handleStorage(event: StorageEvent) {
      if (isTokenChange(event)) window.location.reload();
    }
    window.addEventListener('storage', handleStorage);
    return () => window.removeEventListener('storage', handleStorage);
  }, []);

  // Keep the stored copy current when the server reports a changed name.
  useEffect(() => {
    if (stored && me.data) saveUser(me.data);
  }, [stored, me.data]);

  const signIn = useCallback(
    (response: TLoginResponse) => {
      saveSession(response);
      // Seeded so that signing in does not flash the restore placeholder while /me is asked again.
      queryClient.setQueryData(meQueryKey, response.user);
      setStored(response);
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    setIsSigningOut(true);
    try {
      await logout();
    } catch (error) {
      // The local session ends anyway; an unreachable server must not keep the user signed in here.
      console.warn('Falha ao encerrar a sessão no servidor:', error);
    } finally {
      clearSession();
      queryClient.clear();
      setStored(null);
      setIsSigningOut(false);
    }
  }, [queryClient]);

  const state: SessionState = useMemo(() => {
    if (!stored) return { status: 'signed-out', user: null };
    if (me.data) return { status: 'signed-in', user: me.data };
    // /me failed without a 401 (server unreachable, 5xx): keep the stored user rather than lock the
    // user out; the next call that reaches the server decides.
    if (me.isError) return { status: 'signed-in', user: stored.user };
    return { status: 'restoring', user: null };
  }, [stored, me.data, me.isError]);

  const value: SessionContextValue = useMemo(
    () => ({ ...state, signIn, signOut, isSigningOut }),
    [state, signIn, signOut, isSigningOut],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
