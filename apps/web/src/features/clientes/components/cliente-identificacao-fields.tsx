import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/field-controls';
import { FormSection } from '../../../components/ui/form-section';
import { withMask } from '../../../lib/masked-registration';
import { maskCpfCnpj, maskTelefone } from '../../../lib/masks';
import type { ClienteForm } from './cliente-form';

/** indIEDest of the NF-e, in the words of the SEFAZ manual. */
const INDICADORES_IE = [
  { value: '1', label: 'Contribuinte do ICMS' },
  { value: '2', label: 'Contribuinte isento' },
  { value: '9', label: 'Não contribuinte' },
] as const;

export function ClienteIdentificacaoFields({ form }: { form: ClienteForm }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <FormSection title="Identificação e Contato">
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
      <Field label="CNPJ/CPF" error={errors.cpf_cnpj?.message} isRequired>
        <Input {...withMask(register('cpf_cnpj'), maskCpfCnpj)} autoComplete="off" />
      </Field>
      <Field label="Indicador de IE" error={errors.indicador_ie?.message}>
        <Select {...register('indicador_ie')}>
          <option value="">Definir pela inscrição estadual</option>
          {INDICADORES_IE.map((indicador) => (
            <option key={indicador.value} value={indicador.value}>
              {indicador.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label="Inscrição Estadual"
        error={errors.inscricao_estadual?.message}
        hint="Somente números, ou ISENTO."
      >
        <Input {...register('inscricao_estadual')} maxLength={20} autoComplete="off" />
      </Field>
      <Field label="Telefone" error={errors.telefone?.message}>
        <Input type="tel" {...withMask(register('telefone'), maskTelefone)} />
      </Field>
      <Field label="Email" error={errors.email?.message}>
        <Input type="email" {...register('email')} />
      </Field>
      <Field label="Email para NF-e" error={errors.email_nfe?.message} hint="Recebe o XML e o DANFE.">
        <Input type="email" {...register('email_nfe')} />
      </Field>
    </FormSection>
  );
}
