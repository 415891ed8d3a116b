import type { AppContext, Caller } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditarAlteracao } from '../auditoria/auditar.ts';
import { toServicoDto } from './servico-dto.ts';
import { deleteServico } from './servicos.repository.ts';

/** A service used in an NF-e is protected by its foreign key (409). The audit keeps what it was. */
export async function excluirServico(ctx: AppContext, id: number, caller: Caller): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const excluido = await deleteServico(tx, id);
    if (!excluido) throw AppError.notFound('Serviço não encontrado.');
    await auditarAlteracao(tx, caller, {
      acao: 'SERVICO_EXCLUIDO',
      entidade: 'servicos',
      idEntidade: id,
      antes: toServicoDto(excluido),
      depois: null,
    });
  });
}
