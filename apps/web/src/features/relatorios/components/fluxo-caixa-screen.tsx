import { useState } from 'react';
import { BarraDeFiltros } from '../../../components/filtros/barra-de-filtros';
import { PageHeader } from '../../../components/layout/page-header';
import { Notice } from '../../../components/ui/notice';
import { Pagination } from '../../../components/ui/pagination';
import { useAlertaDeFalha } from '../../../lib/use-alerta-de-falha';
import { useFiltrosNaUrl } from '../../../lib/use-filtros-na-url';
import { useFluxoCaixa } from '../api/buscar-fluxo-caixa';
import { CAMPOS_PERIODO, descricaoPeriodo, type Periodo, periodoMesAteHoje } from '../utils/periodo';
import { FluxoCaixaResumo } from './fluxo-caixa-resumo';
import { MovimentacoesTable } from './movimentacoes-table';
import { RelatorioAcoes } from './relatorio-acoes';
import './relatorios.css';

const FALHA = 'Falha ao carregar relatório.';

/**
 * SPEC §2 cash flow: a period (default: first day of the month to today), four cards of the whole period and
 * its movements a page at a time, the running balance continuing from page to page.
 */
export function FluxoCaixaScreen() {
  const [padrao] = useState(periodoMesAteHoje);
  const lista = useFiltrosNaUrl<Periodo>(CAMPOS_PERIODO, padrao);
  const periodo = lista.filtros;
  const params = { periodo, page: lista.page };
  const fluxoQuery = useFluxoCaixa(params);
  const fluxo = fluxoQuery.data;
  const totalPages = fluxo?.totalPages ?? 1;
  useAlertaDeFalha(fluxoQuery.error, FALHA);

  return (
    <div className="stack">
      <PageHeader
        title="Fluxo de Caixa"
        description={descricaoPeriodo(periodo)}
        actions={
          <RelatorioAcoes
            exportacao={{
              path: '/relatorios/fluxo-caixa.csv',
              query: periodo,
              nomeArquivo: `fluxo-caixa_${periodo.data_inicio}_${periodo.data_fim}.csv`,
            }}
          />
        }
      />
      <BarraDeFiltros campos={CAMPOS_PERIODO} padrao={padrao} lista={lista} />
      {fluxoQuery.isError ? (
        <Notice>{FALHA}</Notice>
      ) : (
        <>
          {fluxo && <FluxoCaixaResumo fluxo={fluxo} />}
          <MovimentacoesTable movimentacoes={fluxo?.movimentacoes} isLoading={fluxoQuery.isPending} />
          {fluxo && totalPages > 1 && (
            // Paper has no paging buttons: the cards are the whole period, the rows only this page.
            <p className="relatorio-so-impressao">
              {`Movimentações da página ${fluxo.currentPage} de ${totalPages}.`}
            </p>
          )}
          <Pagination
            page={fluxo?.currentPage ?? params.page}
            totalPages={totalPages}
            onPageChange={lista.irParaPagina}
          />
        </>
      )}
    </div>
  );
}
