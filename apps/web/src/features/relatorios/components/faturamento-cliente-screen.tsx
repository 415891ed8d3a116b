import { useState } from 'react';
import { BarraDeFiltros } from '../../../components/filtros/barra-de-filtros';
import { PageHeader } from '../../../components/layout/page-header';
import { Notice } from '../../../components/ui/notice';
import { useAlertaDeFalha } from '../../../lib/use-alerta-de-falha';
import { useFiltrosNaUrl } from '../../../lib/use-filtros-na-url';
import { useFaturamentoCliente } from '../api/buscar-faturamento-cliente';
import { CAMPOS_PERIODO, descricaoPeriodo, type Periodo, periodoMesAtual } from '../utils/periodo';
import { FaturamentoClienteTable } from './faturamento-cliente-table';
import { RelatorioAcoes } from './relatorio-acoes';
import './relatorios.css';

const FALHA = 'Falha ao carregar relatório.';

/** SPEC §2 billing per client: a period (default: the current month), the table and its total row. */
export function FaturamentoClienteScreen() {
  const [padrao] = useState(periodoMesAtual);
  const lista = useFiltrosNaUrl<Periodo>(CAMPOS_PERIODO, padrao);
  const periodo = lista.filtros;
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
      <BarraDeFiltros campos={CAMPOS_PERIODO} padrao={padrao} lista={lista} />
      {faturamentoQuery.isError ? (
        <Notice>{FALHA}</Notice>
      ) : (
        <FaturamentoClienteTable linhas={faturamentoQuery.data} isLoading={faturamentoQuery.isPending} />
      )}
    </div>
  );
}
