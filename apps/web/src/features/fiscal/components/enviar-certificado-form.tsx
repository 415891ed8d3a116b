import { CAMPO_SENHA_CERTIFICADO } from '@erp/contracts/certificado';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/field-controls';
import { Notice } from '../../../components/ui/notice';
import { useFormulario } from '../../../lib/use-formulario';
import { useEnviarCertificado } from '../api/enviar-certificado';
import { CAMPOS_DO_ENVIO, ENVIO_VAZIO, ZEnvioDoCertificado } from '../utils/envio-do-certificado';

/**
 * The .pfx/.p12 and its password, sent as multipart. The server says what is wrong under each field (wrong
 * password, expired, another company's CNPJ...), or above the form what is not a field's (an upload over plain
 * HTTP); the password leaves the form as soon as the upload ends, whatever its outcome.
 */
export function EnviarCertificadoForm({ hasCertificado }: { hasCertificado: boolean }) {
  const [enviado, setEnviado] = useState(false);
  const envio = useEnviarCertificado();
  const form = useFormulario({
    schema: ZEnvioDoCertificado,
    defaultValues: ENVIO_VAZIO,
    camposDoServidor: CAMPOS_DO_ENVIO,
    falhaSoSemCampos: true,
  });
  const { register } = form;
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(({ certificado: arquivo, senha }) => {
    form.limparFalha();
    setEnviado(false);
    const respostas = form.respostas(
      () => {
        form.reset(ENVIO_VAZIO);
        setEnviado(true);
      },
      { fallback: 'Não foi possível enviar o certificado.' },
    );
    envio.mutate(
      { arquivo, senha },
      {
        ...respostas,
        // Emptied before the server's message about it is placed under the input.
        onError: (error) => {
          form.resetField(CAMPO_SENHA_CERTIFICADO);
          respostas.onError(error);
        },
      },
    );
  });

  return (
    <form className="certificado-ambiente__parte" onSubmit={onSubmit} noValidate>
      {form.falha && <Notice onDismiss={form.limparFalha}>{form.falha}</Notice>}
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
            {...register(CAMPO_SENHA_CERTIFICADO)}
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
