import type { TServico } from '@erp/contracts/servicos';
import {
  RegisterListScreen,
  type RegisterListTexts,
  useRegisterListParams,
} from '../../../components/register/register-list-screen';
import { useServicos } from '../api/buscar-servicos';
import { useDeleteServico } from '../api/excluir-servico';
import { ServicoFormModal } from './servico-form-modal';
import { ServicosTable } from './servicos-table';

const TEXTS: RegisterListTexts = {
  title: 'Gerenciamento de Serviços',
  newButton: 'Novo Serviço',
  searchPlaceholder: 'Buscar por Descrição ou Código LC',
  loadFailed: 'Falha ao carregar serviços.',
  empty: 'Nenhum serviço cadastrado.',
  emptySearch: (search) => `Nenhum serviço encontrado para "${search}".`,
  deleteConfirm: 'Tem certeza que deseja excluir este serviço?',
  deleted: 'Serviço excluído com sucesso!',
  deleteFailed: 'Erro ao excluir serviço.',
  deleteFailedLog: 'Erro ao excluir serviço:',
};

export function ServicosScreen() {
  const { lista, params } = useRegisterListParams(TEXTS);
  const servicosQuery = useServicos(params);
  const deleteMutation = useDeleteServico();

  return (
    <RegisterListScreen<TServico>
      texts={TEXTS}
      lista={lista}
      listQuery={servicosQuery}
      deleteMutation={deleteMutation}
      nameOf={(servico) => servico.descricao}
      Table={ServicosTable}
      renderForm={(servico, onClose) => <ServicoFormModal servico={servico} onClose={onClose} />}
    />
  );
}
