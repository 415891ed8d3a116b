import { type TFornecedor, ZFornecedorInput } from '@erp/contracts/fornecedores';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { RegisterFormModal } from '../../../components/register/register-form-modal';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/field-controls';
import { FormGrid } from '../../../components/ui/form-section';
import { zodFormResolver } from '../../../lib/form-resolver';
import { withMask } from '../../../lib/masked-registration';
import { maskCpfCnpj, maskedOrEmpty, maskTelefone } from '../../../lib/masks';
import { type SaveTexts, saveFeedback } from '../../../lib/save-feedback';
import { serverErrorText } from '../../../lib/server-errors';
import { useSaveFornecedor } from '../api/salvar-fornecedor';

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

const SAVE_TEXTS: SaveTexts = {
  created: 'Fornecedor cadastrado com sucesso!',
  updated: 'Fornecedor atualizado com sucesso!',
  failed: (error) => `Erro ao salvar fornecedor: ${serverErrorText(error, 'Erro desconhecido')}`,
  failedLog: 'Erro ao salvar fornecedor:',
};

type FornecedorFormModalProps = {
  /** The supplier to edit; absent for a new one. */
  fornecedor?: TFornecedor | undefined;
  onClose: () => void;
};

export function FornecedorFormModal({ fornecedor, onClose }: FornecedorFormModalProps) {
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
      saveFeedback({ texts: SAVE_TEXTS, isEditing, setError, fields: FIELDS, onSaved: onClose }),
    );
  });

  return (
    <RegisterFormModal
      title={isEditing ? 'Editar Fornecedor' : 'Novo Fornecedor'}
      isSaving={saveMutation.isPending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
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
    </RegisterFormModal>
  );
}
