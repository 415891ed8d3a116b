import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { formatKg } from '../../../lib/format';
import { useResumoProducao } from '../api/buscar-resumo-producao';

const ORDENS = '/producao/ordens';

/**
 * The floor at a glance: orders in production, and the closed ones still to invoice with the kg they hold to give
 * back on their return note; each figure opens the orders filtered to it.
 */
export function ProducaoCard() {
  const resumo = useResumoProducao();
  const dados = resumo.data;
  return (
    <Card title="Produção">
      {resumo.isError && <p className="dashboard__carregando">Não foi possível carregar.</p>}
      {!dados && !resumo.isError && <p aria-busy="true">Carregando...</p>}
      {dados && (
        <dl className="indicador__pares">
          <div>
            <dt>Em produção</dt>
            <dd className="indicador__valor">
              <Link to={`${ORDENS}?status=${encodeURIComponent('Em produção')}`}>{dados.em_producao}</Link>
            </dd>
          </div>
          <div>
            <dt>Concluídas a faturar</dt>
            <dd className="indicador__valor valor--alerta">
              <Link to={`${ORDENS}?status=${encodeURIComponent('Concluída')}`}>
                {dados.concluidas_a_faturar}
              </Link>
            </dd>
          </div>
          <div>
            <dt>Aguardando retorno</dt>
            <dd className="indicador__valor">{formatKg(dados.aguardando_retorno_kg)}</dd>
          </div>
        </dl>
      )}
    </Card>
  );
}
