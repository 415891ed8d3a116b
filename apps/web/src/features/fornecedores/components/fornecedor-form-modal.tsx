import { type TFornecedor, ZFornecedorInput } from '@erp/contracts/fornecedores';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/field-controls';
import { FormGrid } from '../../../components/ui/form-section';
import { Modal } from '../../../components/ui/modal';
import { zodFormResolver } from '../../../lib/form-resolver';
import { withMask } from '../../../lib/masked-registration';
import { maskCpfCnpj, maskedOrEmpty, maskTelefone } from '../../../lib/masks';
import { applyServerFieldErrors, serverErrorText } from '../../../lib/server-errors';
import { useSaveFornecedor } from '../api/save-fornecedor';

type FormInput = z.input<typeof ZFornecedorInput>;
type FormOutput = z.output<typeof ZFornecedorInput>;

const FIELDS = ['nome_razao_social', 'nome_fantasia', 'cpf_cnpj', 'email', 'telefone'] as const;

function defaultValues(fornecedor: TFornecedor | undefined): FormInput {
  return {
    nome_razao_social: fornecedor?.nome_razao_social ?? '',
    nome_fantasia: fornecedor?.nome_fantasia ?? '',
    cpf_cnpj: maskedOrEmpty(fornecedor?.cpf_cnpj, maskCpfCnpj),
    email: fornecedor?.email ?? '',
    telefone: maskedOrEmpty(fornecedor?.telefone, maskTelefone),
  };
}

type FornecedorFormModalProps = {
  /** The supplier to edit; absent for a new one. */
  fornecedor?: TFornecedor | undefined;
  onClose: () => void;
};

export function FornecedorFormModal({ fornecedor, onClose }: FornecedorFormModalProps) {
  const formId = useId();
  const isEditing = fornecedor !== undefined;
  const saveMutation = useSaveFornecedor();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    // The API's own schema, so the form refuses what the server would, with the same messages.
    resolver: zodFormResolver(ZFornecedorInput),
    defaultValues: defaultValues(fornecedor),
  });

  const onSubmit = handleSubmit((input) => {
    saveMutation.mutate(
      { id: fornecedor?.id, input },
      {
        onSuccess: () => {
          onClose();
          window.alert(
            isEditing ? 'Fornecedor atualizado com sucesso!' : 'Fornecedor cadastrado com sucesso!',
          );
        },
        onError: (error) => {
          console.error('Erro ao salvar fornecedor:', error);
          applyServerFieldErrors(error, setError, FIELDS);
          window.alert(`Erro ao salvar fornecedor: ${serverErrorText(error, 'Erro desconhecido')}`);
        },
      },
    );
  });

  return (
    <Modal
      isOpen
      title={isEditing ? 'Editar Fornecedor' : 'Novo Fornecedor'}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} isLoading={saveMutation.isPending} loadingText="Salvando...">
            Salvar
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        <FormGrid>
          <Field
            label="Razão Social"
            error={errors.nome_razao_social?.message}
            isRequired
            className="form-grid__wide"
          >
            <Input {...register('nome_razao_social')} maxLength={150} />
          </Field>
          <Field label="Nome Fantasia" error={errors.nome_fantasia?.message} className="form-grid__wide">
            <Input {...register('nome_fantasia')} maxLength={150} />
          </Field>
          <Field label="CNPJ/CPF" error={errors.cpf_cnpj?.message}>
            <Input {...withMask(register('cpf_cnpj'), maskCpfCnpj)} autoComplete="off" />
          </Field>
          <Field label="Telefone" error={errors.telefone?.message}>
            <Input type="tel" {...withMask(register('telefone'), maskTelefone)} />
          </Field>
          <Field label="Email" error={errors.email?.message} className="form-grid__wide">
            <Input type="email" {...register('email')} />
          </Field>
        </FormGrid>
      </form>
    </Modal>
  );
}
