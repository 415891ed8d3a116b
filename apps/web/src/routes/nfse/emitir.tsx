import { useSession } from '../../features/auth/hooks/use-session';
import { NfseScreen } from '../../features/nfse/components/nfse-screen';
import { isAdministrador } from '../../lib/perfil';

export function EmitirNfseRoute() {
  const { user } = useSession();
  return <NfseScreen isAdministrador={isAdministrador(user)} />;
}
