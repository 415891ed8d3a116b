import type { TCliente, ZClienteInput } from '@erp/contracts/clientes';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { toClienteDto, toClienteWrite } from './cliente-dto.ts';
import { insertCliente, updateCliente } from './clientes.repository.ts';
import { resolverMunicipio } from './resolver-municipio.ts';

/** Creates (no id) or updates a client; CPF/CNPJ uniqueness is the database's answer (409). */
export async function salvarCliente(
  ctx: AppContext,
  input: z.output<typeof ZClienteInput>,
  id?: number,
): Promise<TCliente> {
  const values = toClienteWrite(input, await resolverMunicipio(ctx.db, input));
  if (id === undefined) return toClienteDto(await insertCliente(ctx.db, values));
  const row = await updateCliente(ctx.db, id, values);
  if (!row) throw AppError.notFound('Cliente não encontrado.');
  return toClienteDto(row);
}
