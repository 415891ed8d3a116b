import type { AppContext, Caller } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditarAlteracao } from '../auditoria/auditar.ts';
import { garantirPendenteManual } from './garantir-pendente-manual.ts';
import { toLancamentoDto } from './lancamento-dto.ts';
import { deleteLancamento, findLancamento, lockLancamento } from './lancamentos.repository.ts';

export async function excluirLancamento(ctx: AppContext, id: number, caller: Caller): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const atual = await lockLancamento(tx, id);
    const antes = atual && (await findLancamento(tx, id));
    if (!atual || !antes) throw AppError.notFound('Lançamento não encontrado.');
    garantirPendenteManual(atual, 'excluído');
    await deleteLancamento(tx, id);
    // The row is gone: the audit keeps what it was, for whoever reconciles the books later.
    await auditarAlteracao(tx, caller, {
      acao: 'LANCAMENTO_EXCLUIDO',
      entidade: 'lancamentos',
      idEntidade: id,
      antes: toLancamentoDto(antes),
      depois: null,
    });
  });
}
