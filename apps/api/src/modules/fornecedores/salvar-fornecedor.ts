import type { TFornecedor, ZFornecedorInput } from '@erp/contracts/fornecedores';
import type { z } from 'zod';
import type { AppContext, Caller } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditarAlteracao } from '../auditoria/auditar.ts';
import { toFornecedorDto, toFornecedorWrite } from './fornecedor-dto.ts';
import { insertFornecedor, lockFornecedor, updateFornecedor } from './fornecedores.repository.ts';

/** Creates (no id) or updates a supplier, audited in the same transaction. */
export async function salvarFornecedor(
  ctx: AppContext,
  input: z.output<typeof ZFornecedorInput>,
  caller: Caller,
  id?: number,
): Promise<TFornecedor> {
  const values = toFornecedorWrite(input);
  return ctx.db.transaction(async (tx) => {
    if (id === undefined) {
      const criado = toFornecedorDto(await insertFornecedor(tx, values));
      await auditarAlteracao(tx, caller, {
        acao: 'FORNECEDOR_CRIADO',
        entidade: 'fornecedores',
        idEntidade: criado.id,
        antes: null,
        depois: criado,
      });
      return criado;
    }
    const atual = await lockFornecedor(tx, id);
    if (!atual) throw AppError.notFound('Fornecedor não encontrado.');
    const row = await updateFornecedor(tx, id, values);
    if (!row) throw AppError.notFound('Fornecedor não encontrado.');
    const alterado = toFornecedorDto(row);
    await auditarAlteracao(tx, caller, {
      acao: 'FORNECEDOR_ALTERADO',
      entidade: 'fornecedores',
      idEntidade: id,
      antes: toFornecedorDto(atual),
      depois: alterado,
    });
    return alterado;
  });
}
