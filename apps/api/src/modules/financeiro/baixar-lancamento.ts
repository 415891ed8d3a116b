import type { TLancamento, ZBaixaInput } from '@erp/contracts/financeiro';
import { Decimal } from '@erp/fiscal/decimal';
import type { z } from 'zod';
import type { AppContext, Caller } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditarAlteracoes } from '../auditoria/auditar.ts';
import { toLancamentoDto } from './lancamento-dto.ts';
import {
  baixarPendentes,
  comCancelamentoPendente,
  findLancamentos,
  type LancamentoRow,
  lockLancamentos,
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
 * The baixa inside a caller's transaction, for those that settle entries together and must apply all or nothing
 * (a reconciled statement line). `acao` names where the baixa came from in the audit.
 */
export async function baixarNaTransacao(
  tx: Database,
  id: number,
  input: z.output<typeof ZBaixaInput>,
  caller: Caller,
  acao = 'LANCAMENTO_BAIXADO',
): Promise<TLancamento> {
  const [resultado] = await baixarEmLote(tx, [{ id, input }], caller, acao);
  if (!resultado || resultado instanceof AppError)
    throw resultado ?? AppError.notFound('Lançamento não encontrado.');
  return resultado;
}

export type BaixaDoLote = { id: number; input: z.output<typeof ZBaixaInput> };

/**
 * Several baixas in the caller's transaction in a handful of statements, whatever their number (a bank's return
 * file settles a thousand titles): each answered in the order given, the entry as settled or the refusal a single
 * baixa would have thrown (a cancellation on its way to SEFAZ, not found, already paid or cancelled; the same entry
 * twice: the second finds it paid). The notes' rows are taken before the entries' (the order of a cancellation's
 * request, cancelar-nfe.ts), the entries locked in id order, so of two simultaneous baixas the second waits and then
 * finds it paid; the update only matches Pendente rows, and the audit compares with exactly what it replaced.
 */
export async function baixarEmLote(
  tx: Database,
  baixas: readonly BaixaDoLote[],
  caller: Caller,
  acao = 'LANCAMENTO_BAIXADO',
): Promise<(TLancamento | AppError)[]> {
  const ids = [...new Set(baixas.map((b) => b.id))];
  const pendentes = await comCancelamentoPendente(tx, ids);
  const atuais = new Map((await lockLancamentos(tx, ids)).map((r) => [r.id, r]));
  const antes = new Map((await findLancamentos(tx, ids)).map((r) => [r.id, r]));
  const agendados = new Set<number>();
  const recusas = baixas.map(({ id }) => {
    if (pendentes.has(id)) return AppError.conflict(CANCELAMENTO_PENDENTE);
    const status = agendados.has(id) ? 'Pago' : atuais.get(id)?.status;
    if (!status || !antes.has(id)) return AppError.notFound('Lançamento não encontrado.');
    if (status !== 'Pendente') {
      return AppError.conflict(RECUSA[status] ?? 'Somente lançamentos pendentes podem ser baixados.');
    }
    agendados.add(id);
    return null;
  });
  const baixados = await baixarPendentes(
    tx,
    baixas.filter((_, i) => recusas[i] === null).map(({ id, input }) => ({ id, ...valoresDaBaixa(input) })),
  );
  const depois = new Map((await findLancamentos(tx, baixados)).map((r) => [r.id, toLancamentoDto(r)]));
  await auditarAlteracoes(
    tx,
    caller,
    baixados.map((id) => ({
      acao,
      entidade: 'lancamentos',
      idEntidade: id,
      antes: toLancamentoDto(antes.get(id) as LancamentoRow),
      depois: depois.get(id) ?? null,
    })),
  );
  return baixas.map(
    ({ id }, i) => recusas[i] ?? depois.get(id) ?? AppError.notFound('Lançamento não encontrado.'),
  );
}

const valoresDaBaixa = (input: z.output<typeof ZBaixaInput>) => ({
  valorPagoRecebido: new Decimal(input.valor_recebido).toFixed(2),
  dataPagamentoRecebimento: input.data_pagamento,
  valorDesconto: new Decimal(input.valor_desconto).toFixed(2),
  valorJurosMulta: new Decimal(input.valor_juros_multa).toFixed(2),
});
