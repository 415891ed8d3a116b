import { useState } from 'react';
import { BarraDeFiltros } from '../../../components/filtros/barra-de-filtros';
import { PageHeader } from '../../../components/layout/page-header';
import { Notice } from '../../../components/ui/notice';
import { Pagination } from '../../../components/ui/pagination';
import { formatDate, formatKg } from '../../../lib/format';
import { useAlertaDeFalha } from '../../../lib/use-alerta-de-falha';
import { useFiltrosNaUrl } from '../../../lib/use-filtros-na-url';
import {
  useMaterialTerceiros,
  useOpcoesMaterialTerceiros,
  useTotaisMaterialTerceiros,
} from '../api/buscar-material-terceiros';
import {
  camposMaterialTerceiros,
  type FiltrosMaterialTerceiros,
  ROTULOS_SITUACAO,
} from '../utils/filtros-material-terceiros';
import { HistoricoMaterialModal } from './historico-material-modal';
import { MaterialTerceirosTable } from './material-terceiros-table';
import { MaterialTerceirosTotais } from './material-terceiros-totais';
import { RelatorioAcoes } from './relatorio-acoes';
import './relatorios.css';

const FALHA = 'Falha ao carregar relatório.';

/**
 * Relatórios > Material de Terceiros: the clients' material in our possession, item by item, with the deadline of
 * its ICMS suspension. The filters live in the address, so the dashboard card links to a filtered report.
 */
export function MaterialTerceirosScreen() {
  // Reading the address needs no options (ids are checked by their form), the bar's selects do.
  const lista = useFiltrosNaUrl<FiltrosMaterialTerceiros>(camposMaterialTerceiros(undefined));
  const { filtros, page } = lista;
  const opcoes = useOpcoesMaterialTerceiros(filtros.encerrados);
  const campos = camposMaterialTerceiros(opcoes.data);
  const query = useMaterialTerceiros({ ...filtros, page });
  const relatorio = query.data;
  const [historico, setHistorico] = useState<number | null>(null);
  // The client and product totals page apart from the items', back to the first whenever the filters change.
  const chaveDosFiltros = JSON.stringify(filtros);
  const [paginaClientes, setPaginaClientes] = usePaginaDosFiltros(chaveDosFiltros);
  const [paginaProdutos, setPaginaProdutos] = usePaginaDosFiltros(chaveDosFiltros);
  const clientes = useTotaisMaterialTerceiros('clientes', { ...filtros, page: paginaClientes });
  const produtos = useTotaisMaterialTerceiros('produtos', { ...filtros, page: paginaProdutos });
  useAlertaDeFalha(query.error, FALHA);
  useAlertaDeFalha(clientes.error ?? produtos.error, FALHA);

  const nomeCliente = opcoes.data?.clientes.find((c) => String(c.id_cliente) === filtros.id_cliente);
  const nomeProduto = opcoes.data?.produtos.find((p) => String(p.id_produto) === filtros.id_produto);
  // On paper the filters are gone: the heading says what the list is.
  const descricao = [
    relatorio && `Posição em ${formatDate(relatorio.hoje)}`,
    nomeCliente && `Cliente: ${nomeCliente.nome_razao_social}`,
    nomeProduto && `Produto: ${nomeProduto.nome}`,
    filtros.situacao && `Situação: ${ROTULOS_SITUACAO[filtros.situacao]}`,
    filtros.data_inicio && `Remessas desde ${formatDate(filtros.data_inicio)}`,
    filtros.data_fim && `até ${formatDate(filtros.data_fim)}`,
    filtros.encerrados && 'Inclui itens já devolvidos',
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <div className="stack">
      <PageHeader
        title="Material de Terceiros"
        description={descricao}
        actions={
          <RelatorioAcoes
            exportacao={{
              path: '/relatorios/material-terceiros.csv',
              query: filtros,
              nomeArquivo: `material-terceiros-${relatorio?.hoje ?? 'posicao'}.csv`,
            }}
          />
        }
      />
      <BarraDeFiltros campos={campos} lista={lista} />
      {query.isError ? (
        <Notice>{FALHA}</Notice>
      ) : (
        <>
          {relatorio && (
            <ul className="relatorio-resumo">
              <ResumoCard titulo="Saldo em Nosso Poder" valor={relatorio.totais.saldo_kg} />
              <ResumoCard titulo="Vence em até 30 dias" valor={relatorio.totais.a_vencer_kg} />
              <ResumoCard titulo="Vencido" valor={relatorio.totais.vencido_kg} />
              <ResumoCard titulo="Já Devolvido" valor={relatorio.totais.devolvido_kg} />
            </ul>
          )}
          <MaterialTerceirosTable
            linhas={relatorio?.data}
            onHistorico={setHistorico}
            isLoading={query.isPending}
            emptyMessage="Nenhum material de terceiros encontrado."
          />
          {relatorio && (
            <p className="relatorio-so-impressao">
              {`Página ${relatorio.currentPage} de ${relatorio.totalPages} · ${relatorio.totalItems} itens no total`}
            </p>
          )}
          <Pagination
            page={relatorio?.currentPage ?? page}
            totalPages={relatorio?.totalPages ?? 1}
            onPageChange={lista.irParaPagina}
          />
          {relatorio && relatorio.totalItems > 0 && (
            <MaterialTerceirosTotais
              totais={relatorio.totais}
              clientes={clientes.data}
              produtos={produtos.data}
              onPaginaClientes={setPaginaClientes}
              onPaginaProdutos={setPaginaProdutos}
            />
          )}
          <HistoricoMaterialModal idItem={historico} onClose={() => setHistorico(null)} />
        </>
      )}
    </div>
  );
}

/** A page of its own, back to the first when the filters (`chave`) change. */
function usePaginaDosFiltros(chave: string): [number, (page: number) => void] {
  const [pagina, setPagina] = useState({ chave, page: 1 });
  return [pagina.chave === chave ? pagina.page : 1, (page) => setPagina({ chave, page })];
}

function ResumoCard({ titulo, valor }: { titulo: string; valor: string }) {
  return (
    <li className="relatorio-resumo__card">
      <span className="relatorio-resumo__titulo">{titulo}</span>
      <span className="relatorio-resumo__valor">{formatKg(valor)}</span>
    </li>
  );
}
