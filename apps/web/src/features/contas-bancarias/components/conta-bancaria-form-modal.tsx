import {
  BANCOS_CONHECIDOS,
  ROTULOS_TIPO_CHAVE_PIX,
  type TContaBancaria,
  TIPOS_CHAVE_PIX,
  ZContaBancariaInput,
} from '@erp/contracts/contas-bancarias';
import type { z } from 'zod';
import { RegisterFormModal } from '../../../components/register/register-form-modal';
import { DecimalInput } from '../../../components/ui/entrada-br';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/field-controls';
import { FormGrid } from '../../../components/ui/form-section';
import { type SaveTexts, saveFeedback } from '../../../lib/save-feedback';
import { serverErrorText } from '../../../lib/server-errors';
import { useFormulario } from '../../../lib/use-formulario';
import { useSaveContaBancaria } from '../api/salvar-conta-bancaria';

type FormInput = z.input<typeof ZContaBancariaInput>;

const FIELDS = [
  'descricao',
  'banco',
  'agencia',
  'conta',
  'tipo_chave_pix',
  'chave_pix',
  'carteira',
  'convenio',
  'variacao_carteira',
  'proximo_nosso_numero',
  'percentual_juros_mes',
  'percentual_multa',
  'padrao',
] as const;

function defaultValues(conta: TContaBancaria | undefined): FormInput {
  return {
    descricao: conta?.descricao ?? '',
    banco: conta?.banco ?? '',
    agencia: conta?.agencia ?? '',
    conta: conta?.conta ?? '',
    tipo_chave_pix: conta?.tipo_chave_pix ?? '',
    chave_pix: conta?.chave_pix ?? '',
    carteira: conta?.carteira ?? '',
    convenio: conta?.convenio ?? '',
    variacao_carteira: conta?.variacao_carteira ?? '',
    proximo_nosso_numero: conta ? String(conta.proximo_nosso_numero) : '',
    percentual_juros_mes: conta?.percentual_juros_mes ?? '',
    percentual_multa: conta?.percentual_multa ?? '',
    padrao: conta?.padrao ?? false,
  };
}

const SAVE_TEXTS: SaveTexts = {
  created: 'Conta bancária cadastrada com sucesso!',
  updated: 'Conta bancária atualizada com sucesso!',
  failed: (error) => `Erro ao salvar conta bancária: ${serverErrorText(error, 'Erro desconhecido')}`,
  failedLog: 'Erro ao salvar conta bancária:',
};

type ContaBancariaFormModalProps = {
  /** The account to edit; absent for a new one. */
  conta?: TContaBancaria | undefined;
  onClose: () => void;
};

export function ContaBancariaFormModal({ conta, onClose }: ContaBancariaFormModalProps) {
  const isEditing = conta !== undefined;
  const saveMutation = useSaveContaBancaria();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useFormulario({
    // The API's own schema: the check digits and the PIX key are refused here with the server's messages.
    schema: ZContaBancariaInput,
    defaultValues: defaultValues(conta),
    camposDoServidor: FIELDS,
  });

  const onSubmit = handleSubmit((input) => {
    saveMutation.mutate(
      { id: conta?.id, input },
      saveFeedback({ texts: SAVE_TEXTS, isEditing, setError, fields: FIELDS, onSaved: onClose }),
    );
  });

  return (
    <RegisterFormModal
      title={isEditing ? 'Editar Conta Bancária' : 'Nova Conta Bancária'}
      isSaving={saveMutation.isPending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <FormGrid>
        <Field label="Descrição" error={errors.descricao?.message} isRequired className="form-grid__wide">
          <Input {...register('descricao')} maxLength={60} />
        </Field>
        <Field
          label="Banco (código FEBRABAN)"
          error={errors.banco?.message}
          hint={Object.entries(BANCOS_CONHECIDOS)
            .map(([codigo, nome]) => `${codigo} ${nome}`)
            .join(', ')}
          isRequired
        >
          <Input {...register('banco')} inputMode="numeric" maxLength={3} />
        </Field>
        <Field
          label="Agência"
          error={errors.agencia?.message}
          hint="Com o dígito, se houver: 1234-5."
          isRequired
        >
          <Input {...register('agencia')} maxLength={10} autoComplete="off" />
        </Field>
        <Field
          label="Conta"
          error={errors.conta?.message}
          hint="Com o dígito verificador: 12345-6."
          isRequired
        >
          <Input {...register('conta')} maxLength={16} autoComplete="off" />
        </Field>
        <Field label="Tipo da chave PIX" error={errors.tipo_chave_pix?.message}>
          <Select {...register('tipo_chave_pix')}>
            <option value="">Sem chave PIX</option>
            {TIPOS_CHAVE_PIX.map((tipo) => (
              <option key={tipo} value={tipo}>
                {ROTULOS_TIPO_CHAVE_PIX[tipo]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Chave PIX" error={errors.chave_pix?.message} className="form-grid__wide">
          <Input {...register('chave_pix')} maxLength={77} autoComplete="off" />
        </Field>
        <Field label="Carteira" error={errors.carteira?.message}>
          <Input {...register('carteira')} inputMode="numeric" maxLength={3} />
        </Field>
        <Field label="Convênio / código do beneficiário" error={errors.convenio?.message}>
          <Input {...register('convenio')} inputMode="numeric" maxLength={20} />
        </Field>
        <Field
          label="Variação da carteira"
          error={errors.variacao_carteira?.message}
          hint="Banco do Brasil: vai na remessa CNAB (ex.: 019)."
        >
          <Input {...register('variacao_carteira')} inputMode="numeric" maxLength={3} />
        </Field>
        <Field
          label="Próximo nosso número"
          error={errors.proximo_nosso_numero?.message}
          hint="Só avança: um número já enviado ao banco nunca se repete."
        >
          <Input {...register('proximo_nosso_numero')} inputMode="numeric" maxLength={11} />
        </Field>
        <Field label="Juros ao mês (%)" error={errors.percentual_juros_mes?.message}>
          <DecimalInput {...register('percentual_juros_mes')} />
        </Field>
        <Field label="Multa (%)" error={errors.percentual_multa?.message}>
          <DecimalInput {...register('percentual_multa')} />
        </Field>
        <label className="form-check form-grid__wide">
          <input type="checkbox" {...register('padrao')} />
          Conta padrão dos novos recebimentos
        </label>
      </FormGrid>
    </RegisterFormModal>
  );
}
