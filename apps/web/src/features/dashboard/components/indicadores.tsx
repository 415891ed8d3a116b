import type { TDashboard } from '@erp/contracts/relatorios';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { formatBRL, formatKg } from '../../../lib/format';

function ReceberPagar({ receber, pagar }: { receber: string; pagar: string }) {
  return (
    <dl className="indicador__pares">
      <div>
        <dt>A Receber</dt>
        <dd className="indicador__valor valor--receber">{formatBRL(receber)}</dd>
      </div>
      <div>
        <dt>A Pagar</dt>
        <dd className="indicador__valor valor--pagar">{formatBRL(pagar)}</dd>
      </div>
    </dl>
  );
}

const RELATORIO_MATERIAL = '/relatorios/material-terceiros';

/**
 * Clients' material in our possession: each figure opens the report filtered to it, so the clerk goes from
 * "1 200 kg overdue" straight to the items to return or regularise.
 */
function MaterialTerceiros({ dados }: { dados: TDashboard['materialTerceiros'] }) {
  const linhas = [
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
    <dl className="indicador__pares">
      {linhas.map((l) => (
        <div key={l.rotulo}>
          <dt>{l.rotulo}</dt>
          <dd className={`indicador__valor ${l.classe}`}>
            <Link to={`${RELATORIO_MATERIAL}${l.filtro}`}>{formatKg(l.valor)}</Link>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * SPEC §2: the four cards, money in BRL and stock in kg with 2 decimals, as the API computed them; then the card
 * of clients' material and its deadlines.
 */
export function Indicadores({ dados }: { dados: TDashboard }) {
  return (
    <div className="dashboard__cards">
      <Card title="Financeiro (Próx. 30 dias)">
        <ReceberPagar receber={dados.contasAReceber} pagar={dados.contasAPagar} />
      </Card>
      <Card title="Contas Vencidas">
        <ReceberPagar receber={dados.contasAReceberAtrasado} pagar={dados.contasAPagarAtrasado} />
      </Card>
      <Card title="Faturamento no Mês">
        <p className="indicador__valor indicador__valor--destaque">{formatBRL(dados.faturamentoMes)}</p>
      </Card>
      <Card title="Estoque de Matéria-Prima">
        <p className="indicador__valor indicador__valor--destaque">{formatKg(dados.totalEstoqueKg)}</p>
      </Card>
      <Card title="Material de Terceiros">
        <MaterialTerceiros dados={dados.materialTerceiros} />
      </Card>
    </div>
  );
}
