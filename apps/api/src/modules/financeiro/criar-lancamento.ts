import type { TLancamento, ZLancamentoInput } from '@erp/contracts/financeiro';
import type { z } from 'zod';
import type { AppContext, Caller } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditarAlteracao } from '../auditoria/auditar.ts';
import { toLancamentoDto } from './lancamento-dto.ts';
import { findLancamento, insertLancamento } from './lancamentos.repository.ts';
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
  return ctx.db.transaction(async (tx) => {
    const id = await insertLancamento(tx, {
      descricao: input.descricao,
      tipo: input.tipo,
      valorOriginal: input.valor_original,
      dataVencimento: input.data_vencimento,
      idCategoria: input.id_categoria,
      idFornecedor,
      idCliente,
      origem: 'MANUAL',
      idUsuario: caller.userId,
    });
    const criado = await findLancamento(tx, id);
    if (!criado) throw AppError.notFound('Lançamento não encontrado.');
    await auditarAlteracao(tx, caller, {
      acao: 'LANCAMENTO_CRIADO',
      entidade: 'lancamentos',
      idEntidade: id,
      antes: null,
      depois: toLancamentoDto(criado),
    });
    return toLancamentoDto(criado);
  });
}
