import { ErrorCode } from '@erp/contracts/errors';
import { SefazTransporteError } from '@erp/fiscal/sefaz';
import { AppError } from '../../lib/app-error.ts';

/**
 * Runs one exchange with SEFAZ; a transport failure (timeout, connection, 5xx) becomes the 503 the screens show
 * as 'Não foi possível comunicar com a SEFAZ. Tente novamente.', with the technical reason in details.
 */
export async function comunicarComSefaz<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof SefazTransporteError) {
      throw new AppError(
        ErrorCode.UNAVAILABLE,
        'Não foi possível comunicar com a SEFAZ. Tente novamente.',
        error.message,
      );
    }
    throw error;
  }
}
