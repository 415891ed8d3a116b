import type { TDashboard } from '@erp/contracts/relatorios';
import { Card } from '../../../components/ui/card';
import { formatBRL, formatKg } from '../../../lib/format';
import { MaterialTerceirosCard } from './material-terceiros-card';
import { ProducaoCard } from './producao-card';

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

/**
 * SPEC §2: the four cards, money in BRL and stock in kg with 2 decimals, as the API computed them; then the card
 * of clients' material and its deadlines. Billing is revenue: the NF-e's services (5124) and sales, and the NFS-e,
 * never the client's material going back.
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
        <p className="indicador__divisao">
          Serviços {formatBRL(dados.faturamentoMesServicos)} · Vendas {formatBRL(dados.faturamentoMesVendas)}{' '}
          · NFS-e {formatBRL(dados.faturamentoMesNfse)}
        </p>
      </Card>
      <Card title="Estoque de Matéria-Prima">
        <p className="indicador__valor indicador__valor--destaque">{formatKg(dados.totalEstoqueKg)}</p>
        <p className="indicador__divisao">
          Próprio {formatKg(dados.totalEstoqueProprioKg)} · De clientes{' '}
          {formatKg(dados.totalEstoqueTerceirosKg)}
        </p>
      </Card>
      <MaterialTerceirosCard />
      <ProducaoCard />
    </div>
  );
}
