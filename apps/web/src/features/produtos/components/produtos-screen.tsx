import type { TProduto } from '@erp/contracts/produtos';
import {
  RegisterListScreen,
  type RegisterListTexts,
  useRegisterListParams,
} from '../../../components/register/register-list-screen';
import { useProdutos } from '../api/buscar-produtos';
import { useDeleteProduto } from '../api/excluir-produto';
import { ProdutoFormModal } from './produto-form-modal';
import { ProdutosTable } from './produtos-table';

const TEXTS: RegisterListTexts = {
  title: 'Gerenciamento de Produtos',
  newButton: 'Novo Produto',
  searchPlaceholder: 'Buscar por Nome ou SKU',
  loadFailed: 'Falha ao carregar produtos.',
  empty: 'Nenhum produto cadastrado.',
  emptySearch: (search) => `Nenhum produto encontrado para "${search}".`,
  deleteConfirm: 'Tem certeza que deseja excluir este produto?',
  deleted: 'Produto excluído com sucesso!',
  deleteFailed: 'Erro ao excluir produto.',
  deleteFailedLog: 'Erro ao excluir produto:',
};

export function ProdutosScreen() {
  const { lista, params } = useRegisterListParams(TEXTS);
  const produtosQuery = useProdutos(params);
  const deleteMutation = useDeleteProduto();

  return (
    <RegisterListScreen<TProduto>
      texts={TEXTS}
      lista={lista}
      listQuery={produtosQuery}
      deleteMutation={deleteMutation}
      nameOf={(produto) => produto.nome}
      Table={ProdutosTable}
      renderForm={(produto, onClose) => <ProdutoFormModal produto={produto} onClose={onClose} />}
    />
  );
}
