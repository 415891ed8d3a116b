import { useState } from 'react';
import { PageHeader } from '../../../components/layout/page-header';
import { Notice } from '../../../components/ui/notice';
import { useFluxoCaixa } from '../api/get-fluxo-caixa';
import { useAlertaDeFalha } from '../hooks/use-alerta-de-falha';
import { descricaoPeriodo, type Periodo, periodoMesAteHoje } from '../utils/periodo';
import { FluxoCaixaResumo } from './fluxo-caixa-resumo';
import { MovimentacoesTable } from './movimentacoes-table';
import { PeriodoForm } from './periodo-form';
import { RelatorioAcoes } from './relatorio-acoes';
import './relatorios.css';

const FALHA = 'Falha ao carregar relatório.';

/** SPEC §2 cash flow: a period (default: first day of the month to today), four cards and the movements. */
export function FluxoCaixaScreen() {
  const [padrao] = useState(periodoMesAteHoje);
  const [periodo, setPeriodo] = useState<Periodo>(padrao);
  const fluxoQuery = useFluxoCaixa(periodo);
  const fluxo = fluxoQuery.data;
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
      <PeriodoForm aplicado={periodo} padrao={padrao} onAplicar={setPeriodo} />
      {fluxoQuery.isError ? (
        <Notice>{FALHA}</Notice>
      ) : (
        <>
          {fluxo && <FluxoCaixaResumo fluxo={fluxo} />}
          <MovimentacoesTable movimentacoes={fluxo?.movimentacoes} isLoading={fluxoQuery.isPending} />
        </>
      )}
    </div>
  );
}
