import { Outlet, useNavigate } from 'react-router';
import { AppShell } from '../components/layout/app-shell';
import { navigationFor } from '../components/layout/navigation';
import { AmbienteFiscalAviso } from '../features/fiscal/components/ambiente-fiscal-aviso';
import { isAdministrador } from '../lib/perfil';
import { useSession } from '../lib/use-session';
import { NAVIGATION } from './navigation';

/** The signed-in frame: wires the session (name, 'Sair') into the shell around every screen. */
export function AppLayout() {
  const { user, signOut, isSigningOut } = useSession();
  const navigate = useNavigate();

  // RequireSession renders this only when signed in; the guard keeps TypeScript honest.
  if (!user) return null;

  async function handleLogout() {
    await signOut();
    navigate('/login', { replace: true });
  }

  return (
    <AppShell
      userName={user.nome}
      navigation={navigationFor(NAVIGATION, isAdministrador(user))}
      onLogout={handleLogout}
      isLoggingOut={isSigningOut}
      banner={<AmbienteFiscalAviso />}
    >
      <Outlet />
    </AppShell>
  );
}
