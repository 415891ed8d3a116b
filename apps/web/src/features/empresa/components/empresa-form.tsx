import { type TEmpresa, ZEmpresaInput } from '@erp/contracts/empresa';
import { EnderecoFields } from '../../../components/form/endereco-fields';
import { CamposDeNome, CampoTelefone } from '../../../components/register/campos-de-pessoa';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/field-controls';
import { FormSection } from '../../../components/ui/form-section';
import { Notice } from '../../../components/ui/notice';
import { municipiosQueryOptions } from '../../../lib/api/buscar-municipios';
import { campoDoFormulario } from '../../../lib/campo-do-formulario';
import { withMask } from '../../../lib/masked-registration';
import { maskCpfCnpj } from '../../../lib/masks';
import { useFormulario } from '../../../lib/use-formulario';
import { useUpdateEmpresa } from '../api/atualizar-empresa';
import { EmpresaCobrancaFields } from './empresa-cobranca-fields';
import { EmpresaContadorFields } from './empresa-contador-fields';
import { EmpresaFiscalFields } from './empresa-fiscal-fields';
import { EMPRESA_BLANK_AS_MISSING, EMPRESA_FIELDS, empresaFormValues } from './empresa-form-values';
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
  const updateMutation = useUpdateEmpresa();
  const form = useFormulario({
    schema: ZEmpresaInput,
    blankAsMissing: EMPRESA_BLANK_AS_MISSING,
    defaultValues: empresaFormValues(empresa),
    camposDoServidor: EMPRESA_FIELDS,
  });
  const {
    register,
    formState: { errors },
  } = form;

  const onSubmit = form.handleSubmit((input) => {
    form.limparFalha();
    updateMutation.mutate(
      input,
      // The alert is SPEC's fixed text; the server's reason stays on the page.
      form.respostas(
        (saved: TEmpresa) => {
          form.reset(empresaFormValues(saved));
          window.alert('Dados da empresa atualizados com sucesso!');
        },
        {
          log: 'Erro ao salvar os dados da empresa:',
          alerta: 'Erro ao salvar os dados da empresa.',
          fallback: 'Erro desconhecido.',
        },
      ),
    );
  });

  return (
    <form className="empresa-form" onSubmit={onSubmit} noValidate>
      {isReadOnly && <Notice tone="info">Somente um Administrador pode alterar os dados da empresa.</Notice>}
      {form.falha && <Notice onDismiss={form.limparFalha}>{form.falha}</Notice>}
      <Card>
        {/* A disabled fieldset disables every control inside it at once. */}
        <fieldset className="empresa-form__fields" disabled={isReadOnly}>
          <FormSection title="Identificação">
            <CamposDeNome
              razaoSocial={campoDoFormulario(form, 'razao_social')}
              nomeFantasia={campoDoFormulario(form, 'nome_fantasia')}
              isFantasiaLarga={false}
            />
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
            <CampoTelefone campo={campoDoFormulario(form, 'telefone')} />
            <Field label="Email" error={errors.email?.message}>
              <Input type="email" {...register('email')} />
            </Field>
          </FormSection>
          <EmpresaContadorFields form={form} />
          <EmpresaSmtpFields form={form} hasSenha={empresa.smtp_senha_definida} />
          <EmpresaCobrancaFields form={form} />
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
