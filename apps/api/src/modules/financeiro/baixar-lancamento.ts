import type { TLancamento, ZBaixaInput } from '@erp/contracts/financeiro';
import { Decimal } from '@erp/fiscal/decimal';
import type { z } from 'zod';
import type { AppContext, Caller } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditarAlteracao } from '../auditoria/auditar.ts';
import { toLancamentoDto } from './lancamento-dto.ts';
import {
  baixarSePendente,
  findLancamento,
  isCancelamentoPendenteDoDocumento,
  lockLancamento,
} from './lancamentos.repository.ts';

const CANCELAMENTO_PENDENTE =
  'A nota fiscal desta conta tem um cancelamento aguardando a resposta da SEFAZ: aguarde a resposta antes de baixar.';

const RECUSA: Record<string, string> = {
  Pago: 'Este lançamento já foi baixado.',
  Cancelado: 'Este lançamento está cancelado e não pode ser baixado.',
};

/**
 * Settles a Pendente entry (SPEC §4): status Pago with the amount and date paid; discount and interest are
 * kept beside them. Receivables from an NF-e can be settled too.
 */
export async function baixarLancamento(
  ctx: AppContext,
  id: number,
  input: z.output<typeof ZBaixaInput>,
  caller: Caller,
): Promise<TLancamento> {
  return ctx.db.transaction((tx) => baixarNaTransacao(tx, id, input, caller));
}

/**
 * The baixa inside a caller's transaction, for those that settle several entries at once and must apply all or
 * nothing (a bank's return file, a reconciled statement line). The row is locked first, so of two simultaneous
 * baixas the second waits and then finds it paid, and the audit compares with exactly what this baixa replaced;
 * the update itself still only matches a Pendente row. `acao` names where the baixa came from in the audit.
 */
export async function baixarNaTransacao(
  tx: Database,
  id: number,
  input: z.output<typeof ZBaixaInput>,
  caller: Caller,
  acao = 'LANCAMENTO_BAIXADO',
): Promise<TLancamento> {
  const valores = {
    valorPagoRecebido: new Decimal(input.valor_recebido).toFixed(2),
    dataPagamentoRecebimento: input.data_pagamento,
    valorDesconto: new Decimal(input.valor_desconto).toFixed(2),
    valorJurosMulta: new Decimal(input.valor_juros_multa).toFixed(2),
  };
  // The note's row before the receivable's, the order of a cancellation's request (cancelar-nfe.ts).
  if (await isCancelamentoPendenteDoDocumento(tx, id)) throw AppError.conflict(CANCELAMENTO_PENDENTE);
  const atual = await lockLancamento(tx, id);
  const antes = atual && (await findLancamento(tx, id));
  if (!atual || !antes) throw AppError.notFound('Lançamento não encontrado.');
  if (!(await baixarSePendente(tx, id, valores))) {
    throw AppError.conflict(RECUSA[atual.status] ?? 'Somente lançamentos pendentes podem ser baixados.');
  }
  const pago = await findLancamento(tx, id);
  if (!pago) throw AppError.notFound('Lançamento não encontrado.');
  await auditarAlteracao(tx, caller, {
    acao,
    entidade: 'lancamentos',
    idEntidade: id,
    antes: toLancamentoDto(antes),
    depois: toLancamentoDto(pago),
  });
  return toLancamentoDto(pago);
}
