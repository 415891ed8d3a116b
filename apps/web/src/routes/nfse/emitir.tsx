import { NfseScreen } from '../../features/nfse/components/nfse-screen';

export function EmitirNfseRoute() {
  return <NfseScreen />;
}
