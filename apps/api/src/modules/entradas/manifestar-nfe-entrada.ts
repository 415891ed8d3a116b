import { eq, sql } from 'drizzle-orm';
import type { AppContext, Caller } from '../../app-context.ts';
import { nfeEntradas } from '../../db/schema/entradas.ts';
import { AppError } from '../../lib/app-error.ts';
import { insertAuditEntry } from '../auditoria/auditoria.repository.ts';
import { enviarManifestacao } from './manifestacao-do-destinatario.ts';

/**
 * Confirmação da Operação (event 210200) sent to the Ambiente Nacional. Irreversible: once SEFAZ registers it
 * the entry is Confirmada and the procEventoNFe is kept. The row stays locked while the event travels, so two
 * clicks cannot send two events.
 */
export async function manifestarNfeEntrada(
  ctx: AppContext,
  id: number,
  caller: Caller,
): Promise<{ message: string }> {
  return ctx.db.transaction(async (tx) => {
    const [entrada] = await tx
      .select()
      .from(nfeEntradas)
      .where(eq(nfeEntradas.id, id))
      .for('update', { noWait: true })
      .catch((error: unknown) => {
        if ((error as { cause?: { code?: string } }).cause?.code === '55P03') {
          throw AppError.conflict('A confirmação desta nota já está em andamento.');
        }
        throw error;
      });
    if (!entrada) throw AppError.notFound('Nota de entrada não encontrada.');
    if (entrada.statusManifestacao !== 'Pendente')
      throw AppError.conflict('Esta nota já teve o recebimento confirmado.');

    const resultado = await enviarManifestacao(ctx, {
      chave: entrada.chaveAcesso,
      tpEvento: '210200',
      xmlNfeProc: entrada.xmlOriginal,
    });
    if (!resultado.isRegistrado) {
      // Written outside this transaction, which the refusal rolls back.
      await insertAuditEntry(ctx.db, {
        acao: 'MANIFESTACAO_RECUSADA',
        idUsuario: caller.userId,
        entidade: 'nfe_entradas',
        idEntidade: String(id),
        ip: caller.ip,
        detalhes: { motivo: resultado.motivo },
      });
      throw AppError.unprocessable('A SEFAZ recusou a confirmação.', resultado.motivo);
    }
    await tx
      .update(nfeEntradas)
      .set({
        statusManifestacao: 'Confirmada',
        manifestacaoXml: resultado.procEventoNFe,
        manifestadaEm: sql`now()`,
      })
      .where(eq(nfeEntradas.id, id));
    await insertAuditEntry(tx, {
      acao: 'MANIFESTACAO_CONFIRMADA',
      idUsuario: caller.userId,
      entidade: 'nfe_entradas',
      idEntidade: String(id),
      ip: caller.ip,
      detalhes: { chave: entrada.chaveAcesso, nProt: resultado.nProt },
    });
    return { message: 'Nota confirmada com sucesso!' };
  });
}
