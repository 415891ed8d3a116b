import { z } from 'zod';

/** Zod messages in Brazilian Portuguese, with a plain 'Campo obrigatório.' for missing values. */
export function configureZodPtBr(): void {
  z.config(z.locales.ptBR());
  z.config({
    customError: (issue) =>
      issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)
        ? 'Campo obrigatório.'
        : undefined,
  });
}
