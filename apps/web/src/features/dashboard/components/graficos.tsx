import type { TDashboard } from '@erp/contracts/relatorios';
import { Card } from '../../../components/ui/card';
import { formatDecimal, formatKgExato } from '../../../lib/format';
import { rotuloMes } from '../utils/rotulo-mes';
import { GraficoBarras } from './grafico-barras';
import { GraficoLinhas } from './grafico-linhas';

const MOVIMENTACAO = 'Movimentação de Estoque (Últimos 6 Meses)';
const NOTAS = 'Notas Emitidas (Últimos 6 Meses)';

/** Grid lines read as whole kg once the steps are whole ('1.000'), with decimals only for tiny scales. */
function marcaKg(valor: number): string {
  return formatDecimal(valor, Number.isInteger(valor) ? 0 : 2);
}

/**
 * SPEC §2: the stock line chart and the notes bar chart over the last six months. Each point's tooltip has the
 * month's exact kg (a cancelled NF-e's exit and its reversal are left out by the API).
 */
export function Graficos({ dados }: { dados: Pick<TDashboard, 'graficoEstoque' | 'graficoNotas'> }) {
  return (
    <div className="dashboard__graficos">
      <Card title={MOVIMENTACAO}>
        <GraficoLinhas
          titulo={MOVIMENTACAO}
          meses={dados.graficoEstoque.map((m) => rotuloMes(m.mes))}
          tituloEixoY="Quantidade (kg)"
          formatarValor={formatKgExato}
          formatarMarca={marcaKg}
          series={[
            {
              nome: 'Entradas (kg)',
              classe: 'serie--entradas',
              valores: dados.graficoEstoque.map((m) => m.entradas),
            },
            {
              nome: 'Saídas (kg)',
              classe: 'serie--saidas',
              valores: dados.graficoEstoque.map((m) => m.saidas),
            },
          ]}
        />
      </Card>
      <Card title={NOTAS}>
        <GraficoBarras
          titulo={NOTAS}
          meses={dados.graficoNotas.map((m) => rotuloMes(m.mes))}
          tituloEixoY="Notas"
          serie={{
            nome: 'Quantidade de Notas',
            classe: 'serie--notas',
            valores: dados.graficoNotas.map((m) => m.total_notas),
          }}
        />
      </Card>
    </div>
  );
}
