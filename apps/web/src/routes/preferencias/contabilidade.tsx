import { ContabilidadeScreen } from '../../features/contabilidade/components/contabilidade-screen';

/** Anyone signed in, like the XML downloads of each note the export gathers. */
export function ContabilidadeRoute() {
  return <ContabilidadeScreen />;
}
