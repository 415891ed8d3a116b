import { useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodFormResolver } from './form-resolver';
import { applyServerFieldErrors, serverErrorText } from './server-errors';

type UseFormularioOptions<Input extends FieldValues, Output> = {
  /** The contract's schema (packages/contracts): the same rules the server applies. */
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  /** Fields whose blank input counts as left out of the body (see zodFormResolver). */
  blankAsMissing?: readonly (keyof Input & string)[];
  /** The fields the server may name in a 400's details: their messages go under the inputs. */
  camposDoServidor?: readonly Path<Input>[];
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
}: UseFormularioOptions<Input, Output>) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodFormResolver(schema, blankAsMissing),
    defaultValues,
  });
  const [falha, setFalha] = useState<string | null>(null);
  return {
    ...form,
    /** The server's reason of the last failure, shown above the form; null before and after a new try. */
    falha,
    limparFalha: () => setFalha(null),
    /** The failure of the form's request: field errors under their inputs, the reason in `falha`. */
    falhou: (error: unknown, fallback = 'Erro desconhecido') => {
      applyServerFieldErrors(error, form.setError, camposDoServidor);
      setFalha(serverErrorText(error, fallback));
    },
  };
}
