import { BlocoKScreen } from '../../features/bloco-k/components/bloco-k-screen';

/** Anyone signed in, like the accountant's export. */
export function BlocoKRoute() {
  return <BlocoKScreen />;
}
