import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-error';

/**
 * The server's `error` field, which SPEC §8 appends to 'Erro ao salvar ...: ', or the fallback
 * ('Erro desconhecido') when the failure did not come from the API.
 */
export function serverErrorText(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}

/**
 * Puts the server's field errors (a 400's details, e.g. "NCM 99999999 não existe na tabela NCM.") under
 * the matching inputs, for the rules only the server can check. Returns how many were placed.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): number {
  if (!isApiError(error) || !Array.isArray(error.details)) return 0;
  let placed = 0;
  for (const { campo, mensagem } of error.details) {
    const field = fields.find((name) => name === campo);
    if (!field) continue;
    setError(field, { type: 'server', message: mensagem });
    placed += 1;
  }
  return placed;
}
