import { BarraDeFiltros } from '../../../components/filtros/barra-de-filtros';
import { PageHeader } from '../../../components/layout/page-header';
import { Notice } from '../../../components/ui/notice';
import { Pagination } from '../../../components/ui/pagination';
import { todayIso } from '../../../lib/dates';
import type { CampoDeFiltro } from '../../../lib/filtros-na-url';
import { formatDate } from '../../../lib/format';
import { useAlertaDeFalha } from '../../../lib/use-alerta-de-falha';
import { useFiltrosNaUrl } from '../../../lib/use-filtros-na-url';
import { type EstoqueParams, useRelatorioEstoque } from '../api/buscar-relatorio-estoque';
import { EstoqueTable } from './estoque-table';
import { RelatorioAcoes } from './relatorio-acoes';
import './relatorios.css';

const FALHA = 'Falha ao carregar relatório de estoque.';
const CAMPOS: CampoDeFiltro<'search'>[] = [
  { tipo: 'busca', nome: 'search', rotulo: 'Buscar por Nome ou SKU' },
];

/** SPEC §2 stock report: search, a page of 10 products, the grand total in kg, print and CSV. */
export function EstoqueScreen() {
  const lista = useFiltrosNaUrl<{ search: string }>(CAMPOS);
  const params: EstoqueParams = { page: lista.page, search: lista.filtros.search };
  const estoqueQuery = useRelatorioEstoque(params);
  const relatorio = estoqueQuery.data;
  useAlertaDeFalha(estoqueQuery.error, FALHA);

  // On paper the search box is gone: the heading says what the list is.
  const descricao = [`Posição em ${formatDate(todayIso())}`, params.search && `Busca: "${params.search}"`]
    .filter(Boolean)
    .join(' · ');

  return (
    <div className="stack">
      <PageHeader
        title="Posição de Estoque"
        description={descricao}
        actions={
          <RelatorioAcoes
            exportacao={{
              path: '/relatorios/estoque.csv',
              query: { search: params.search },
              nomeArquivo: 'posicao-estoque.csv',
            }}
          />
        }
      />
      <BarraDeFiltros campos={CAMPOS} rotuloAplicar="Buscar" lista={lista} />
      {estoqueQuery.isError ? (
        <Notice>{FALHA}</Notice>
      ) : (
        <>
          <EstoqueTable
            linhas={relatorio?.data}
            totalEstoqueKg={relatorio?.totalEstoqueKg}
            totais={relatorio}
            isLoading={estoqueQuery.isPending}
            emptyMessage={
              params.search
                ? `Nenhum produto encontrado para "${params.search}".`
                : 'Nenhum produto cadastrado.'
            }
          />
          {relatorio && (
            // Paper has no paging buttons: it says which page of how many it is (the CSV has every product).
            <p className="relatorio-so-impressao">
              {`Página ${relatorio.currentPage} de ${relatorio.totalPages} · ${relatorio.totalItems} produtos no total`}
            </p>
          )}
          <Pagination
            page={relatorio?.currentPage ?? params.page}
            totalPages={relatorio?.totalPages ?? 1}
            onPageChange={lista.irParaPagina}
          />
        </>
      )}
    </div>
  );
}
