import type { FieldValues } from 'react-hook-form';
import { serverErrorText } from '../../lib/server-errors';
import { type UseFormularioOptions, useFormulario } from '../../lib/use-formulario';

/** SPEC §8's alert of a refused cancellation: the prefix and the server's reason, else a fixed fallback. */
export function falhaAoCancelar(error: unknown): string {
  return `Falha ao cancelar: ${serverErrorText(error, 'Erro desconhecido')}`;
}

type RespostasDoCancelamento = {
  onSuccess: (resposta: { message: string }) => void;
  onError: (error: unknown) => void;
};

type FormularioDeCancelamentoOptions<Input extends FieldValues, Output> = Pick<
  UseFormularioOptions<Input, Output>,
  'schema' | 'defaultValues'
> & {
  documento: 'NF-e' | 'NFS-e';
  onClose: () => void;
  /** Sends what the schema read: the document's cancel mutation, with the answers it is handed. */
  cancelar: (pedido: Output, respostas: RespostasDoCancelamento) => void;
};

/**
 * The form of an NF-e's or NFS-e's cancellation (CancelamentoModal): an accepted one closes the dialog and alerts
 * the server's message; a refused one alerts the failure and keeps the dialog open with the reason, to try again.
 */
export function useFormularioDeCancelamento<Input extends FieldValues, Output>({
  documento,
  onClose,
  cancelar,
  ...opcoes
}: FormularioDeCancelamentoOptions<Input, Output>) {
  const form = useFormulario(opcoes);
  const onSubmit = form.handleSubmit((pedido) => {
    form.limparFalha();
    cancelar(
      pedido,
      form.respostas(
        ({ message }: { message: string }) => {
          onClose();
          window.alert(message);
        },
        { log: `Erro ao cancelar ${documento}:`, alerta: falhaAoCancelar },
      ),
    );
  });
  return { ...form, onSubmit };
}
