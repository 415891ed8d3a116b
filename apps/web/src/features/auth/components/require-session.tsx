import { Navigate, Outlet } from 'react-router';
import { LoadingScreen } from '../../../components/layout/loading-screen';
import { useSession } from '../../../lib/use-session';

/** Guards every screen but /login (SPEC §2): signed out, any path goes to /login. */
export function RequireSession() {
  const { status } = useSession();
  if (status === 'restoring') return <LoadingScreen />;
  if (status === 'signed-out') return <Navigate to="/login" replace />;
  return <Outlet />;
}

/** The login screen is only for signed-out users; a signed-in user goes to the start page. */
export function RequireNoSession() {
  const { status } = useSession();
  if (status === 'restoring') return <LoadingScreen />;
  if (status === 'signed-in') return <Navigate to="/" replace />;
  return <Outlet />;
}
