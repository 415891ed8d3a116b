import type { TServico, ZServicoInput } from '@erp/contracts/servicos';
import type { z } from 'zod';
import type { AppContext, Caller } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditarAlteracao } from '../auditoria/auditar.ts';
import { toServicoDto, toServicoWrite } from './servico-dto.ts';
import { insertServico, lockServico, updateServico } from './servicos.repository.ts';

/** Creates (no id) or updates a service, audited in the same transaction. */
export async function salvarServico(
  ctx: AppContext,
  input: z.output<typeof ZServicoInput>,
  caller: Caller,
  id?: number,
): Promise<TServico> {
  const values = toServicoWrite(input);
  return ctx.db.transaction(async (tx) => {
    if (id === undefined) {
      const criado = toServicoDto(await insertServico(tx, values));
      await auditarAlteracao(tx, caller, {
        acao: 'SERVICO_CRIADO',
        entidade: 'servicos',
        idEntidade: criado.id,
        antes: null,
        depois: criado,
      });
      return criado;
    }
    const atual = await lockServico(tx, id);
    if (!atual) throw AppError.notFound('Serviço não encontrado.');
    const row = await updateServico(tx, id, values);
    if (!row) throw AppError.notFound('Serviço não encontrado.');
    const alterado = toServicoDto(row);
    await auditarAlteracao(tx, caller, {
      acao: 'SERVICO_ALTERADO',
      entidade: 'servicos',
      idEntidade: id,
      antes: toServicoDto(atual),
      depois: alterado,
    });
    return alterado;
  });
}
