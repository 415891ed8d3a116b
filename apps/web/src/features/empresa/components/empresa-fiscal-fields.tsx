import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/field-controls';
import { FormSection } from '../../../components/ui/form-section';
import type { EmpresaForm } from './empresa-form-values';

/** CRT of the NF-e (tag C21). */
const REGIMES = [
  { value: '1', label: 'Simples Nacional' },
  { value: '2', label: 'Simples Nacional – excesso de sublimite de receita bruta' },
  { value: '3', label: 'Regime Normal' },
  { value: '4', label: 'MEI – Microempreendedor Individual' },
] as const;

type EmpresaFiscalFieldsProps = {
  form: EmpresaForm;
  /** False once an NF-e has been issued: série and number then belong to the issued sequence. */
  isNumeracaoEditavel: boolean;
};

export function EmpresaFiscalFields({ form, isNumeracaoEditavel }: EmpresaFiscalFieldsProps) {
  const {
    register,
    formState: { errors },
  } = form;
  const numeracaoHint = isNumeracaoEditavel
    ? undefined
    : 'Não pode mais ser alterado: já existe NF-e emitida.';
  return (
    <FormSection title="Fiscal">
      <Field label="Inscrição Estadual" error={errors.inscricao_estadual?.message}>
        <Input {...register('inscricao_estadual')} maxLength={20} />
      </Field>
      <Field label="Inscrição Municipal" error={errors.inscricao_municipal?.message}>
        <Input {...register('inscricao_municipal')} maxLength={20} />
      </Field>
      <Field label="Regime Tributário" error={errors.regime_tributario?.message} isRequired>
        <Select {...register('regime_tributario')}>
          {REGIMES.map((regime) => (
            <option key={regime.value} value={regime.value}>
              {regime.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Série da NF-e" error={errors.nfe_serie?.message} hint={numeracaoHint}>
        <Input
          type="number"
          min="0"
          max="999"
          step="1"
          {...register('nfe_serie', { disabled: !isNumeracaoEditavel })}
        />
      </Field>
      <Field label="Próximo Número da NF-e" error={errors.nfe_proximo_numero?.message} hint={numeracaoHint}>
        <Input
          type="number"
          min="1"
          step="1"
          {...register('nfe_proximo_numero', { disabled: !isNumeracaoEditavel })}
        />
      </Field>
    </FormSection>
  );
}
