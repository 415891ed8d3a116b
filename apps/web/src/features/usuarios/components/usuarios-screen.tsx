import type { TUsuario } from '@erp/contracts/usuarios';
import { useState } from 'react';
import { PageHeader } from '../../../components/layout/page-header';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { Pagination } from '../../../components/ui/pagination';
import { SearchBar } from '../../../components/ui/search-bar';
import { isApiError } from '../../../lib/api-error';
import { countedTitle } from '../../../lib/counted-title';
import { serverErrorText } from '../../../lib/server-errors';
import { useDeleteUsuario } from '../api/delete-usuario';
import { type UsuariosParams, useUsuarios } from '../api/get-usuarios';
import { UsuarioFormModal } from './usuario-form-modal';
import { UsuariosTable } from './usuarios-table';

/** The modal's state: closed, a new record, or the one being edited. */
type FormTarget = { usuario?: TUsuario } | null;

export function UsuariosScreen() {
  const [params, setParams] = useState<UsuariosParams>({ page: 1, search: '' });
  const [formTarget, setFormTarget] = useState<FormTarget>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const usuariosQuery = useUsuarios(params);
  const deleteMutation = useDeleteUsuario();
  const page = usuariosQuery.data;
  // Only an Administrador manages users; the server says so with 403 and its own message.
  const isForbidden = isApiError(usuariosQuery.error) && usuariosQuery.error.status === 403;

  function handleDelete(usuario: TUsuario) {
    if (!window.confirm('Tem certeza que deseja excluir este utilizador?')) return;
    setNotice(null);
    deleteMutation.mutate(usuario.id, {
      onSuccess: () => window.alert('Utilizador excluído com sucesso!'),
      onError: (error) => {
        console.error('Erro ao excluir utilizador:', error);
        window.alert('Erro ao excluir utilizador.');
        // The alert is SPEC's fixed text; the server's reason (the last administrator, oneself) stays on the page.
        setNotice(
          `Não foi possível excluir "${usuario.nome}": ${serverErrorText(error, 'erro desconhecido.')}`,
        );
      },
    });
  }

  return (
    <div className="stack">
      <PageHeader
        title={countedTitle('Gerenciamento de Utilizadores', page?.totalItems)}
        actions={isForbidden ? undefined : <Button onClick={() => setFormTarget({})}>Novo Utilizador</Button>}
      />
      {notice && <Notice onDismiss={() => setNotice(null)}>{notice}</Notice>}
      {!isForbidden && (
        <SearchBar
          placeholder="Buscar por Nome ou E-mail"
          initialValue={params.search}
          onSearch={(search) => setParams({ page: 1, search })}
        />
      )}
      {usuariosQuery.isError ? (
        <Notice>{serverErrorText(usuariosQuery.error, 'Falha ao carregar utilizadores.')}</Notice>
      ) : (
        <>
          <UsuariosTable
            usuarios={page?.data}
            isLoading={usuariosQuery.isPending}
            emptyMessage={
              params.search
                ? `Nenhum utilizador encontrado para "${params.search}".`
                : 'Nenhum utilizador cadastrado.'
            }
            onEdit={(usuario) => setFormTarget({ usuario })}
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
      {formTarget && <UsuarioFormModal usuario={formTarget.usuario} onClose={() => setFormTarget(null)} />}
    </div>
  );
}
