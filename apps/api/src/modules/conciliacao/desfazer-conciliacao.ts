import { Decimal } from '@erp/fiscal/decimal';
import type { AppContext, Caller } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditarAlteracao, auditarEvento } from '../auditoria/auditar.ts';
import { toLancamentoDto } from '../financeiro/lancamento-dto.ts';
import { deleteLancamento, findLancamento, lockLancamento } from '../financeiro/lancamentos.repository.ts';
import {
  conciliacoesDaTransacao,
  desfazerConciliada,
  lockTransacao,
  reabrirLancamento,
} from './conciliacao.repository.ts';

type Conciliacao = Awaited<ReturnType<typeof conciliacoesDaTransacao>>[number];

async function dto(tx: Database, id: number) {
  const row = await findLancamento(tx, id);
  if (!row) throw AppError.notFound(`Lançamento ${id} não encontrado.`);
  return toLancamentoDto(row);
}

/**
 * A partial payment's rest, still open, is folded back into the entry it came from (deleted, its amount added
 * back); once the rest was settled too, that must be undone first.
 */
async function recolherSaldo(tx: Database, idSaldo: number, caller: Caller): Promise<string> {
  const saldo = await lockLancamento(tx, idSaldo);
  if (saldo?.status !== 'Pendente') {
    throw AppError.conflict(
      `O saldo em aberto deste pagamento parcial (lançamento ${idSaldo}) já foi baixado: desfaça antes a baixa dele.`,
    );
  }
  const antes = await dto(tx, idSaldo);
  await deleteLancamento(tx, idSaldo);
  await auditarAlteracao(tx, caller, {
    acao: 'LANCAMENTO_EXCLUIDO',
    entidade: 'lancamentos',
    idEntidade: idSaldo,
    antes,
    depois: null,
  });
  return saldo.valorOriginal;
}

/** One entry the transaction settled: back to Pendente with its whole amount, or deleted when the transaction made it. */
async function desfazerParte(tx: Database, c: Conciliacao, caller: Caller) {
  const lancamento = await lockLancamento(tx, c.idLancamento);
  if (lancamento?.status !== 'Pago') {
    throw AppError.conflict(`O lançamento ${c.idLancamento} não está mais pago por esta transação.`);
  }
  const antes = await dto(tx, c.idLancamento);
  if (c.isCriado) {
    await deleteLancamento(tx, c.idLancamento);
    await auditarAlteracao(tx, caller, {
      acao: 'LANCAMENTO_EXCLUIDO',
      entidade: 'lancamentos',
      idEntidade: c.idLancamento,
      antes,
      depois: null,
    });
    return;
  }
  let valorOriginal = lancamento.valorOriginal;
  if (c.idLancamentoSaldo !== null) {
    valorOriginal = new Decimal(valorOriginal)
      .plus(await recolherSaldo(tx, c.idLancamentoSaldo, caller))
      .toFixed(2);
  }
  await reabrirLancamento(tx, c.idLancamento, valorOriginal);
  await auditarAlteracao(tx, caller, {
    acao: 'LANCAMENTO_BAIXA_DESFEITA',
    entidade: 'lancamentos',
    idEntidade: c.idLancamento,
    antes,
    depois: await dto(tx, c.idLancamento),
  });
}

/**
 * Undoes a reconciliation (`DELETE …/conciliar`): every entry it settled goes back to Pendente as it was (a partial
 * payment's open rest folded back in), an entry it created is deleted, and the transaction is unmatched again. All
 * or nothing, audited.
 */
export async function desfazerConciliacao(
  ctx: AppContext,
  idTransacao: number,
  caller: Caller,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const t = await lockTransacao(tx, idTransacao);
    if (!t) throw AppError.notFound('Transação do extrato não encontrada.');
    if (!t.conciliada) throw AppError.conflict('Esta transação do extrato não está conciliada.');
    const partes = await conciliacoesDaTransacao(tx, t.id);
    await desfazerConciliada(tx, t.id);
    for (const c of partes) await desfazerParte(tx, c, caller);
    await auditarEvento(tx, caller, {
      acao: 'EXTRATO_CONCILIACAO_DESFEITA',
      entidade: 'transacoes_extrato',
      idEntidade: t.id,
      detalhes: { fitid: t.fitid, lancamentos: partes.map((p) => ({ id: p.idLancamento, valor: p.valor })) },
    });
  });
}
