import type { TProduto } from '@erp/contracts/produtos';
import { useState } from 'react';
import { PageHeader } from '../../../components/layout/page-header';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { Pagination } from '../../../components/ui/pagination';
import { SearchBar } from '../../../components/ui/search-bar';
import { countedTitle } from '../../../lib/counted-title';
import { serverErrorText } from '../../../lib/server-errors';
import { useDeleteProduto } from '../api/delete-produto';
import { type ProdutosParams, useProdutos } from '../api/get-produtos';
import { ProdutoFormModal } from './produto-form-modal';
import { ProdutosTable } from './produtos-table';

/** The modal's state: closed, a new product, or the product being edited. */
type FormTarget = { produto?: TProduto } | null;

export function ProdutosScreen() {
  const [params, setParams] = useState<ProdutosParams>({ page: 1, search: '' });
  const [formTarget, setFormTarget] = useState<FormTarget>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const produtosQuery = useProdutos(params);
  const deleteMutation = useDeleteProduto();
  const page = produtosQuery.data;

  function handleDelete(produto: TProduto) {
    if (!window.confirm('Tem certeza que deseja excluir este produto?')) return;
    setNotice(null);
    deleteMutation.mutate(produto.id, {
      onSuccess: () => window.alert('Produto excluído com sucesso!'),
      onError: (error) => {
        console.error('Erro ao excluir produto:', error);
        window.alert('Erro ao excluir produto.');
        // The alert is SPEC's fixed text; the server's reason (e.g. used in an invoice) stays on the page.
        setNotice(
          `Não foi possível excluir "${produto.nome}": ${serverErrorText(error, 'erro desconhecido.')}`,
        );
      },
    });
  }

  return (
    <div className="stack">
      <PageHeader
        title={countedTitle('Gerenciamento de Produtos', page?.totalItems)}
        actions={<Button onClick={() => setFormTarget({})}>Novo Produto</Button>}
      />
      {notice && <Notice onDismiss={() => setNotice(null)}>{notice}</Notice>}
      <SearchBar
        placeholder="Buscar por Nome ou SKU"
        initialValue={params.search}
        onSearch={(search) => setParams({ page: 1, search })}
      />
      {produtosQuery.isError ? (
        <Notice>{serverErrorText(produtosQuery.error, 'Falha ao carregar produtos.')}</Notice>
      ) : (
        <>
          <ProdutosTable
            produtos={page?.data}
            isLoading={produtosQuery.isPending}
            emptyMessage={
              params.search
                ? `Nenhum produto encontrado para "${params.search}".`
                : 'Nenhum produto cadastrado.'
            }
            onEdit={(produto) => setFormTarget({ produto })}
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
      {formTarget && <ProdutoFormModal produto={formTarget.produto} onClose={() => setFormTarget(null)} />}
    </div>
  );
}
