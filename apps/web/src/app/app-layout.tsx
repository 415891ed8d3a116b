import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { AppShell } from '../components/layout/app-shell';
import { isPathInside, navigationFor } from '../components/layout/navigation';
import { AmbienteFiscalAviso } from '../features/fiscal/components/ambiente-fiscal-aviso';
import { isAdministrador, isChaoDeFabrica, TELA_DO_CHAO } from '../lib/perfil';
import { useSession } from '../lib/use-session';
import { NAVIGATION, NAVIGATION_CHAO } from './navigation';

/** The signed-in frame: wires the session (name, 'Sair') into the shell around every screen. */
export function AppLayout() {
  const { user, signOut, isSigningOut } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  // RequireSession renders this only when signed in; the guard keeps TypeScript honest.
  if (!user) return null;
  // The floor's profile lands on its screen and stays there: every other screen calls routes the API refuses it.
  const isChao = isChaoDeFabrica(user);
  if (isChao && !isPathInside(pathname, TELA_DO_CHAO)) return <Navigate to={TELA_DO_CHAO} replace />;

  async function handleLogout() {
    await signOut();
    navigate('/login', { replace: true });
  }

  return (
    <AppShell
      userName={user.nome}
      navigation={isChao ? NAVIGATION_CHAO : navigationFor(NAVIGATION, isAdministrador(user))}
      onLogout={handleLogout}
      isLoggingOut={isSigningOut}
      // The fiscal environment is not the floor's (and its route answers the profile 403).
      banner={isChao ? undefined : <AmbienteFiscalAviso />}
    >
      <Outlet />
    </AppShell>
  );
}
