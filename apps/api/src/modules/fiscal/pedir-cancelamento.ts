import type { AppContext, Caller } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditarEvento } from '../auditoria/auditar.ts';
import { findRecebivel } from '../financeiro/recebiveis.repository.ts';
import type { PedidoDeCancelamento } from './cancelamento-pendente.repository.ts';

/** The document type whose cancellation is asked: its name in the messages, its receivable and its audit. */
export type DocumentoCancelavel<C extends string> = {
  nome: 'NF-e' | 'NFS-e';
  origem: 'NFE' | 'NFSE';
  entidade: 'notas_fiscais' | 'notas_servico';
  acao: 'NFE_CANCELAMENTO_PEDIDO' | 'NFSE_CANCELAMENTO_PEDIDO';
  cancelamento: { registrar: (db: Database, id: number, p: PedidoDeCancelamento<C>) => Promise<boolean> };
};

/** What the clerk asked: the justification, the document's own columns (the NFS-e's reason code), the audit. */
export type Cancelamento<C extends string> = {
  justificativa: string;
  colunas: { [K in C]: string };
  detalhes: Record<string, unknown>;
};

/**
 * Checks the receivable, signs the event (`assinar`) and stores it, with the justification, the user and the
 * time, before anything is sent: from here the document is 'Cancelamento pendente' until the authority answers.
 * A paid receivable refuses it: the money was received for a document that would no longer exist.
 */
export async function pedirCancelamento<C extends string>(
  ctx: AppContext,
  documento: DocumentoCancelavel<C>,
  id: number,
  cancelamento: Cancelamento<C>,
  assinar: () => Promise<string>,
  caller: Caller,
) {
  const { nome, origem } = documento;
  const recebivelBaixado = `A conta a receber desta ${nome} já foi baixada; a ${nome} não pode ser cancelada.`;
  if ((await findRecebivel(ctx.db, { origem, idDocumento: id }))?.status === 'Pago') {
    throw AppError.conflict(recebivelBaixado);
  }
  const xml = await assinar();
  await ctx.db.transaction(async (tx) => {
    const pedido = {
      ...cancelamento.colunas,
      xml,
      justificativa: cancelamento.justificativa,
      idUsuario: caller.userId,
    } as PedidoDeCancelamento<C>;
    if (!(await documento.cancelamento.registrar(tx, id, pedido))) {
      throw AppError.conflict(`Esta ${nome} não está mais autorizada.`);
    }
    // Checked again under the document's row and then the receivable's (the baixa's order), so a baixa made
    // meanwhile cannot leave a cancelled document with a paid receivable.
    if ((await findRecebivel(tx, { origem, idDocumento: id }, 'update'))?.status === 'Pago') {
      throw AppError.conflict(recebivelBaixado);
    }
    await auditarEvento(tx, caller, {
      acao: documento.acao,
      entidade: documento.entidade,
      idEntidade: id,
      detalhes: cancelamento.detalhes,
    });
  });
}
