import type { FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** One input of a form as a shared field component takes it: its registration and its message. */
export type CampoRegistrado = { registro: UseFormRegisterReturn; erro: string | undefined };

/** The registration and the current message of the form's field `nome`. */
export function campoDoFormulario<T extends FieldValues, O>(
  form: Pick<UseFormReturn<T, unknown, O>, 'register' | 'getFieldState' | 'formState'>,
  nome: Path<T>,
): CampoRegistrado {
  return { registro: form.register(nome), erro: form.getFieldState(nome, form.formState).error?.message };
}

/** The form of a contract's schema: its inputs as typed (input), the body it hands on (output). */
export type FormularioDoSchema<S extends z.ZodType<FieldValues, FieldValues>> = UseFormReturn<
  z.input<S>,
  unknown,
  z.output<S>
>;

/**
 * The fields of a contract's object schema, in its order: the ones the server may name in a 400's details,
 * so the form's list of them (useFormulario's camposDoServidor) is the contract itself.
 */
export function camposDoSchema<S extends z.ZodObject>(schema: S): readonly (keyof z.input<S> & string)[] {
  return Object.keys(schema.shape) as (keyof z.input<S> & string)[];
}
