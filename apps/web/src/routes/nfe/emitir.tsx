import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/layout/placeholder-page';

/** /nfe/emitir creates a draft; /nfe/emitir/:id edits that draft on the same screen (SPEC §2). */
export function EmitirNfeRoute() {
  const { id } = useParams();
  return <PlaceholderPage title={id ? 'Editar Rascunho de NF-e' : 'Criar Rascunho de NF-e'} />;
}
