import type { TCliente } from '@erp/contracts/clientes';
import { useState } from 'react';
import { PageHeader } from '../../../components/layout/page-header';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { Pagination } from '../../../components/ui/pagination';
import { SearchBar } from '../../../components/ui/search-bar';
import { countedTitle } from '../../../lib/counted-title';
import { serverErrorText } from '../../../lib/server-errors';
import { useDeleteCliente } from '../api/delete-cliente';
import { type ClientesParams, useClientes } from '../api/get-clientes';
import { ClienteFormModal } from './cliente-form-modal';
import { ClientesTable } from './clientes-table';

/** The modal's state: closed, a new record, or the one being edited. */
type FormTarget = { cliente?: TCliente } | null;

export function ClientesScreen() {
  const [params, setParams] = useState<ClientesParams>({ page: 1, search: '' });
  const [formTarget, setFormTarget] = useState<FormTarget>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const clientesQuery = useClientes(params);
  const deleteMutation = useDeleteCliente();
  const page = clientesQuery.data;

  function handleDelete(cliente: TCliente) {
    if (!window.confirm('Tem certeza que deseja excluir este cliente?')) return;
    setNotice(null);
    deleteMutation.mutate(cliente.id, {
      onSuccess: () => window.alert('Cliente excluído com sucesso!'),
      onError: (error) => {
        console.error('Erro ao excluir cliente:', error);
        window.alert('Erro ao excluir cliente.');
        // The alert is SPEC's fixed text; the server's reason (e.g. used in an invoice) stays on the page.
        setNotice(
          `Não foi possível excluir "${cliente.nome_razao_social}": ${serverErrorText(error, 'erro desconhecido.')}`,
        );
      },
    });
  }

  return (
    <div className="stack">
      <PageHeader
        title={countedTitle('Gerenciamento de Clientes', page?.totalItems)}
        actions={<Button onClick={() => setFormTarget({})}>Novo Cliente</Button>}
      />
      {notice && <Notice onDismiss={() => setNotice(null)}>{notice}</Notice>}
      <SearchBar
        placeholder="Buscar por Razão Social ou CNPJ/CPF..."
        initialValue={params.search}
        onSearch={(search) => setParams({ page: 1, search })}
      />
      {clientesQuery.isError ? (
        <Notice>{serverErrorText(clientesQuery.error, 'Falha ao carregar clientes.')}</Notice>
      ) : (
        <>
          <ClientesTable
            clientes={page?.data}
            isLoading={clientesQuery.isPending}
            emptyMessage={
              params.search
                ? `Nenhum cliente encontrado para "${params.search}".`
                : 'Nenhum cliente cadastrado.'
            }
            onEdit={(cliente) => setFormTarget({ cliente })}
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
      {formTarget && <ClienteFormModal cliente={formTarget.cliente} onClose={() => setFormTarget(null)} />}
    </div>
  );
}
