import type { TContaBancaria, TContaBancariaValidada } from '@erp/contracts/contas-bancarias';
import type { AppContext, Caller } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { auditarAlteracao } from '../auditoria/auditar.ts';
import { toContaBancariaDto, toContaBancariaWrite } from './conta-bancaria-dto.ts';
import {
  type ContaBancariaRow,
  type ContaBancariaWrite,
  desmarcarPadrao,
  hasContaPadrao,
  insertContaBancaria,
  lockContaBancaria,
  travarContaPadrao,
  updateContaBancaria,
} from './contas-bancarias.repository.ts';

const MENSAGEM_DUPLICADA = 'Já existe uma conta bancária com este banco, agência e conta.';

/**
 * Creates (no id) or updates a bank account, audited in the same transaction. The first account becomes the
 * default; marking another as default unmarks the previous one. The nosso número sequence only moves forward:
 * a number the bank already received must never be issued again.
 */
export async function salvarContaBancaria(
  ctx: AppContext,
  input: TContaBancariaValidada,
  caller: Caller,
  id?: number,
): Promise<TContaBancaria> {
  const values = toContaBancariaWrite(input);
  try {
    return await ctx.db.transaction(async (tx) => {
      await travarContaPadrao(tx);
      if (id === undefined) return await criar(tx, values, caller);
      return await alterar(tx, id, values, caller);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'contas_bancarias_banco_agencia_conta_key')) {
      throw AppError.conflict(MENSAGEM_DUPLICADA);
    }
    throw error;
  }
}

/** The account that was the default loses the flag: its own audit row says so. */
async function auditarDesmarcadas(tx: Database, desmarcadas: ContaBancariaRow[], caller: Caller) {
  for (const row of desmarcadas) {
    const depois = toContaBancariaDto(row);
    await auditarAlteracao(tx, caller, {
      acao: 'CONTA_BANCARIA_ALTERADA',
      entidade: 'contas_bancarias',
      idEntidade: row.id,
      antes: { ...depois, padrao: true },
      depois,
    });
  }
}

async function criar(tx: Database, values: ContaBancariaWrite, caller: Caller) {
  const padrao = values.padrao || !(await hasContaPadrao(tx));
  if (padrao) await auditarDesmarcadas(tx, await desmarcarPadrao(tx), caller);
  const criada = toContaBancariaDto(await insertContaBancaria(tx, { ...values, padrao }));
  await auditarAlteracao(tx, caller, {
    acao: 'CONTA_BANCARIA_CRIADA',
    entidade: 'contas_bancarias',
    idEntidade: criada.id,
    antes: null,
    depois: criada,
  });
  return criada;
}

async function alterar(tx: Database, id: number, values: ContaBancariaWrite, caller: Caller) {
  const atual = await lockContaBancaria(tx, id);
  if (!atual) throw AppError.notFound('Conta bancária não encontrada.');
  const proximo = values.proximoNossoNumero ?? atual.proximoNossoNumero;
  if (proximo < atual.proximoNossoNumero) {
    throw AppError.validation('Dados inválidos.', [
      {
        campo: 'proximo_nosso_numero',
        mensagem: `O nosso número não pode voltar: o próximo desta conta é ${atual.proximoNossoNumero}.`,
      },
    ]);
  }
  if (values.padrao) await auditarDesmarcadas(tx, await desmarcarPadrao(tx, id), caller);
  const row = await updateContaBancaria(tx, id, values);
  if (!row) throw AppError.notFound('Conta bancária não encontrada.');
  const alterada = toContaBancariaDto(row);
  await auditarAlteracao(tx, caller, {
    acao: 'CONTA_BANCARIA_ALTERADA',
    entidade: 'contas_bancarias',
    idEntidade: id,
    antes: toContaBancariaDto(atual),
    depois: alterada,
  });
  return alterada;
}
