import { type TLancamento, type TLancamentoUpdate, ZLancamentoUpdate } from '@erp/contracts/financeiro';
import { useFormulario } from '../../../lib/use-formulario';
import { useUpdateLancamento } from '../api/atualizar-lancamento';
import { useOpcoesLancamento } from '../hooks/use-opcoes-lancamento';
import { LancamentoFormModal } from './lancamento-form-modal';

const FIELDS = ['descricao', 'valor_original', 'data_vencimento', 'id_categoria', 'id_fornecedor'] as const;

type EditarLancamentoModalProps = { lancamento: TLancamento; onClose: () => void };

/** SPEC §2 'Editar Lançamento': a pending manual entry's description, value, due date, category, supplier. */
export function EditarLancamentoModal({ lancamento, onClose }: EditarLancamentoModalProps) {
  const hasFornecedor = lancamento.tipo === 'DESPESA';
  const fornecedorAtual =
    lancamento.id_fornecedor === null
      ? null
      : { id: lancamento.id_fornecedor, nome: lancamento.fornecedor_nome ?? '' };
  const opcoes = useOpcoesLancamento(lancamento.tipo, fornecedorAtual);
  const updateMutation = useUpdateLancamento();
  const form = useFormulario({
    schema: ZLancamentoUpdate,
    camposDoServidor: FIELDS,
    defaultValues: {
      descricao: lancamento.descricao,
      valor_original: lancamento.valor_original,
      data_vencimento: lancamento.data_vencimento,
      id_categoria: String(lancamento.id_categoria),
      id_fornecedor: lancamento.id_fornecedor === null ? '' : String(lancamento.id_fornecedor),
    } satisfies TLancamentoUpdate,
  });

  const onSubmit = form.handleSubmit((input) => {
    form.limparFalha();
    // A receivable has no supplier field: leaving it out keeps the entry's (none) untouched.
    const body = hasFornecedor ? input : { ...input, id_fornecedor: undefined };
    updateMutation.mutate(
      { id: lancamento.id, input: body },
      form.respostas(
        () => {
          onClose();
          window.alert('Lançamento atualizado com sucesso!');
        },
        { log: 'Erro ao atualizar lançamento:', alerta: 'Erro ao atualizar lançamento.' },
      ),
    );
  });

  return (
    <LancamentoFormModal
      title="Editar Lançamento"
      onClose={onClose}
      onSubmit={onSubmit}
      isPending={updateMutation.isPending}
      form={form}
      opcoes={opcoes}
      hasFornecedor={hasFornecedor}
    />
  );
}
