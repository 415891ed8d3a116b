import { ClientesScreen } from '../features/clientes/components/clientes-screen';

export function ClientesRoute() {
  return <ClientesScreen />;
}
