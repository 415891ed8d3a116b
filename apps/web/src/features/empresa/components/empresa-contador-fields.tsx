import { LEIAUTES_BLOCO_K } from '@erp/contracts/bloco-k';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/field-controls';
import { FormSection } from '../../../components/ui/form-section';
import { withMask } from '../../../lib/masked-registration';
import { maskCpfCnpj } from '../../../lib/masks';
import type { EmpresaForm } from './empresa-form-values';

/**
 * The company's accountant. The CPF/CNPJ goes in every NF-e as autorizado a baixar o XML (autXML), so the office
 * fetches the notes from SEFAZ itself; the e-mail is kept for sending the month's files. The labels leave out the
 * words 'CNPJ' and 'Email', which name the company's own fields.
 */
export function EmpresaContadorFields({ form }: { form: EmpresaForm }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <FormSection title="Contador">
      <Field
        label="Documento do Contador"
        error={errors.cpf_cnpj_contador?.message}
        hint="CPF ou CNPJ do contador: autorizado a baixar o XML de cada NF-e no portal da SEFAZ."
      >
        <Input {...withMask(register('cpf_cnpj_contador'), maskCpfCnpj)} autoComplete="off" />
      </Field>
      <Field label="E-mail do Contador" error={errors.email_contador?.message}>
        <Input type="email" {...register('email_contador')} />
      </Field>
      <Field
        label="Leiaute do Bloco K"
        error={errors.bloco_k_leiaute?.message}
        hint="Registro K010 da EFD ICMS/IPI: o leiaute que a empresa adota no controle da produção e do estoque."
      >
        <Select {...register('bloco_k_leiaute')}>
          {LEIAUTES_BLOCO_K.map((leiaute) => (
            <option key={leiaute.value} value={leiaute.value}>
              {`${leiaute.codigo} - ${leiaute.label}`}
            </option>
          ))}
        </Select>
      </Field>
    </FormSection>
  );
}
