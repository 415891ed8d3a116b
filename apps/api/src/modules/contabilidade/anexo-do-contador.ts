import { ANEXO_CONTADOR_MAX_BYTES, type TExportacaoContabilQuery } from '@erp/contracts/contabilidade';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AmbienteDocumento } from './contabilidade.repository.ts';
import { exportarDocumentosContabeis } from './exportar-documentos-contabeis.ts';

const tamanho = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;

/**
 * Why a large month is refused instead of sent as a link: a link needs an address the accountant's computer can
 * reach, and the product runs inside the company's network without a public URL.
 */
export const anexoGrandeDemais = (limite: number) =>
  AppError.unprocessable(
    `O arquivo do período passa de ${tamanho(limite)} e não pode ir anexado ao e-mail.`,
    'Baixe o .zip em Preferências > Contabilidade e entregue-o ao contador por outro meio, ou envie um período menor ou sem os DANFEs. O sistema não tem um endereço público para mandar um link de download.',
  );

/**
 * The period's .zip in memory, for an e-mail attachment: the same archive as the download, read only up to the
 * limit (a month too large stops at the limit, it is never gathered whole).
 */
export async function gerarAnexoDoContador(
  ctx: AppContext,
  query: TExportacaoContabilQuery,
  limite = ANEXO_CONTADOR_MAX_BYTES,
  ambiente?: AmbienteDocumento,
) {
  const { contagem, zip } = await exportarDocumentosContabeis(ctx, query, ambiente);
  const partes: Buffer[] = [];
  let total = 0;
  for await (const parte of zip) {
    total += parte.length;
    if (total > limite) {
      await zip.return(undefined);
      throw anexoGrandeDemais(limite);
    }
    partes.push(parte);
  }
  return { contagem, conteudo: Buffer.concat(partes) };
}
