import type { TErrorResponse } from '@erp/contracts/errors';

type ErrorDetails = TErrorResponse['details'];

/** A failed /api call. `message` is the server's Portuguese `error` text, ready for an alert. */
export class ApiError extends Error {
  readonly status: number;
  readonly details: ErrorDetails;
  /** The whole answer: a feature may read what its contract adds to the error shape (an offer, a limit). */
  readonly body: unknown;

  constructor(status: number, message: string, details?: ErrorDetails, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.details = details;
    this.body = body;
  }

  /** The details as one line: a string as is, field errors as "campo: mensagem; ...". */
  get detailsText(): string | undefined {
    if (this.details === undefined) return undefined;
    if (typeof this.details === 'string') return this.details;
    return this.details.map((item) => `${item.campo}: ${item.mensagem}`).join('; ');
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
