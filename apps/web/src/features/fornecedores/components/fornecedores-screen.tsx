import type { TFornecedor } from '@erp/contracts/fornecedores';
import {
  RegisterListScreen,
  type RegisterListTexts,
  useRegisterListParams,
} from '../../../components/register/register-list-screen';
import { useFornecedores } from '../api/buscar-fornecedores';
import { useDeleteFornecedor } from '../api/excluir-fornecedor';
import { FornecedorFormModal } from './fornecedor-form-modal';
import { FornecedoresTable } from './fornecedores-table';

const TEXTS: RegisterListTexts = {
  title: 'Gerenciamento de Fornecedores',
  newButton: 'Novo Fornecedor',
  searchPlaceholder: 'Buscar por Razão Social ou CNPJ/CPF...',
  loadFailed: 'Falha ao carregar fornecedores.',
  empty: 'Nenhum fornecedor cadastrado.',
  emptySearch: (search) => `Nenhum fornecedor encontrado para "${search}".`,
  deleteConfirm: 'Tem certeza que deseja excluir este fornecedor?',
  deleted: 'Fornecedor excluído com sucesso!',
  deleteFailed: 'Erro ao excluir fornecedor.',
  deleteFailedLog: 'Erro ao excluir fornecedor:',
};

export function FornecedoresScreen() {
  const { lista, params } = useRegisterListParams(TEXTS);
  const fornecedoresQuery = useFornecedores(params);
  const deleteMutation = useDeleteFornecedor();

  return (
    <RegisterListScreen<TFornecedor>
      texts={TEXTS}
      lista={lista}
      listQuery={fornecedoresQuery}
      deleteMutation={deleteMutation}
      nameOf={(fornecedor) => fornecedor.nome_razao_social}
      Table={FornecedoresTable}
      renderForm={(fornecedor, onClose) => <FornecedorFormModal fornecedor={fornecedor} onClose={onClose} />}
    />
  );
}
