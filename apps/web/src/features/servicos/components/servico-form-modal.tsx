import { type TServico, ZServicoInput } from '@erp/contracts/servicos';
import type { z } from 'zod';
import { RegisterFormModal } from '../../../components/register/register-form-modal';
import { DecimalInput } from '../../../components/ui/entrada-br';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/field-controls';
import { FormGrid } from '../../../components/ui/form-section';
import type { SaveTexts } from '../../../lib/save-feedback';
import { serverErrorText } from '../../../lib/server-errors';
import { useFormularioDeCadastro } from '../../../lib/use-formulario-de-cadastro';
import { useSaveServico } from '../api/salvar-servico';

type FormInput = z.input<typeof ZServicoInput>;

const FIELDS = ['descricao', 'codigo_lc_116', 'aliquota_iss', 'preco'] as const;

function defaultValues(servico: TServico | undefined): FormInput {
  return {
    descricao: servico?.descricao ?? '',
    codigo_lc_116: servico?.codigo_lc_116 ?? '',
    aliquota_iss: servico?.aliquota_iss ?? '',
    preco: servico?.preco ?? '',
  };
}

const SAVE_TEXTS: SaveTexts = {
  created: 'Serviço cadastrado com sucesso!',
  updated: 'Serviço atualizado com sucesso!',
  failed: (error) => `Erro ao salvar serviço: ${serverErrorText(error, 'Erro desconhecido')}`,
  failedLog: 'Erro ao salvar serviço:',
};

type ServicoFormModalProps = {
  /** The service to edit; absent for a new one. */
  servico?: TServico | undefined;
  onClose: () => void;
};

export function ServicoFormModal({ servico, onClose }: ServicoFormModalProps) {
  const isEditing = servico !== undefined;
  const saveMutation = useSaveServico();
  const {
    register,
    onSubmit,
    formState: { errors },
  } = useFormularioDeCadastro({
    // The API's own schema, so the form refuses what the server would, with the same messages.
    schema: ZServicoInput,
    blankAsMissing: ['aliquota_iss', 'preco'],
    defaultValues: defaultValues(servico),
    camposDoServidor: FIELDS,
    texts: SAVE_TEXTS,
    isEditing,
    onSaved: onClose,
    salvar: (input, respostas) => saveMutation.mutate({ id: servico?.id, input }, respostas),
  });

  return (
    <RegisterFormModal
      title={isEditing ? 'Editar Serviço' : 'Novo Serviço'}
      isSaving={saveMutation.isPending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <FormGrid>
        <Field
          label="Descrição do Serviço"
          error={errors.descricao?.message}
          isRequired
          className="form-grid__wide"
        >
          <Input {...register('descricao')} maxLength={200} />
        </Field>
        <Field
          label="Código LC 116"
          error={errors.codigo_lc_116?.message}
          hint="Item da lista, ex.: 14.05."
          isRequired
        >
          <Input {...register('codigo_lc_116')} inputMode="decimal" maxLength={5} />
        </Field>
        <Field label="Alíquota ISS (%)" error={errors.aliquota_iss?.message} isRequired>
          <DecimalInput {...register('aliquota_iss')} />
        </Field>
        <Field label="Preço por kg (R$)" error={errors.preco?.message} isRequired>
          <DecimalInput {...register('preco')} />
        </Field>
      </FormGrid>
    </RegisterFormModal>
  );
}
