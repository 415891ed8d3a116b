import { useParams } from 'react-router';
import { OrdemDetalheScreen } from '../../features/producao/components/ordem-detalhe-screen';

/** /producao/ordens/:id, the order's detail. */
export function OrdemRoute() {
  const { id } = useParams();
  return <OrdemDetalheScreen key={id} id={Number(id)} />;
}
