import { ApiError } from '../../../lib/api-error';

export type Aviso = { tone: 'info' | 'danger'; texto: string };

/** The server's reason, in Portuguese, or a generic one when the request did not reach it. */
export const mensagemDe = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Não foi possível concluir. Tente novamente.';
