import { NfseScreen } from '../../features/nfse/components/nfse-screen';
import { isAdministrador } from '../../lib/perfil';
import { useSession } from '../../lib/use-session';

export function EmitirNfseRoute() {
  const { user } = useSession();
  return <NfseScreen isAdministrador={isAdministrador(user)} />;
}
