import { MaterialTerceirosScreen } from '../../features/relatorios/components/material-terceiros-screen';

export function MaterialTerceirosRoute() {
  return <MaterialTerceirosScreen />;
}
