import { CampoCpfCnpj, CamposDeNome, CampoTelefone } from '../../../components/register/campos-de-pessoa';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/field-controls';
import { FormSection } from '../../../components/ui/form-section';
import { campoDoFormulario } from '../../../lib/campo-do-formulario';
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
      <CamposDeNome
        razaoSocial={campoDoFormulario(form, 'nome_razao_social')}
        nomeFantasia={campoDoFormulario(form, 'nome_fantasia')}
      />
      <CampoCpfCnpj campo={campoDoFormulario(form, 'cpf_cnpj')} isRequired />
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
      <CampoTelefone campo={campoDoFormulario(form, 'telefone')} />
      <Field label="Email" error={errors.email?.message}>
        <Input type="email" {...register('email')} />
      </Field>
      <Field label="Email para NF-e" error={errors.email_nfe?.message} hint="Recebe o XML e o DANFE.">
        <Input type="email" {...register('email_nfe')} />
      </Field>
    </FormSection>
  );
}
