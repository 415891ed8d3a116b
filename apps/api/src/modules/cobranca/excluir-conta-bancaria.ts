import type { AppContext, Caller } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditarAlteracao } from '../auditoria/auditar.ts';
import { hasCobrancaNoBanco } from './cnab/cnab.repository.ts';
import { toContaBancariaDto } from './conta-bancaria-dto.ts';
import { deleteContaBancaria } from './contas-bancarias.repository.ts';

/**
 * The audit keeps what the account was, its nosso número sequence included. An account whose titles the bank
 * already knows (a remessa generated, a boleto sent) stays: its return files must still find it (409).
 */
export async function excluirContaBancaria(ctx: AppContext, id: number, caller: Caller): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (await hasCobrancaNoBanco(tx, id)) {
      throw AppError.conflict(
        'Esta conta bancária tem boletos enviados ao banco (remessa CNAB) e não pode ser excluída: os retornos do banco ainda chegam para ela.',
      );
    }
    const excluida = await deleteContaBancaria(tx, id);
    if (!excluida) throw AppError.notFound('Conta bancária não encontrada.');
    await auditarAlteracao(tx, caller, {
      acao: 'CONTA_BANCARIA_EXCLUIDA',
      entidade: 'contas_bancarias',
      idEntidade: id,
      antes: toContaBancariaDto(excluida),
      depois: null,
    });
  });
}
