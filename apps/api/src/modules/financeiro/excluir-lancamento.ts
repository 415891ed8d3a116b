import type { AppContext, Caller } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { insertAuditEntry } from '../auditoria/auditoria.repository.ts';
import { garantirPendenteManual } from './garantir-pendente-manual.ts';
import { deleteLancamento, lockLancamento } from './lancamentos.repository.ts';

export async function excluirLancamento(ctx: AppContext, id: number, caller: Caller): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const atual = await lockLancamento(tx, id);
    if (!atual) throw AppError.notFound('Lançamento não encontrado.');
    garantirPendenteManual(atual, 'excluído');
    await deleteLancamento(tx, id);
    // The row is gone: the audit keeps what it was, for whoever reconciles the books later.
    await insertAuditEntry(tx, {
      acao: 'LANCAMENTO_EXCLUIDO',
      idUsuario: caller.userId,
      entidade: 'lancamentos',
      idEntidade: String(id),
      ip: caller.ip,
      detalhes: {
        descricao: atual.descricao,
        tipo: atual.tipo,
        valorOriginal: atual.valorOriginal,
        dataVencimento: atual.dataVencimento,
      },
    });
  });
}
