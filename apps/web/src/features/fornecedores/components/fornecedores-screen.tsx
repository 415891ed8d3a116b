import type { TFornecedor } from '@erp/contracts/fornecedores';
import { useState } from 'react';
import { PageHeader } from '../../../components/layout/page-header';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { Pagination } from '../../../components/ui/pagination';
import { SearchBar } from '../../../components/ui/search-bar';
import { countedTitle } from '../../../lib/counted-title';
import { serverErrorText } from '../../../lib/server-errors';
import { useDeleteFornecedor } from '../api/delete-fornecedor';
import { type FornecedoresParams, useFornecedores } from '../api/get-fornecedores';
import { FornecedorFormModal } from './fornecedor-form-modal';
import { FornecedoresTable } from './fornecedores-table';

/** The modal's state: closed, a new record, or the one being edited. */
type FormTarget = { fornecedor?: TFornecedor } | null;

export function FornecedoresScreen() {
  const [params, setParams] = useState<FornecedoresParams>({ page: 1, search: '' });
  const [formTarget, setFormTarget] = useState<FormTarget>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const fornecedoresQuery = useFornecedores(params);
  const deleteMutation = useDeleteFornecedor();
  const page = fornecedoresQuery.data;

  function handleDelete(fornecedor: TFornecedor) {
    if (!window.confirm('Tem certeza que deseja excluir este fornecedor?')) return;
    setNotice(null);
    deleteMutation.mutate(fornecedor.id, {
      onSuccess: () => window.alert('Fornecedor excluído com sucesso!'),
      onError: (error) => {
        console.error('Erro ao excluir fornecedor:', error);
        window.alert('Erro ao excluir fornecedor.');
        // The alert is SPEC's fixed text; the server's reason (e.g. used in an invoice) stays on the page.
        setNotice(
          `Não foi possível excluir "${fornecedor.nome_razao_social}": ${serverErrorText(error, 'erro desconhecido.')}`,
        );
      },
    });
  }

  return (
    <div className="stack">
      <PageHeader
        title={countedTitle('Gerenciamento de Fornecedores', page?.totalItems)}
        actions={<Button onClick={() => setFormTarget({})}>Novo Fornecedor</Button>}
      />
      {notice && <Notice onDismiss={() => setNotice(null)}>{notice}</Notice>}
      <SearchBar
        placeholder="Buscar por Razão Social ou CNPJ/CPF..."
        initialValue={params.search}
        onSearch={(search) => setParams({ page: 1, search })}
      />
      {fornecedoresQuery.isError ? (
        <Notice>{serverErrorText(fornecedoresQuery.error, 'Falha ao carregar fornecedores.')}</Notice>
      ) : (
        <>
          <FornecedoresTable
            fornecedores={page?.data}
            isLoading={fornecedoresQuery.isPending}
            emptyMessage={
              params.search
                ? `Nenhum fornecedor encontrado para "${params.search}".`
                : 'Nenhum fornecedor cadastrado.'
            }
            onEdit={(fornecedor) => setFormTarget({ fornecedor })}
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
      {formTarget && (
        <FornecedorFormModal fornecedor={formTarget.fornecedor} onClose={() => setFormTarget(null)} />
      )}
    </div>
  );
}
