import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { formatKg } from '../../../lib/format';
import { useMaterialTerceirosResumo } from '../api/buscar-material-terceiros-resumo';

const RELATORIO = '/relatorios/material-terceiros';

/**
 * Clients' material in our possession: each figure opens the report filtered to it, so the clerk goes from
 * "1 200 kg overdue" straight to the items to return or regularise.
 */
export function MaterialTerceirosCard() {
  const resumo = useMaterialTerceirosResumo();
  const dados = resumo.data;
  const linhas = dados && [
    { rotulo: 'Em nosso poder', valor: dados.saldo_kg, filtro: '', classe: '' },
    {
      rotulo: 'Vence em 30 dias',
      valor: dados.a_vencer_kg,
      filtro: '?situacao=a_vencer',
      classe: 'valor--alerta',
    },
    { rotulo: 'Vencido', valor: dados.vencido_kg, filtro: '?situacao=vencido', classe: 'valor--pagar' },
  ];
  return (
    <Card title="Material de Terceiros">
      {resumo.isError && <p className="dashboard__carregando">Não foi possível carregar.</p>}
      {!linhas && !resumo.isError && <p aria-busy="true">Carregando...</p>}
      {linhas && (
        <dl className="indicador__pares">
          {linhas.map((l) => (
            <div key={l.rotulo}>
              <dt>{l.rotulo}</dt>
              <dd className={`indicador__valor ${l.classe}`}>
                <Link to={`${RELATORIO}${l.filtro}`}>{formatKg(l.valor)}</Link>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
