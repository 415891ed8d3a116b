import { z } from 'zod';

/** The one error shape every /api answer uses: SPEC §7 reads `error` or `details`. */
export const ZErrorResponse = z.object({
  error: z.string(),
  details: z.union([z.string(), z.array(z.object({ campo: z.string(), mensagem: z.string() }))]).optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

export const ErrorCode = {
  VALIDATION: 'VALIDATION',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  UNPROCESSABLE: 'UNPROCESSABLE',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  /** The tax authority (or another outside service) could not be reached or answered nonsense. */
  UNAVAILABLE: 'UNAVAILABLE',
  INTERNAL: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
