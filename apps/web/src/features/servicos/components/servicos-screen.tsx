import type { TServico } from '@erp/contracts/servicos';
import { useState } from 'react';
import { PageHeader } from '../../../components/layout/page-header';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { Pagination } from '../../../components/ui/pagination';
import { SearchBar } from '../../../components/ui/search-bar';
import { countedTitle } from '../../../lib/counted-title';
import { serverErrorText } from '../../../lib/server-errors';
import { useDeleteServico } from '../api/delete-servico';
import { type ServicosParams, useServicos } from '../api/get-servicos';
import { ServicoFormModal } from './servico-form-modal';
import { ServicosTable } from './servicos-table';

/** The modal's state: closed, a new record, or the one being edited. */
type FormTarget = { servico?: TServico } | null;

export function ServicosScreen() {
  const [params, setParams] = useState<ServicosParams>({ page: 1, search: '' });
  const [formTarget, setFormTarget] = useState<FormTarget>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const servicosQuery = useServicos(params);
  const deleteMutation = useDeleteServico();
  const page = servicosQuery.data;

  function handleDelete(servico: TServico) {
    if (!window.confirm('Tem certeza que deseja excluir este serviço?')) return;
    setNotice(null);
    deleteMutation.mutate(servico.id, {
      onSuccess: () => window.alert('Serviço excluído com sucesso!'),
      onError: (error) => {
        console.error('Erro ao excluir serviço:', error);
        window.alert('Erro ao excluir serviço.');
        // The alert is SPEC's fixed text; the server's reason (e.g. used in an invoice) stays on the page.
        setNotice(
          `Não foi possível excluir "${servico.descricao}": ${serverErrorText(error, 'erro desconhecido.')}`,
        );
      },
    });
  }

  return (
    <div className="stack">
      <PageHeader
        title={countedTitle('Gerenciamento de Serviços', page?.totalItems)}
        actions={<Button onClick={() => setFormTarget({})}>Novo Serviço</Button>}
      />
      {notice && <Notice onDismiss={() => setNotice(null)}>{notice}</Notice>}
      <SearchBar
        placeholder="Buscar por Descrição ou Código LC"
        initialValue={params.search}
        onSearch={(search) => setParams({ page: 1, search })}
      />
      {servicosQuery.isError ? (
        <Notice>{serverErrorText(servicosQuery.error, 'Falha ao carregar serviços.')}</Notice>
      ) : (
        <>
          <ServicosTable
            servicos={page?.data}
            isLoading={servicosQuery.isPending}
            emptyMessage={
              params.search
                ? `Nenhum serviço encontrado para "${params.search}".`
                : 'Nenhum serviço cadastrado.'
            }
            onEdit={(servico) => setFormTarget({ servico })}
            onDelete={handleDelete}
            deletingId={deleteMutation.isPending ? deleteMutation.variables : undefined}
          />
          <Pagination
            page={page?.currentPage ?? params.page}
            totalPages={page?.totalPages ?? 1}
            onPageChange={(next) => setParams((current) => ({ ...current, page: next }))}
          />
        </>
      )}
      {formTarget && <ServicoFormModal servico={formTarget.servico} onClose={() => setFormTarget(null)} />}
    </div>
  );
}
