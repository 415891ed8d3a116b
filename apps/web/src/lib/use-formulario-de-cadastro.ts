import type { FieldValues } from 'react-hook-form';
import { type SaveTexts, saveFeedback } from './save-feedback';
import { type UseFormularioOptions, useFormulario } from './use-formulario';

type RespostasDoCadastro = ReturnType<typeof saveFeedback>;

type UseFormularioDeCadastroOptions<Input extends FieldValues, Output> = UseFormularioOptions<
  Input,
  Output
> & {
  /** SPEC's alerts of this register. */
  texts: SaveTexts;
  isEditing: boolean;
  /** Runs before the success alert: closing the modal. */
  onSaved: () => void;
  /** Sends what the schema read: the register's save mutation, with the answers it is handed. */
  salvar: (valores: Output, respostas: RespostasDoCadastro) => void;
};

/**
 * The form of a register's create/edit modal (RegisterFormModal): the kit's form (useFormulario) whose submit
 * saves and answers as every register does (saveFeedback): closed with SPEC's alert, or the server's field errors
 * under their inputs and its reason in the alert.
 */
export function useFormularioDeCadastro<Input extends FieldValues, Output>({
  texts,
  isEditing,
  onSaved,
  salvar,
  ...opcoes
}: UseFormularioDeCadastroOptions<Input, Output>) {
  const form = useFormulario(opcoes);
  const fields = opcoes.camposDoServidor ?? [];
  const onSubmit = form.handleSubmit((valores) =>
    salvar(valores, saveFeedback({ texts, isEditing, setError: form.setError, fields, onSaved })),
  );
  return { ...form, onSubmit };
}
