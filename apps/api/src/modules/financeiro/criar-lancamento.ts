import type { TLancamento, ZLancamentoInput } from '@erp/contracts/financeiro';
import type { z } from 'zod';
import type { AppContext, Caller } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditarAlteracao } from '../auditoria/auditar.ts';
import { toLancamentoDto } from './lancamento-dto.ts';
import { findLancamento, insertLancamento, type LancamentoWrite } from './lancamentos.repository.ts';
import { validarVinculos } from './validar-vinculos.ts';

/** A manual entry: a new expense (SPEC §2 'Nova Despesa') or a receivable typed by hand, audited with it. */
export async function criarLancamento(
  ctx: AppContext,
  input: z.output<typeof ZLancamentoInput>,
  caller: Caller,
): Promise<TLancamento> {
  const idFornecedor = input.tipo === 'DESPESA' ? (input.id_fornecedor ?? null) : null;
  const idCliente = input.tipo === 'RECEITA' ? (input.id_cliente ?? null) : null;
  await validarVinculos(ctx.db, input.tipo, { idCategoria: input.id_categoria, idFornecedor, idCliente });
  return ctx.db.transaction((tx) =>
    criarNaTransacao(
      tx,
      {
        descricao: input.descricao,
        tipo: input.tipo,
        valorOriginal: input.valor_original,
        dataVencimento: input.data_vencimento,
        idCategoria: input.id_categoria,
        idFornecedor,
        idCliente,
        origem: 'MANUAL',
        idUsuario: caller.userId,
      },
      caller,
    ),
  );
}

/** A new entry in the caller's transaction, audited as created (a reconciled statement line creates one too). */
export async function criarNaTransacao(
  tx: Database,
  valores: LancamentoWrite,
  caller: Caller,
): Promise<TLancamento> {
  const id = await insertLancamento(tx, valores);
  const criado = await findLancamento(tx, id);
  if (!criado) throw AppError.notFound('Lançamento não encontrado.');
  const dto = toLancamentoDto(criado);
  await auditarAlteracao(tx, caller, {
    acao: 'LANCAMENTO_CRIADO',
    entidade: 'lancamentos',
    idEntidade: id,
    antes: null,
    depois: dto,
  });
  return dto;
}
