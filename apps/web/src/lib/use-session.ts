import type { TLoginResponse, TSessionUser } from '@erp/contracts/auth';
import { createContext, useContext } from 'react';

/** SPEC §4 Session: restoring (loading flag) -> signed in or signed out. */
export type SessionState =
  | { status: 'restoring'; user: null }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: TSessionUser };

export type SessionContextValue = SessionState & {
  signIn: (response: TLoginResponse) => void;
  signOut: () => Promise<void>;
  isSigningOut: boolean;
};

export const SessionContext = createContext<SessionContextValue | null>(null);

export function useSession(): SessionContextValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
