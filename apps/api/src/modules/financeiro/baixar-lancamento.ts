import type { TLancamento, ZBaixaInput } from '@erp/contracts/financeiro';
import Decimal from 'decimal.js';
import type { z } from 'zod';
import type { AppContext, Caller } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { insertAuditEntry } from '../auditoria/auditoria.repository.ts';
import { toLancamentoDto } from './lancamento-dto.ts';
import { baixarSePendente, findLancamento, findStatusLancamento } from './lancamentos.repository.ts';

const RECUSA: Record<string, string> = {
  Pago: 'Este lançamento já foi baixado.',
  Cancelado: 'Este lançamento está cancelado e não pode ser baixado.',
};

/**
 * Settles a Pendente entry (SPEC §4): status Pago with the amount and date paid; discount and interest are
 * kept beside them. Receivables from an NF-e can be settled too. Of two simultaneous baixas exactly one
 * wins: the update itself only matches a Pendente row.
 */
export async function baixarLancamento(
  ctx: AppContext,
  id: number,
  input: z.output<typeof ZBaixaInput>,
  caller: Caller,
): Promise<TLancamento> {
  const valores = {
    valorPagoRecebido: new Decimal(input.valor_recebido).toFixed(2),
    dataPagamentoRecebimento: input.data_pagamento,
    valorDesconto: new Decimal(input.valor_desconto).toFixed(2),
    valorJurosMulta: new Decimal(input.valor_juros_multa).toFixed(2),
  };
  await ctx.db.transaction(async (tx) => {
    const baixado = await baixarSePendente(tx, id, valores);
    if (!baixado) {
      const status = await findStatusLancamento(tx, id);
      if (!status) throw AppError.notFound('Lançamento não encontrado.');
      throw AppError.conflict(RECUSA[status] ?? 'Somente lançamentos pendentes podem ser baixados.');
    }
    await insertAuditEntry(tx, {
      acao: 'LANCAMENTO_BAIXADO',
      idUsuario: caller.userId,
      entidade: 'lancamentos',
      idEntidade: String(id),
      ip: caller.ip,
      detalhes: {
        valorOriginal: baixado.valorOriginal,
        valorPagoRecebido: valores.valorPagoRecebido,
        dataPagamento: valores.dataPagamentoRecebimento,
        valorDesconto: valores.valorDesconto,
        valorJurosMulta: valores.valorJurosMulta,
      },
    });
  });
  const pago = await findLancamento(ctx.db, id);
  if (!pago) throw AppError.notFound('Lançamento não encontrado.');
  return toLancamentoDto(pago);
}
