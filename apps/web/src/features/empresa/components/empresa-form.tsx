import { type TEmpresa, ZEmpresaInput } from '@erp/contracts/empresa';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { EnderecoFields } from '../../../components/form/endereco-fields';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/field-controls';
import { FormSection } from '../../../components/ui/form-section';
import { Notice } from '../../../components/ui/notice';
import { municipiosQueryOptions } from '../../../lib/api/buscar-municipios';
import { zodFormResolver } from '../../../lib/form-resolver';
import { withMask } from '../../../lib/masked-registration';
import { maskCpfCnpj, maskTelefone } from '../../../lib/masks';
import { applyServerFieldErrors, serverErrorText } from '../../../lib/server-errors';
import { useUpdateEmpresa } from '../api/atualizar-empresa';
import { EmpresaContadorFields } from './empresa-contador-fields';
import { EmpresaFiscalFields } from './empresa-fiscal-fields';
import {
  EMPRESA_BLANK_AS_MISSING,
  EMPRESA_FIELDS,
  type EmpresaFormInput,
  type EmpresaFormOutput,
  empresaFormValues,
} from './empresa-form-values';
import { EmpresaNfseFields } from './empresa-nfse-fields';
import { EmpresaSmtpFields } from './empresa-smtp-fields';
import './empresa-form.css';

type EmpresaFormProps = {
  empresa: TEmpresa;
  /** Only an Administrador may change the company data (the server enforces it too). */
  isReadOnly: boolean;
};

/** SPEC §2: identification, address and contact, plus the fiscal identity the NF-e and the NFS-e need. */
export function EmpresaForm({ empresa, isReadOnly }: EmpresaFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const updateMutation = useUpdateEmpresa();
  const form = useForm<EmpresaFormInput, unknown, EmpresaFormOutput>({
    resolver: zodFormResolver(ZEmpresaInput, EMPRESA_BLANK_AS_MISSING),
    defaultValues: empresaFormValues(empresa),
  });
  const {
    register,
    formState: { errors },
  } = form;

  const onSubmit = form.handleSubmit((input) => {
    setFailure(null);
    updateMutation.mutate(input, {
      onSuccess: (saved) => {
        form.reset(empresaFormValues(saved));
        window.alert('Dados da empresa atualizados com sucesso!');
      },
      onError: (error) => {
        console.error('Erro ao salvar os dados da empresa:', error);
        applyServerFieldErrors(error, form.setError, EMPRESA_FIELDS);
        window.alert('Erro ao salvar os dados da empresa.');
        // The alert is SPEC's fixed text; the server's reason stays on the page.
        setFailure(serverErrorText(error, 'Erro desconhecido.'));
      },
    });
  });

  return (
    <form className="empresa-form" onSubmit={onSubmit} noValidate>
      {isReadOnly && <Notice tone="info">Somente um Administrador pode alterar os dados da empresa.</Notice>}
      {failure && <Notice onDismiss={() => setFailure(null)}>{failure}</Notice>}
      <Card>
        {/* A disabled fieldset disables every control inside it at once. */}
        <fieldset className="empresa-form__fields" disabled={isReadOnly}>
          <FormSection title="Identificação">
            <Field
              label="Razão Social"
              error={errors.razao_social?.message}
              isRequired
              className="form-grid__wide"
            >
              <Input {...register('razao_social')} maxLength={150} />
            </Field>
            <Field label="Nome Fantasia" error={errors.nome_fantasia?.message}>
              <Input {...register('nome_fantasia')} maxLength={150} />
            </Field>
            <Field
              label="CNPJ"
              error={errors.cnpj?.message}
              {...(empresa.cnpj_editavel
                ? {}
                : {
                    hint: 'Não pode mais ser alterado: já há NF-e ou NFS-e emitida em produção com este CNPJ.',
                  })}
            >
              {/* Read-only, not disabled: a disabled control is left out of the save, which would clear it. */}
              <Input
                {...withMask(register('cnpj'), maskCpfCnpj)}
                autoComplete="off"
                readOnly={!empresa.cnpj_editavel}
              />
            </Field>
          </FormSection>
          <EmpresaFiscalFields form={form} isNumeracaoEditavel={empresa.numeracao_editavel} />
          <EmpresaNfseFields form={form} />
          <EnderecoFields form={form} municipiosQuery={municipiosQueryOptions} />
          <FormSection title="Contato">
            <Field label="Telefone" error={errors.telefone?.message}>
              <Input type="tel" {...withMask(register('telefone'), maskTelefone)} />
            </Field>
            <Field label="Email" error={errors.email?.message}>
              <Input type="email" {...register('email')} />
            </Field>
          </FormSection>
          <EmpresaContadorFields form={form} />
          <EmpresaSmtpFields form={form} hasSenha={empresa.smtp_senha_definida} />
        </fieldset>
      </Card>
      {!isReadOnly && (
        <div className="empresa-form__actions">
          <Button type="submit" isLoading={updateMutation.isPending} loadingText="Salvando...">
            Salvar
          </Button>
        </div>
      )}
    </form>
  );
}
