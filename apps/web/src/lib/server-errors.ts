import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { type ApiError, isApiError } from './api-error';

/** What the details add, as text: a string as it is, field errors by their messages (no field paths). */
function detailTexts(details: ApiError['details']): string[] {
  if (details === undefined) return [];
  if (typeof details === 'string') return [details];
  return details.map((detail) => detail.mensagem);
}

/**
 * The one reading of an API error for the user (every alert, notice and 'Falha ...: ' suffix): the server's
 * `error`, then each detail it does not already say ('A SEFAZ recusou o evento.' and '501 - Rejeição: ...';
 * 'Dados inválidos. NCM ... não existe.' is not repeated by its field detail); only details when the error is
 * empty; `fallback` when the failure did not come from the API or said nothing.
 */
export function serverErrorText(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  const parts = error.message ? [error.message] : [];
  for (const detail of detailTexts(error.details)) {
    const text = detail.trim();
    if (text && !parts.some((part) => part.includes(text))) parts.push(text);
  }
  return parts.length > 0 ? parts.join(' ') : fallback;
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
