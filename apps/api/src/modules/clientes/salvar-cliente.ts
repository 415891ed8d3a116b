import type { TCliente, ZClienteInput } from '@erp/contracts/clientes';
import type { z } from 'zod';
import type { AppContext, Caller } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditarAlteracao } from '../auditoria/auditar.ts';
import { toClienteDto, toClienteWrite } from './cliente-dto.ts';
import { insertCliente, lockCliente, updateCliente } from './clientes.repository.ts';
import { resolverMunicipio } from './resolver-municipio.ts';

/**
 * Creates (no id) or updates a client, audited in the same transaction; CPF/CNPJ uniqueness is the database's
 * answer (409).
 */
export async function salvarCliente(
  ctx: AppContext,
  input: z.output<typeof ZClienteInput>,
  caller: Caller,
  id?: number,
): Promise<TCliente> {
  const values = toClienteWrite(input, await resolverMunicipio(ctx.db, input));
  return ctx.db.transaction(async (tx) => {
    if (id === undefined) {
      const criado = toClienteDto(await insertCliente(tx, values));
      await auditarAlteracao(tx, caller, {
        acao: 'CLIENTE_CRIADO',
        entidade: 'clientes',
        idEntidade: criado.id,
        antes: null,
        depois: criado,
      });
      return criado;
    }
    const atual = await lockCliente(tx, id);
    if (!atual) throw AppError.notFound('Cliente não encontrado.');
    const row = await updateCliente(tx, id, values);
    if (!row) throw AppError.notFound('Cliente não encontrado.');
    const alterado = toClienteDto(row);
    await auditarAlteracao(tx, caller, {
      acao: 'CLIENTE_ALTERADO',
      entidade: 'clientes',
      idEntidade: id,
      antes: toClienteDto(atual),
      depois: alterado,
    });
    return alterado;
  });
}
