import { type TFornecedor, ZFornecedorInput } from '@erp/contracts/fornecedores';
import type { z } from 'zod';
import { CampoCpfCnpj, CamposDeNome, CampoTelefone } from '../../../components/register/campos-de-pessoa';
import { RegisterFormModal } from '../../../components/register/register-form-modal';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/field-controls';
import { FormGrid } from '../../../components/ui/form-section';
import { campoDoFormulario } from '../../../lib/campo-do-formulario';
import { maskCpfCnpj, maskedOrEmpty, maskTelefone } from '../../../lib/masks';
import type { SaveTexts } from '../../../lib/save-feedback';
import { serverErrorText } from '../../../lib/server-errors';
import { useFormularioDeCadastro } from '../../../lib/use-formulario-de-cadastro';
import { useSaveFornecedor } from '../api/salvar-fornecedor';

type FormInput = z.input<typeof ZFornecedorInput>;

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
  const form = useFormularioDeCadastro({
    // The API's own schema, so the form refuses what the server would, with the same messages.
    schema: ZFornecedorInput,
    defaultValues: defaultValues(fornecedor),
    camposDoServidor: FIELDS,
    texts: SAVE_TEXTS,
    isEditing,
    onSaved: onClose,
    salvar: (input, respostas) => saveMutation.mutate({ id: fornecedor?.id, input }, respostas),
  });

  return (
    <RegisterFormModal
      title={isEditing ? 'Editar Fornecedor' : 'Novo Fornecedor'}
      isSaving={saveMutation.isPending}
      onClose={onClose}
      onSubmit={form.onSubmit}
    >
      <FormGrid>
        <CamposDeNome
          razaoSocial={campoDoFormulario(form, 'nome_razao_social')}
          nomeFantasia={campoDoFormulario(form, 'nome_fantasia')}
        />
        <CampoCpfCnpj campo={campoDoFormulario(form, 'cpf_cnpj')} />
        <CampoTelefone campo={campoDoFormulario(form, 'telefone')} />
        <Field label="Email" error={form.formState.errors.email?.message} className="form-grid__wide">
          <Input type="email" {...form.register('email')} />
        </Field>
      </FormGrid>
    </RegisterFormModal>
  );
}
