import {
  MENSAGEM_CATEGORIA_OBRIGATORIA,
  type TLancamentoUpdate,
  ZLancamentoUpdate,
} from '@erp/contracts/financeiro';
import { useFormulario } from '../../../lib/use-formulario';
import { useCreateLancamento } from '../api/criar-lancamento';
import { useOpcoesLancamento } from '../hooks/use-opcoes-lancamento';
import { LancamentoFormModal } from './lancamento-form-modal';

const FIELDS = ['descricao', 'valor_original', 'data_vencimento', 'id_categoria', 'id_fornecedor'] as const;

const VAZIO: TLancamentoUpdate = {
  descricao: '',
  valor_original: '',
  data_vencimento: '',
  id_categoria: '',
  id_fornecedor: '',
};

/** SPEC §2 'Nova Despesa': category required (DESPESA ones only), supplier optional and null when empty. */
export function NovaDespesaModal({ onClose }: { onClose: () => void }) {
  const opcoes = useOpcoesLancamento('DESPESA');
  const createMutation = useCreateLancamento();
  const form = useFormulario({ schema: ZLancamentoUpdate, defaultValues: VAZIO, camposDoServidor: FIELDS });

  const onSubmit = form.handleSubmit(
    (input) => {
      form.limparFalha();
      createMutation.mutate(
        { ...input, tipo: 'DESPESA' },
        form.respostas(
          () => {
            onClose();
            window.alert('Lançamento criado com sucesso!');
          },
          { log: 'Erro ao criar lançamento:', alerta: 'Erro ao criar lançamento.' },
        ),
      );
    },
    // SPEC §8: the missing category is also an alert, besides the message under the field.
    (invalid) => {
      if (invalid.id_categoria) window.alert(MENSAGEM_CATEGORIA_OBRIGATORIA);
    },
  );

  return (
    <LancamentoFormModal
      title="Nova Despesa"
      onClose={onClose}
      onSubmit={onSubmit}
      isPending={createMutation.isPending}
      form={form}
      opcoes={opcoes}
      hasFornecedor
    />
  );
}
