import { PlaceholderPage } from '../../components/layout/placeholder-page';

export function EmitirNfseRoute() {
  return <PlaceholderPage title="Emitir NFS-e" />;
}
