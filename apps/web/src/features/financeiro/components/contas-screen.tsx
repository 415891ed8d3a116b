import type { TLancamento } from '@erp/contracts/financeiro';
import { useEffect, useState } from 'react';
import { BarraDeFiltros } from '../../../components/filtros/barra-de-filtros';
import { PageHeader } from '../../../components/layout/page-header';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { Pagination } from '../../../components/ui/pagination';
import { serverErrorText } from '../../../lib/server-errors';
import { useFiltrosNaUrl } from '../../../lib/use-filtros-na-url';
import { useBaixarBoleto, useHasContaDeBoleto } from '../api/baixar-boleto';
import { type ContasFiltros, useContas } from '../api/buscar-contas';
import { useHasChavePix } from '../api/buscar-pix';
import { useDeleteLancamento } from '../api/excluir-lancamento';
import { BaixaModal } from './baixa-modal';
import type { ContasConfig } from './contas-config';
import { camposDasContas } from './contas-filtros';
import { EditarLancamentoModal } from './editar-lancamento-modal';
import { LancamentosTable } from './lancamentos-table';
import { NovaDespesaModal } from './nova-despesa-modal';
import { PixModal } from './pix-modal';
import './financeiro.css';

/** The open modal: none, a baixa or an edit of one entry, or a new expense. */
type Modal = { tipo: 'baixa' | 'editar' | 'pix'; lancamento: TLancamento } | { tipo: 'nova-despesa' } | null;

/** SPEC §2 Contas a Receber / Contas a Pagar: one screen, told apart by `config`. */
export function ContasScreen({ config }: { config: ContasConfig }) {
  const campos = camposDasContas(config.searchPlaceholder);
  const lista = useFiltrosNaUrl<ContasFiltros>(campos);
  const params = { ...lista.filtros, page: lista.page };
  const [modal, setModal] = useState<Modal>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const contasQuery = useContas(config.tipo, params);
  const deleteMutation = useDeleteLancamento();
  const hasChavePix = useHasChavePix(config.tipo === 'RECEITA');
  const hasContaDeBoleto = useHasContaDeBoleto(config.tipo === 'RECEITA');
  const boletoMutation = useBaixarBoleto();
  const page = contasQuery.data;

  // Each failed load brings a new error object: one alert per failure, not one per render.
  const { error } = contasQuery;
  useEffect(() => {
    if (!error) return;
    console.error(`Erro ao carregar ${config.titulo.toLowerCase()}:`, error);
    if (config.alertaFalhaAoCarregar) window.alert(config.alertaFalhaAoCarregar);
  }, [error, config]);

  function handleExcluir(lancamento: TLancamento) {
    if (!window.confirm('Tem certeza que deseja excluir este lançamento?')) return;
    setNotice(null);
    deleteMutation.mutate(lancamento.id, {
      onSuccess: () => window.alert('Lançamento excluído com sucesso!'),
      onError: (deleteError) => {
        console.error('Erro ao excluir lançamento:', deleteError);
        // SPEC's failure text, then the server's reason (an entry of an NF-e, already paid...).
        const motivo = serverErrorText(deleteError, '');
        window.alert(motivo ? `Erro ao excluir lançamento. ${motivo}` : 'Erro ao excluir lançamento.');
        setNotice(
          `Não foi possível excluir "${lancamento.descricao}": ${serverErrorText(deleteError, 'erro desconhecido.')}`,
        );
      },
    });
  }

  return (
    <div className="stack">
      <PageHeader
        title={page ? `${config.titulo} (${page.totalItems} no total)` : config.titulo}
        actions={
          <>
            {config.tipo === 'DESPESA' && (
              <Button onClick={() => setModal({ tipo: 'nova-despesa' })}>Adicionar Despesa</Button>
            )}
            <Button variant="secondary" onClick={() => window.print()}>
              Imprimir
            </Button>
          </>
        }
      />
      {notice && <Notice onDismiss={() => setNotice(null)}>{notice}</Notice>}
      <BarraDeFiltros campos={campos} rotuloAplicar="Aplicar" lista={lista} />
      {contasQuery.isError && config.alertaFalhaAoCarregar && (
        <Notice>{serverErrorText(contasQuery.error, config.alertaFalhaAoCarregar)}</Notice>
      )}
      <LancamentosTable
        config={config}
        lancamentos={page?.data}
        isLoading={contasQuery.isPending}
        emptyMessage={
          lista.isFiltrado ? 'Nenhum lançamento encontrado para os filtros aplicados.' : config.vazio
        }
        onBaixar={(lancamento) => setModal({ tipo: 'baixa', lancamento })}
        onEditar={(lancamento) => setModal({ tipo: 'editar', lancamento })}
        onExcluir={handleExcluir}
        onPix={hasChavePix ? (lancamento) => setModal({ tipo: 'pix', lancamento }) : undefined}
        onBoleto={hasContaDeBoleto ? (lancamento) => boletoMutation.mutate(lancamento) : undefined}
        boletoId={boletoMutation.isPending ? boletoMutation.variables?.id : undefined}
        excluindoId={deleteMutation.isPending ? deleteMutation.variables : undefined}
      />
      <Pagination
        page={page?.currentPage ?? params.page}
        totalPages={page?.totalPages ?? 1}
        onPageChange={lista.irParaPagina}
      />
      {modal?.tipo === 'baixa' && <BaixaModal lancamento={modal.lancamento} onClose={() => setModal(null)} />}
      {modal?.tipo === 'editar' && (
        <EditarLancamentoModal lancamento={modal.lancamento} onClose={() => setModal(null)} />
      )}
      {modal?.tipo === 'nova-despesa' && <NovaDespesaModal onClose={() => setModal(null)} />}
      {modal?.tipo === 'pix' && <PixModal lancamento={modal.lancamento} onClose={() => setModal(null)} />}
    </div>
  );
}
