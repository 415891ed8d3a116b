import { useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, type UseFormProps, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodFormResolver } from './form-resolver';
import { applyServerFieldErrors, serverErrorText } from './server-errors';

/** How a failed request is told besides the form's notice. */
type AvisoDeFalha = {
  /** The label of the failure in the browser's console, e.g. 'Erro ao dar baixa:'. */
  log?: string;
  /** SPEC's alert: a fixed text, or one built from the error. */
  alerta?: string | ((error: unknown) => string);
  /** The notice's text when the server said nothing. */
  fallback?: string;
};

export type UseFormularioOptions<Input extends FieldValues, Output> = {
  /** The contract's schema (packages/contracts): the same rules the server applies. */
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  /** Fields whose blank input counts as left out of the body (see zodFormResolver). */
  blankAsMissing?: readonly (keyof Input & string)[];
  /** The fields the server may name in a 400's details: their messages go under the inputs. */
  camposDoServidor?: readonly Path<Input>[];
  /** The reason goes above the form only when none of its field errors found an input (they say it there). */
  falhaSoSemCampos?: boolean;
  /** 'onChange' for a rule shown while typing (a justification's length); react-hook-form's default otherwise. */
  mode?: UseFormProps<Input>['mode'];
  /** A field hidden by another's choice leaves the values, so the schema does not see what is no longer shown. */
  shouldUnregister?: boolean;
};

/**
 * The app's one way to build a form: react-hook-form with the contract's zod schema, and the server's refusal
 * built in: `falhou` puts its field errors under their inputs and keeps its reason (serverErrorText) in `falha`
 * for the form's notice. The Brazilian money, kg and date inputs (DecimalInput, DateInput) take `register`.
 */
export function useFormulario<Input extends FieldValues, Output>({
  schema,
  defaultValues,
  blankAsMissing = [],
  camposDoServidor = [],
  falhaSoSemCampos = false,
  mode,
  shouldUnregister,
}: UseFormularioOptions<Input, Output>) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodFormResolver(schema, blankAsMissing),
    defaultValues,
    mode,
    shouldUnregister,
  });
  const [falha, setFalha] = useState<string | null>(null);
  /** Returns how many of the server's field errors found an input. */
  function falhou(error: unknown, fallback = 'Erro desconhecido'): number {
    const colocados = applyServerFieldErrors(error, form.setError, camposDoServidor);
    setFalha(falhaSoSemCampos && colocados > 0 ? null : serverErrorText(error, fallback));
    return colocados;
  }
  return {
    ...form,
    /** The server's reason of the last failure, shown above the form; null before and after a new try. */
    falha,
    limparFalha: () => setFalha(null),
    /** The failure of the form's request: field errors under their inputs (their count), the reason in `falha`. */
    falhou,
    /** A success that keeps the dialog open: the form starts again from `valores`, the server's message alerted. */
    recomecar: (valores: DefaultValues<Input>) => (mensagem: string) => {
      form.reset(valores);
      window.alert(mensagem);
    },
    /**
     * The answers of the form's request: `concluido` on success; on a failure the console gets `log`, the form
     * the server's reasons (`falhou`) and the user SPEC's alert, when the form has one.
     */
    respostas: <T>(concluido: (resposta: T) => void, aviso: AvisoDeFalha = {}) => ({
      onSuccess: concluido,
      onError: (error: unknown) => {
        if (aviso.log) console.error(aviso.log, error);
        falhou(error, aviso.fallback);
        if (aviso.alerta) window.alert(typeof aviso.alerta === 'string' ? aviso.alerta : aviso.alerta(error));
      },
    }),
  };
}
