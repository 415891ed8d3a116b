import type { TEventoManifestacao } from '@erp/contracts/manifestacoes';
import type { AppContext, Caller } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { findEntradaParaManifestar } from './manifestacoes.repository.ts';
import { mensagemDeSucesso, registrarManifestacao } from './registrar-manifestacao.ts';

/**
 * POST /upload/nfe-entrada/{id}/manifestar: a manifestação of the recipient on an imported entry (Confirmação da
 * Operação by default, Ciência, Desconhecimento or Operação não Realizada). Irreversible once SEFAZ registers it.
 */
export async function manifestarNfeEntrada(
  ctx: AppContext,
  id: number,
  pedido: { evento: TEventoManifestacao; justificativa?: string | undefined },
  caller: Caller,
): Promise<{ message: string }> {
  const entrada = await findEntradaParaManifestar(ctx.db, id);
  if (!entrada) throw AppError.notFound('Nota de entrada não encontrada.');
  await registrarManifestacao(
    ctx,
    {
      chave: entrada.chaveAcesso,
      evento: pedido.evento,
      justificativa: pedido.justificativa,
      xmlNfeProc: entrada.xmlOriginal,
      entidade: 'nfe_entradas',
      idEntidade: id,
    },
    caller,
  );
  return { message: mensagemDeSucesso(pedido.evento) };
}
