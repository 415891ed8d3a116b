import { ErrorCode } from '@erp/contracts/errors';

export type FieldError = { campo: string; mensagem: string };

const STATUS: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** The one error type of the API: a code mapped to an HTTP status and a message in Portuguese for the user. */
export class AppError extends Error {
  readonly statusCode: number;
  /** Sent as the `Retry-After` header (seconds) with a 429 or 503, so clients and proxies know when to retry. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: string | FieldError[],
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = STATUS[code];
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  static unauthorized(message = 'Sessão expirada ou inválida. Faça login novamente.') {
    return new AppError(ErrorCode.UNAUTHORIZED, message);
  }
  static forbidden(message = 'Você não tem permissão para esta operação.') {
    return new AppError(ErrorCode.FORBIDDEN, message);
  }
  static notFound(message: string) {
    return new AppError(ErrorCode.NOT_FOUND, message);
  }
  static conflict(message: string, details?: string) {
    return new AppError(ErrorCode.CONFLICT, message, details);
  }
  static unprocessable(message: string, details?: string) {
    return new AppError(ErrorCode.UNPROCESSABLE, message, details);
  }
  static validation(message: string, details?: FieldError[]) {
    return new AppError(ErrorCode.VALIDATION, message, details);
  }
}
