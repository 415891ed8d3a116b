import { useState } from 'react';
import { BarraDeFiltros } from '../../../components/filtros/barra-de-filtros';
import { PageHeader } from '../../../components/layout/page-header';
import { Notice } from '../../../components/ui/notice';
import { Pagination } from '../../../components/ui/pagination';
import { useAlertaDeFalha } from '../../../lib/use-alerta-de-falha';
import { useFiltrosNaUrl } from '../../../lib/use-filtros-na-url';
import { useRelatorioPerdas } from '../api/buscar-relatorio-perdas';
import { CAMPOS_PERIODO, descricaoPeriodo, type Periodo, periodoMesAteHoje } from '../utils/periodo';
import { PerdasTable } from './perdas-table';
import { RelatorioAcoes } from './relatorio-acoes';
import './relatorios.css';

const FALHA = 'Falha ao carregar relatório.';

/**
 * Relatórios > Perdas por Cliente e Produto: the orders closed in the period (default: the month until today), the
 * loss of each client and product against its agreement, totals, CSV and print.
 */
export function PerdasScreen() {
  const [padrao] = useState(periodoMesAteHoje);
  const lista = useFiltrosNaUrl<Periodo>(CAMPOS_PERIODO, padrao);
  const periodo = lista.filtros;
  const query = useRelatorioPerdas({ ...periodo, page: lista.page });
  useAlertaDeFalha(query.error, FALHA);
  const relatorio = query.data;

  return (
    <div className="stack">
      <PageHeader
        title="Perdas por Cliente e Produto"
        description={`${descricaoPeriodo(periodo)} · ordens concluídas no período`}
        actions={
          <RelatorioAcoes
            exportacao={{
              path: '/relatorios/perdas.csv',
              query: periodo,
              nomeArquivo: `perdas-por-cliente-e-produto_${periodo.data_inicio}_${periodo.data_fim}.csv`,
            }}
          />
        }
      />
      <BarraDeFiltros campos={CAMPOS_PERIODO} padrao={padrao} lista={lista} />
      {query.isError ? (
        <Notice>{FALHA}</Notice>
      ) : (
        <>
          <PerdasTable relatorio={relatorio} isLoading={query.isPending} />
          <Pagination
            page={relatorio?.currentPage ?? lista.page}
            totalPages={relatorio?.totalPages ?? 1}
            onPageChange={lista.irParaPagina}
          />
        </>
      )}
    </div>
  );
}
