import type { ZConciliarInput } from '@erp/contracts/conciliacao';
import type { TTipoLancamento } from '@erp/contracts/financeiro';
import { Decimal } from '@erp/fiscal/decimal';
import { formatarData, formatarReais } from '@erp/fiscal/nfe';
import type { z } from 'zod';
import type { AppContext, Caller } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditarEvento } from '../auditoria/auditar.ts';
import { type BaixaDoLote, baixarEmLote, baixarNaTransacao } from '../financeiro/baixar-lancamento.ts';
import { criarNaTransacao } from '../financeiro/criar-lancamento.ts';
import { validarVinculos } from '../financeiro/validar-vinculos.ts';
import { insertConciliacoes, lockTransacao, marcarConciliada } from './conciliacao.repository.ts';
import { lancamentosEmAberto, pagarEmParte } from './pagar-em-parte.ts';

type ConciliarInput = z.output<typeof ZConciliarInput>;
type Transacao = NonNullable<Awaited<ReturnType<typeof lockTransacao>>>;
type Parte = { id: number; valor: string; restante: 'EM_ABERTO' | 'DESCONTO' };

/** "R$ 1.234,56" of a Decimal or a decimal text. */
const reais = (v: Decimal | string) => formatarReais(new Decimal(v).toFixed(2));

/**
 * Confirms a statement transaction (issue 27): it settles the entries chosen, each with its part of the amount,
 * or becomes a new entry already paid. All in one database transaction with the transaction's row locked, so a
 * second confirmation waits, then finds it reconciled (409); the baixas go through baixarEmLote, each with its
 * own checks and audit, and the reconciliation itself is audited with what it settled.
 */
export async function conciliarTransacao(
  ctx: AppContext,
  idTransacao: number,
  input: ConciliarInput,
  caller: Caller,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const t = await lockTransacao(tx, idTransacao);
    if (!t) throw AppError.notFound('Transação do extrato não encontrada.');
    if (t.conciliada) throw AppError.conflict('Esta transação do extrato já foi conciliada.');
    const partes =
      'lancamentos' in input
        ? await baixarPartes(tx, t, input.lancamentos, caller)
        : [await criarPago(tx, t, input.novo_lancamento, caller)];
    await insertConciliacoes(
      tx,
      partes.map((p) => ({ idTransacao: t.id, ...p })),
    );
    await marcarConciliada(tx, t.id, caller.userId);
    await auditarEvento(tx, caller, {
      acao: 'EXTRATO_TRANSACAO_CONCILIADA',
      entidade: 'transacoes_extrato',
      idEntidade: t.id,
      detalhes: {
        fitid: t.fitid,
        data: t.data,
        valor: t.valor,
        lancamentos: partes.map((p) => ({ id: p.idLancamento, valor: p.valor, saldo: p.idLancamentoSaldo })),
      },
    });
  });
}

/**
 * The chosen entries, each given its part: the parts must add up to the transaction's amount. A part above the
 * open amount pays the difference as juros; below it, the rest is left open (pagarEmParte) or, when asked, given
 * as desconto. A credit pays receivables, a debit payables.
 */
async function baixarPartes(tx: Database, t: Transacao, partes: Parte[], caller: Caller) {
  const valor = new Decimal(t.valor).abs();
  const soma = partes.reduce((s, p) => s.plus(p.valor), new Decimal(0));
  if (!soma.equals(valor)) {
    throw AppError.unprocessable(
      `A soma dos valores (${reais(soma)}) deve ser igual ao valor da transação (${reais(valor)}).`,
    );
  }
  const tipo: TTipoLancamento = new Decimal(t.valor).isPositive() ? 'RECEITA' : 'DESPESA';
  // In id order: two reconciliations touching the same entries lock them in the same order.
  const ordenadas = [...partes].sort((a, b) => a.id - b.id);
  const abertos = await lancamentosEmAberto(
    tx,
    ordenadas.map((p) => p.id),
    tipo,
  );
  const feitas: { idLancamento: number; valor: string; idLancamentoSaldo: number | null }[] = [];
  const baixas: BaixaDoLote[] = [];
  for (const parte of ordenadas) {
    const aberto = abertos.get(parte.id);
    if (!aberto) throw AppError.notFound(`Lançamento ${parte.id} não encontrado.`);
    const diferenca = new Decimal(parte.valor).minus(aberto.valorOriginal);
    let idLancamentoSaldo: number | null = null;
    if (diferenca.isNegative() && parte.restante === 'EM_ABERTO') {
      idLancamentoSaldo = await pagarEmParte(tx, aberto, parte.valor, t.data, caller);
    }
    const desconto =
      diferenca.isNegative() && parte.restante === 'DESCONTO' ? diferenca.abs() : new Decimal(0);
    baixas.push({
      id: parte.id,
      input: {
        valor_recebido: new Decimal(parte.valor).toFixed(2),
        data_pagamento: t.data,
        valor_desconto: desconto.toFixed(2),
        valor_juros_multa: diferenca.isPositive() ? diferenca.toFixed(2) : '0.00',
      },
    });
    feitas.push({ idLancamento: parte.id, valor: new Decimal(parte.valor).toFixed(2), idLancamentoSaldo });
  }
  // The baixas of every part in one batch: each with the checks and the audit of a single baixa.
  const recusa = (await baixarEmLote(tx, baixas, caller, 'LANCAMENTO_CONCILIADO')).find(
    (r) => r instanceof AppError,
  );
  if (recusa) throw recusa;
  return feitas;
}

type NovoLancamento = Extract<ConciliarInput, { novo_lancamento: unknown }>['novo_lancamento'];

/** A transaction nothing was waiting for (a bank fee, a transfer): a new entry, paid on the transaction's day. */
async function criarPago(tx: Database, t: Transacao, novo: NovoLancamento, caller: Caller) {
  const tipo: TTipoLancamento = new Decimal(t.valor).isPositive() ? 'RECEITA' : 'DESPESA';
  const idCliente = tipo === 'RECEITA' ? (novo.id_cliente ?? null) : null;
  const idFornecedor = tipo === 'DESPESA' ? (novo.id_fornecedor ?? null) : null;
  await validarVinculos(tx, tipo, { idCategoria: novo.id_categoria, idCliente, idFornecedor });
  const valor = new Decimal(t.valor).abs().toFixed(2);
  const { id } = await criarNaTransacao(
    tx,
    {
      descricao: novo.descricao,
      tipo,
      valorOriginal: valor,
      dataVencimento: t.data,
      idCategoria: novo.id_categoria,
      idCliente,
      idFornecedor,
      origem: 'MANUAL',
      observacao: `Criado da transação ${t.fitid} do extrato de ${formatarData(t.data)} (${reais(t.valor)}).`,
      idUsuario: caller.userId,
    },
    caller,
  );
  const pago = { valor_recebido: valor, data_pagamento: t.data, valor_desconto: '0', valor_juros_multa: '0' };
  await baixarNaTransacao(tx, id, pago, caller, 'LANCAMENTO_CONCILIADO');
  return { idLancamento: id, valor, idLancamentoSaldo: null, isCriado: true };
}
