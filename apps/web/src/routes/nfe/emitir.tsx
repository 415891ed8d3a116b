import { useParams } from 'react-router';
import { RascunhoScreen } from '../../features/nfe/components/rascunho-screen';

/** /nfe/emitir creates a draft; /nfe/emitir/:id edits that draft on the same screen (SPEC §2). */
export function EmitirNfeRoute() {
  const { id } = useParams();
  const idRascunho = id === undefined ? undefined : Number(id);
  // A new screen per draft: nothing of one draft's state carries into the next.
  return <RascunhoScreen key={id ?? 'novo'} idRascunho={idRascunho} />;
}
