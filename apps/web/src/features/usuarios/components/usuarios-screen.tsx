import type { TUsuario } from '@erp/contracts/usuarios';
import {
  RegisterListScreen,
  type RegisterListTexts,
  useRegisterListParams,
} from '../../../components/register/register-list-screen';
import { isApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/use-session';
import { useUsuarios } from '../api/buscar-usuarios';
import { useDeleteUsuario } from '../api/excluir-usuario';
import { UsuarioFormModal } from './usuario-form-modal';
import { UsuariosTable } from './usuarios-table';

const TEXTS: RegisterListTexts = {
  title: 'Gerenciamento de Utilizadores',
  newButton: 'Novo Utilizador',
  searchPlaceholder: 'Buscar por Nome ou E-mail',
  loadFailed: 'Falha ao carregar utilizadores.',
  empty: 'Nenhum utilizador cadastrado.',
  emptySearch: (search) => `Nenhum utilizador encontrado para "${search}".`,
  deleteConfirm: 'Tem certeza que deseja excluir este utilizador?',
  deleted: 'Utilizador excluído com sucesso!',
  deleteFailed: 'Erro ao excluir utilizador.',
  deleteFailedLog: 'Erro ao excluir utilizador:',
};

export function UsuariosScreen() {
  const { lista, params } = useRegisterListParams(TEXTS);
  const usuariosQuery = useUsuarios(params);
  const deleteMutation = useDeleteUsuario();
  const session = useSession();
  // Only an Administrador manages users; the server says so with 403 and its own message.
  const isForbidden = isApiError(usuariosQuery.error) && usuariosQuery.error.status === 403;

  return (
    <RegisterListScreen<TUsuario>
      texts={TEXTS}
      lista={lista}
      listQuery={usuariosQuery}
      deleteMutation={deleteMutation}
      nameOf={(usuario) => usuario.nome}
      Table={UsuariosTable}
      renderForm={(usuario, onClose) => <UsuarioFormModal usuario={usuario} onClose={onClose} />}
      canManage={!isForbidden}
      // Nobody deletes their own user (the server refuses it with 409 too): that row offers no 'Excluir'.
      canDelete={(usuario) => usuario.id !== session.user?.id}
    />
  );
}
