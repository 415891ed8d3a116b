import { CAMPO_ARQUIVO_CERTIFICADO, CAMPO_SENHA_CERTIFICADO } from '@erp/contracts/certificado';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/field-controls';
import { Notice } from '../../../components/ui/notice';
import { applyServerFieldErrors, serverErrorText } from '../../../lib/server-errors';
import { useEnviarCertificado } from '../api/enviar-certificado';

type Valores = { certificado: FileList | null; senha: string };
const CAMPOS = [CAMPO_ARQUIVO_CERTIFICADO, CAMPO_SENHA_CERTIFICADO] as const;

/**
 * The .pfx/.p12 and its password. The server says what is wrong under each field (wrong password, expired,
 * another company's CNPJ...); the password leaves the form as soon as the upload ends, whatever its outcome.
 */
export function EnviarCertificadoForm({ hasCertificado }: { hasCertificado: boolean }) {
  const [falha, setFalha] = useState<string | null>(null);
  const [enviado, setEnviado] = useState(false);
  const envio = useEnviarCertificado();
  const form = useForm<Valores>({ defaultValues: { certificado: null, senha: '' } });
  const {
    register,
    formState: { errors },
  } = form;

  const onSubmit = form.handleSubmit(({ certificado, senha }) => {
    setFalha(null);
    setEnviado(false);
    const arquivo = certificado?.item(0);
    if (!arquivo) {
      form.setError('certificado', {
        message: 'Selecione o arquivo do certificado digital A1 (.pfx ou .p12).',
      });
      return;
    }
    envio.mutate(
      { arquivo, senha },
      {
        onSuccess: () => {
          form.reset();
          setEnviado(true);
        },
        onError: (error) => {
          form.resetField('senha');
          if (applyServerFieldErrors(error, form.setError, CAMPOS) === 0) {
            setFalha(serverErrorText(error, 'Não foi possível enviar o certificado.'));
          }
        },
      },
    );
  });

  return (
    <form className="certificado-ambiente__parte" onSubmit={onSubmit} noValidate>
      {falha && <Notice onDismiss={() => setFalha(null)}>{falha}</Notice>}
      {enviado && (
        <Notice tone="info" onDismiss={() => setEnviado(false)}>
          Certificado digital enviado com sucesso.
        </Notice>
      )}
      <div className="certificado-ambiente__campos">
        <Field label="Arquivo do certificado (.pfx ou .p12)" error={errors.certificado?.message}>
          <Input type="file" accept=".pfx,.p12,application/x-pkcs12" {...register('certificado')} />
        </Field>
        <Field
          label="Senha do certificado"
          error={errors.senha?.message}
          hint="Usada só para abrir o arquivo; guardada cifrada, nunca exibida."
        >
          <Input
            type="password"
            autoComplete="new-password"
            maxLength={1024}
            {...register('senha', { required: 'Informe a senha do certificado digital.' })}
          />
        </Field>
      </div>
      <div>
        <Button type="submit" isLoading={envio.isPending} loadingText="Enviando...">
          {hasCertificado ? 'Substituir certificado' : 'Enviar certificado'}
        </Button>
      </div>
    </form>
  );
}
