import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/field-controls';
import { FormSection } from '../../../components/ui/form-section';
import type { EmpresaForm } from './empresa-form-values';

type EmpresaSmtpFieldsProps = {
  form: EmpresaForm;
  /** The server never sends the password back, only whether one is stored. */
  hasSenha: boolean;
};

/** The mail server that sends each authorised NF-e (XML and DANFE) to the client's e-mail for NF-e. */
export function EmpresaSmtpFields({ form, hasSenha }: EmpresaSmtpFieldsProps) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <FormSection title="E-mail (SMTP)">
      <Field
        label="Servidor SMTP"
        error={errors.smtp_host?.message}
        hint="Em branco, as NF-e autorizadas não são enviadas por e-mail."
      >
        <Input
          {...register('smtp_host')}
          maxLength={253}
          autoComplete="off"
          placeholder="smtp.empresa.com.br"
        />
      </Field>
      <Field
        label="Porta SMTP"
        error={errors.smtp_porta?.message}
        hint="Normalmente 587 (STARTTLS) ou 465 (SSL/TLS)."
      >
        <Input type="number" min="1" max="65535" step="1" {...register('smtp_porta')} />
      </Field>
      <Field label="E-mail do remetente" error={errors.smtp_remetente?.message}>
        <Input type="email" {...register('smtp_remetente')} autoComplete="off" />
      </Field>
      <Field
        label="Usuário SMTP"
        error={errors.smtp_usuario?.message}
        hint="Em branco, envia sem autenticação."
      >
        <Input {...register('smtp_usuario')} maxLength={254} autoComplete="off" />
      </Field>
      <Field
        label="Senha SMTP"
        error={errors.smtp_senha?.message}
        hint={hasSenha ? 'Senha definida. Deixe em branco para mantê-la.' : undefined}
      >
        <Input type="password" {...register('smtp_senha')} maxLength={254} autoComplete="new-password" />
      </Field>
      <label className="form-check form-grid__wide">
        <input type="checkbox" {...register('smtp_seguro')} />
        Conexão segura desde o início (SSL/TLS, porta 465)
      </label>
    </FormSection>
  );
}
