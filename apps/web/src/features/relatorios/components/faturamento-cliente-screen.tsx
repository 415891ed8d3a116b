import { useState } from 'react';
import { PageHeader } from '../../../components/layout/page-header';
import { Notice } from '../../../components/ui/notice';
import { useAlertaDeFalha } from '../../../lib/use-alerta-de-falha';
import { useFaturamentoCliente } from '../api/buscar-faturamento-cliente';
import { descricaoPeriodo, type Periodo, periodoMesAtual } from '../utils/periodo';
import { FaturamentoClienteTable } from './faturamento-cliente-table';
import { PeriodoForm } from './periodo-form';
import { RelatorioAcoes } from './relatorio-acoes';
import './relatorios.css';

const FALHA = 'Falha ao carregar relatório.';

/** SPEC §2 billing per client: a period (default: the current month), the table and its total row. */
export function FaturamentoClienteScreen() {
  const [padrao] = useState(periodoMesAtual);
  const [periodo, setPeriodo] = useState<Periodo>(padrao);
  const faturamentoQuery = useFaturamentoCliente(periodo);
  useAlertaDeFalha(faturamentoQuery.error, FALHA);

  return (
    <div className="stack">
      <PageHeader
        title="Faturamento por Cliente"
        description={descricaoPeriodo(periodo)}
        actions={
          <RelatorioAcoes
            exportacao={{
              path: '/relatorios/faturamento-cliente.csv',
              query: periodo,
              nomeArquivo: `faturamento-por-cliente_${periodo.data_inicio}_${periodo.data_fim}.csv`,
            }}
          />
        }
      />
      <PeriodoForm aplicado={periodo} padrao={padrao} onAplicar={setPeriodo} />
      {faturamentoQuery.isError ? (
        <Notice>{FALHA}</Notice>
      ) : (
        <FaturamentoClienteTable linhas={faturamentoQuery.data} isLoading={faturamentoQuery.isPending} />
      )}
    </div>
  );
}
