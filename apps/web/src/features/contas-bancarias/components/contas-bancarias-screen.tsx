import type { TContaBancaria } from '@erp/contracts/contas-bancarias';
import {
  RegisterListScreen,
  type RegisterListTexts,
  useRegisterListParams,
} from '../../../components/register/register-list-screen';
import { useContasBancarias } from '../api/buscar-contas-bancarias';
import { useDeleteContaBancaria } from '../api/excluir-conta-bancaria';
import { ContaBancariaFormModal } from './conta-bancaria-form-modal';
import { ContasBancariasSomenteLeitura, ContasBancariasTable } from './contas-bancarias-table';

const TEXTS: RegisterListTexts = {
  title: 'Contas Bancárias',
  newButton: 'Nova Conta',
  searchPlaceholder: 'Buscar por Descrição, Banco ou Conta...',
  loadFailed: 'Falha ao carregar contas bancárias.',
  empty: 'Nenhuma conta bancária cadastrada.',
  emptySearch: (search) => `Nenhuma conta bancária encontrada para "${search}".`,
  deleteConfirm: 'Tem certeza que deseja excluir esta conta bancária?',
  deleted: 'Conta bancária excluída com sucesso!',
  deleteFailed: 'Erro ao excluir conta bancária.',
  deleteFailedLog: 'Erro ao excluir conta bancária:',
};

/** Everyone sees the accounts; only an Administrador creates, edits or deletes them (as the API). */
export function ContasBancariasScreen({ isAdmin }: { isAdmin: boolean }) {
  const { lista, params } = useRegisterListParams(TEXTS);
  const contasQuery = useContasBancarias(params);
  const deleteMutation = useDeleteContaBancaria();

  return (
    <RegisterListScreen<TContaBancaria>
      texts={TEXTS}
      lista={lista}
      listQuery={contasQuery}
      deleteMutation={deleteMutation}
      nameOf={(conta) => conta.descricao}
      Table={isAdmin ? ContasBancariasTable : ContasBancariasSomenteLeitura}
      canManage={isAdmin}
      renderForm={(conta, onClose) => <ContaBancariaFormModal conta={conta} onClose={onClose} />}
    />
  );
}
