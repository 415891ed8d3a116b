import type { TPaginated } from '@erp/contracts/pagination';
import { type ComponentType, type ReactNode, useState } from 'react';
import { countedTitle } from '../../lib/counted-title';
import type { CampoDeFiltro } from '../../lib/filtros-na-url';
import { serverErrorText } from '../../lib/server-errors';
import { type FiltrosNaUrl, useFiltrosNaUrl } from '../../lib/use-filtros-na-url';
import { BarraDeFiltros } from '../filtros/barra-de-filtros';
import { PageHeader } from '../layout/page-header';
import { Button } from '../ui/button';
import { Notice } from '../ui/notice';
import { Pagination } from '../ui/pagination';
import type { RegisterTableProps } from './register-table';

/** The texts of one register list, verbatim from SPEC; each feature keeps its own. */
export type RegisterListTexts = {
  /** The heading before its count, e.g. 'Gerenciamento de Produtos'. */
  title: string;
  newButton: string;
  searchPlaceholder: string;
  loadFailed: string;
  empty: string;
  emptySearch: (search: string) => string;
  deleteConfirm: string;
  deleted: string;
  deleteFailed: string;
  /** Label of the failure in the browser console, e.g. 'Erro ao excluir produto:'. */
  deleteFailedLog: string;
};

export type RegisterListParams = { page: number; search: string };
type Busca = { search: string };

function camposDaBusca(rotulo: string): CampoDeFiltro<'search'>[] {
  return [{ tipo: 'busca', nome: 'search', rotulo }];
}

/** The list's search and page, kept in the address; the feature's list query reads `params`. */
export function useRegisterListParams(texts: RegisterListTexts) {
  const lista = useFiltrosNaUrl<Busca>(camposDaBusca(texts.searchPlaceholder));
  const params: RegisterListParams = { page: lista.page, search: lista.filtros.search };
  return { lista, params };
}

/** The parts of the feature's list query (a TanStack useQuery result) the screen reads. */
type ListQuery<Row> = {
  data: TPaginated<Row> | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
};

/** The parts of the feature's delete mutation (a TanStack useMutation result) the screen uses. */
type DeleteMutation = {
  mutate: (id: number, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
  variables: number | undefined;
};

type RegisterListScreenProps<Row extends { id: number }> = {
  texts: RegisterListTexts;
  /** The search and page in the address (useRegisterListParams), kept by the feature because its query reads them. */
  lista: FiltrosNaUrl<Busca>;
  listQuery: ListQuery<Row>;
  deleteMutation: DeleteMutation;
  /** How the notice of a refused deletion names the record. */
  nameOf: (row: Row) => string;
  Table: ComponentType<RegisterTableProps<Row>>;
  /** The create/edit modal: `row` is undefined for a new record. */
  renderForm: (row: Row | undefined, onClose: () => void) => ReactNode;
  /** False hides 'Novo ...' and the search, e.g. on a list the server refused with 403. */
  canManage?: boolean;
  /** False for a row that offers no 'Excluir', e.g. the signed-in user's own. */
  canDelete?: (row: Row) => boolean;
};

/** The modal's state: closed, a new record, or the one being edited. */
type FormTarget<Row> = { row?: Row } | null;

/**
 * A register screen (SPEC §2): heading with the count, 'Novo ...', search, the table with Editar / Excluir,
 * pagination, and the create/edit modal.
 */
export function RegisterListScreen<Row extends { id: number }>({
  texts,
  lista,
  listQuery,
  deleteMutation,
  nameOf,
  Table,
  renderForm,
  canManage = true,
  canDelete,
}: RegisterListScreenProps<Row>) {
  const [formTarget, setFormTarget] = useState<FormTarget<Row>>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const page = listQuery.data;
  const { search } = lista.filtros;

  function handleDelete(row: Row) {
    if (!window.confirm(texts.deleteConfirm)) return;
    setNotice(null);
    deleteMutation.mutate(row.id, {
      onSuccess: () => window.alert(texts.deleted),
      onError: (error) => {
        console.error(texts.deleteFailedLog, error);
        // SPEC's failure text, then the server's reason (used in an invoice, the last administrator...), which
        // also stays on the page.
        const motivo = serverErrorText(error, '');
        window.alert(motivo ? `${texts.deleteFailed} ${motivo}` : texts.deleteFailed);
        setNotice(
          `Não foi possível excluir "${nameOf(row)}": ${serverErrorText(error, 'erro desconhecido.')}`,
        );
      },
    });
  }

  return (
    <div className="stack">
      <PageHeader
        title={countedTitle(texts.title, page?.totalItems)}
        actions={canManage ? <Button onClick={() => setFormTarget({})}>{texts.newButton}</Button> : undefined}
      />
      {notice && <Notice onDismiss={() => setNotice(null)}>{notice}</Notice>}
      {canManage && (
        <BarraDeFiltros
          campos={camposDaBusca(texts.searchPlaceholder)}
          rotuloAplicar="Buscar"
          lista={lista}
        />
      )}
      {listQuery.isError ? (
        <Notice>{serverErrorText(listQuery.error, texts.loadFailed)}</Notice>
      ) : (
        <>
          <Table
            rows={page?.data}
            isLoading={listQuery.isPending}
            emptyMessage={search ? texts.emptySearch(search) : texts.empty}
            onEdit={(row) => setFormTarget({ row })}
            onDelete={handleDelete}
            deletingId={deleteMutation.isPending ? deleteMutation.variables : undefined}
            canDelete={canDelete}
          />
          <Pagination
            page={page?.currentPage ?? lista.page}
            totalPages={page?.totalPages ?? 1}
            onPageChange={lista.irParaPagina}
          />
        </>
      )}
      {formTarget && renderForm(formTarget.row, () => setFormTarget(null))}
    </div>
  );
}
