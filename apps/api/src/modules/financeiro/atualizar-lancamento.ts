import type { TLancamento, ZLancamentoUpdate } from '@erp/contracts/financeiro';
import type { z } from 'zod';
import type { AppContext, Caller } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditarAlteracao } from '../auditoria/auditar.ts';
import { garantirPendenteManual } from './garantir-pendente-manual.ts';
import { toLancamentoDto } from './lancamento-dto.ts';
import { findLancamento, lockLancamento, updateLancamento } from './lancamentos.repository.ts';
import { validarVinculos } from './validar-vinculos.ts';

/** Type, client and origin stay; `id_fornecedor` left out keeps the supplier, null removes it. */
export async function atualizarLancamento(
  ctx: AppContext,
  id: number,
  input: z.output<typeof ZLancamentoUpdate>,
  caller: Caller,
): Promise<TLancamento> {
  return ctx.db.transaction(async (tx) => {
    // Locked: a baixa arriving meanwhile waits, then finds the edited entry (or this edit finds it paid).
    const atual = await lockLancamento(tx, id);
    const antes = atual && (await findLancamento(tx, id));
    if (!atual || !antes) throw AppError.notFound('Lançamento não encontrado.');
    garantirPendenteManual(atual, 'editado');
    const idFornecedor = input.id_fornecedor === undefined ? atual.idFornecedor : input.id_fornecedor;
    await validarVinculos(tx, atual.tipo, { idCategoria: input.id_categoria, idFornecedor });
    await updateLancamento(tx, id, {
      descricao: input.descricao,
      valorOriginal: input.valor_original,
      dataVencimento: input.data_vencimento,
      idCategoria: input.id_categoria,
      idFornecedor,
    });
    const alterado = await findLancamento(tx, id);
    if (!alterado) throw AppError.notFound('Lançamento não encontrado.');
    await auditarAlteracao(tx, caller, {
      acao: 'LANCAMENTO_ALTERADO',
      entidade: 'lancamentos',
      idEntidade: id,
      antes: toLancamentoDto(antes),
      depois: toLancamentoDto(alterado),
    });
    return toLancamentoDto(alterado);
  });
}
