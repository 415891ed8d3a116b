import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** A copy of the form values without the listed fields when they are blank. */
export function withoutBlankFields<T extends FieldValues>(values: T, fields: readonly string[]): T {
  const copy: Record<string, unknown> = { ...values };
  for (const field of fields) {
    const value = copy[field];
    if (typeof value === 'string' && value.trim() === '') delete copy[field];
  }
  return copy as T;
}

/**
 * zodResolver with the shared contract schema, where a blank input of the listed fields counts as a field
 * the JSON body leaves out: a required number then reads 'Campo obrigatório.' instead of 'Informe um
 * número', and an optional one (an IBGE code, an NF-e number) is simply not sent.
 */
export function zodFormResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  blankAsMissing: readonly (keyof Input & string)[] = [],
): Resolver<Input, unknown, Output> {
  const resolve = zodResolver(schema) as Resolver<Input, unknown, Output>;
  return (values, context, options) => resolve(withoutBlankFields(values, blankAsMissing), context, options);
}
