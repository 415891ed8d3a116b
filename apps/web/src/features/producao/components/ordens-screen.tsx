import type { TOrdemResumo } from '@erp/contracts/producao';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BarraDeFiltros } from '../../../components/filtros/barra-de-filtros';
import { PageHeader } from '../../../components/layout/page-header';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { Pagination } from '../../../components/ui/pagination';
import { serverErrorText } from '../../../lib/server-errors';
import { useAlertaDeFalha } from '../../../lib/use-alerta-de-falha';
import { useFiltrosNaUrl } from '../../../lib/use-filtros-na-url';
import { useClientesDaOrdem } from '../api/buscar-opcoes-da-ordem';
import { type OrdensFiltros, useOrdens } from '../api/buscar-ordens';
import { useGerarNfeRetorno } from '../api/gerar-nfe-retorno';
import { conferirSelecaoParaNfe, INTERVALO_DO_CHAO_MS } from '../utils/acoes-da-ordem';
import { NovaOrdemModal } from './nova-ordem-modal';
import { camposDasOrdens } from './ordens-filtros';
import { OrdensTable } from './ordens-table';
import './producao.css';

const FALHA = 'Falha ao carregar as ordens de industrialização.';

/**
 * Produção > Ordens de Industrialização: the orders with the filter bar in the address, paged; 'Nova Ordem'; and
 * the closed orders of one client ticked to 'Gerar NF-e de retorno', which opens the draft built from them.
 */
export function OrdensScreen() {
  const clientes = useClientesDaOrdem();
  const opcoesClientes = (clientes.data ?? []).map((c) => ({
    valor: String(c.id),
    rotulo: c.nome_razao_social,
  }));
  const campos = camposDasOrdens(opcoesClientes);
  const lista = useFiltrosNaUrl<OrdensFiltros>(campos);
  // The office follows the floor: the list is read again every few seconds.
  const ordensQuery = useOrdens({ ...lista.filtros, page: lista.page }, INTERVALO_DO_CHAO_MS);
  useAlertaDeFalha(ordensQuery.error, FALHA);
  const [isNovaAberta, setIsNovaAberta] = useState(false);
  const [selecionadas, setSelecionadas] = useState<Map<number, TOrdemResumo>>(new Map());
  const [aviso, setAviso] = useState<string | null>(null);
  const gerar = useGerarNfeRetorno();
  const navigate = useNavigate();
  const page = ordensQuery.data;

  function selecionar(ordem: TOrdemResumo, isSelecionada: boolean) {
    setSelecionadas((atual) => {
      const nova = new Map(atual);
      if (isSelecionada) nova.set(ordem.id, ordem);
      else nova.delete(ordem.id);
      return nova;
    });
  }

  function gerarNfe() {
    const ordens = [...selecionadas.values()];
    const problema = conferirSelecaoParaNfe(ordens);
    if (problema) {
      setAviso(problema);
      return;
    }
    setAviso(null);
    gerar.mutate(
      ordens.map((o) => o.id),
      {
        onSuccess: (idRascunho) => navigate(`/nfe/emitir/${idRascunho}`),
        onError: (error) => setAviso(serverErrorText(error, 'Não foi possível gerar a NF-e de retorno.')),
      },
    );
  }

  return (
    <div className="stack">
      <PageHeader
        title={
          page ? `Ordens de Industrialização (${page.totalItems} no total)` : 'Ordens de Industrialização'
        }
        actions={
          <>
            <Button
              variant="secondary"
              onClick={gerarNfe}
              disabled={selecionadas.size === 0}
              isLoading={gerar.isPending}
              loadingText="Gerando..."
            >
              {selecionadas.size > 0
                ? `Gerar NF-e de retorno (${selecionadas.size})`
                : 'Gerar NF-e de retorno'}
            </Button>
            <Button onClick={() => setIsNovaAberta(true)}>Nova Ordem</Button>
          </>
        }
      />
      {aviso && <Notice onDismiss={() => setAviso(null)}>{aviso}</Notice>}
      <BarraDeFiltros campos={campos} lista={lista} />
      {ordensQuery.isError && <Notice>{serverErrorText(ordensQuery.error, FALHA)}</Notice>}
      <p className="ordens__dica no-print">
        Para faturar, marque as ordens concluídas de um mesmo cliente e toque em 'Gerar NF-e de retorno'.
      </p>
      <OrdensTable
        ordens={page?.data}
        isLoading={ordensQuery.isPending}
        emptyMessage={
          lista.isFiltrado
            ? 'Nenhuma ordem encontrada para os filtros aplicados.'
            : 'Nenhuma ordem cadastrada.'
        }
        selecionadas={new Set(selecionadas.keys())}
        onSelecionar={selecionar}
      />
      <Pagination
        page={page?.currentPage ?? lista.page}
        totalPages={page?.totalPages ?? 1}
        onPageChange={lista.irParaPagina}
      />
      {isNovaAberta && (
        <NovaOrdemModal
          onClose={() => setIsNovaAberta(false)}
          onCriada={(id) => {
            setIsNovaAberta(false);
            navigate(`/producao/ordens/${id}`);
          }}
        />
      )}
    </div>
  );
}
