import type { TLancamentoUpdate } from '@erp/contracts/financeiro';
import type { FormEventHandler } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormModal } from '../../../components/form/form-modal';
import { Notice } from '../../../components/ui/notice';
import type { OpcoesLancamento } from '../hooks/use-opcoes-lancamento';
import { LancamentoCampos } from './lancamento-campos';

type LancamentoFormModalProps = {
  title: 'Nova Despesa' | 'Editar Lançamento';
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  isPending: boolean;
  /** The form of useFormulario: its fields and the server's reason of the last failure. */
  form: {
    register: UseFormRegister<TLancamentoUpdate>;
    formState: { errors: FieldErrors<TLancamentoUpdate> };
    falha: string | null;
  };
  opcoes: OpcoesLancamento;
  hasFornecedor: boolean;
};

/** The dialog of a manual entry: its fields once the categories and suppliers are in, 'Cancelar' and 'Salvar'. */
export function LancamentoFormModal({ form, opcoes, hasFornecedor, ...modal }: LancamentoFormModalProps) {
  return (
    <FormModal
      {...modal}
      isSubmitDisabled={opcoes.isLoading}
      falha={form.falha}
      header={opcoes.isError && <Notice>Não foi possível carregar as categorias e os fornecedores.</Notice>}
      placeholder={opcoes.isLoading ? <p>Carregando...</p> : undefined}
    >
      <LancamentoCampos
        register={form.register}
        errors={form.formState.errors}
        opcoes={opcoes}
        hasFornecedor={hasFornecedor}
      />
    </FormModal>
  );
}
