import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/field-controls';
import { FormSection } from '../../../components/ui/form-section';
import { withMask } from '../../../lib/masked-registration';
import { maskCpfCnpj } from '../../../lib/masks';
import type { EmpresaForm } from './empresa-form-values';

/**
 * The company's accountant. The CPF/CNPJ goes in every NF-e as autorizado a baixar o XML (autXML), so the office
 * fetches the notes from SEFAZ itself; the e-mail is kept for sending the month's files.
 */
export function EmpresaContadorFields({ form }: { form: EmpresaForm }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <FormSection title="Contador">
      <Field
        label="CPF/CNPJ do Contador"
        error={errors.cpf_cnpj_contador?.message}
        hint="Autorizado a baixar o XML de cada NF-e no portal da SEFAZ."
      >
        <Input {...withMask(register('cpf_cnpj_contador'), maskCpfCnpj)} autoComplete="off" />
      </Field>
      <Field label="Email do Contador" error={errors.email_contador?.message}>
        <Input type="email" {...register('email_contador')} />
      </Field>
    </FormSection>
  );
}
