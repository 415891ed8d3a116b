import type { TCliente } from '@erp/contracts/clientes';
import {
  RegisterListScreen,
  type RegisterListTexts,
  useRegisterListParams,
} from '../../../components/register/register-list-screen';
import { useClientes } from '../api/buscar-clientes';
import { useDeleteCliente } from '../api/excluir-cliente';
import { ClienteFormModal } from './cliente-form-modal';
import { ClientesTable } from './clientes-table';

const TEXTS: RegisterListTexts = {
  title: 'Gerenciamento de Clientes',
  newButton: 'Novo Cliente',
  searchPlaceholder: 'Buscar por Razão Social ou CNPJ/CPF...',
  loadFailed: 'Falha ao carregar clientes.',
  empty: 'Nenhum cliente cadastrado.',
  emptySearch: (search) => `Nenhum cliente encontrado para "${search}".`,
  deleteConfirm: 'Tem certeza que deseja excluir este cliente?',
  deleted: 'Cliente excluído com sucesso!',
  deleteFailed: 'Erro ao excluir cliente.',
  deleteFailedLog: 'Erro ao excluir cliente:',
};

export function ClientesScreen() {
  const { lista, params } = useRegisterListParams(TEXTS);
  const clientesQuery = useClientes(params);
  const deleteMutation = useDeleteCliente();

  return (
    <RegisterListScreen<TCliente>
      texts={TEXTS}
      lista={lista}
      listQuery={clientesQuery}
      deleteMutation={deleteMutation}
      nameOf={(cliente) => cliente.nome_razao_social}
      Table={ClientesTable}
      renderForm={(cliente, onClose) => <ClienteFormModal cliente={cliente} onClose={onClose} />}
    />
  );
}
