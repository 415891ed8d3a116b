import type { TCertificado } from '@erp/contracts/certificado';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { findDadosDoCertificadoAtual } from './certificado.repository.ts';
import { toCertificadoDto } from './certificado-dto.ts';

export const SEM_CERTIFICADO =
  'Nenhum certificado digital A1 cadastrado. Envie o arquivo .pfx ou .p12 da empresa com a sua senha.';

/** The data of the certificate in use (never the key, the PFX or the password); 404 without one. */
export async function obterCertificado(ctx: AppContext): Promise<TCertificado> {
  const atual = await findDadosDoCertificadoAtual(ctx.db);
  if (!atual) throw AppError.notFound(SEM_CERTIFICADO);
  return toCertificadoDto(atual);
}
