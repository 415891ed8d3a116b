import type { TTipoLancamento } from '@erp/contracts/financeiro';
import { Decimal } from '@erp/fiscal/decimal';
import { formatarData, formatarReais } from '@erp/fiscal/nfe';
import type { Caller } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditarAlteracao } from '../auditoria/auditar.ts';
import { toLancamentoDto } from '../financeiro/lancamento-dto.ts';
import {
  comCancelamentoPendente,
  findLancamento,
  insertLancamento,
  lockLancamentos,
  updateLancamento,
} from '../financeiro/lancamentos.repository.ts';

type LancamentoBruto = Awaited<ReturnType<typeof lockLancamentos>>[number];

const NOME: Record<TTipoLancamento, string> = {
  RECEITA: 'uma conta a receber',
  DESPESA: 'uma conta a pagar',
};

/**
 * The entries the parts of a statement transaction go to, locked in id order after their notes' rows (the baixa's
 * order, baixarEmLote): each open, and of the transaction's side, a credit paying receivables and a debit payables.
 * The first entry (by id) that is not is refused.
 */
export async function lancamentosEmAberto(tx: Database, ids: readonly number[], tipo: TTipoLancamento) {
  const pendentes = await comCancelamentoPendente(tx, ids);
  const rows = new Map((await lockLancamentos(tx, ids)).map((r) => [r.id, r]));
  for (const id of [...ids].sort((a, b) => a - b)) {
    if (pendentes.has(id)) {
      throw AppError.conflict(
        `A nota fiscal do lançamento ${id} tem um cancelamento aguardando a resposta da SEFAZ: aguarde a resposta antes de conciliar.`,
      );
    }
    const row = rows.get(id);
    if (!row) throw AppError.notFound(`Lançamento ${id} não encontrado.`);
    if (row.tipo !== tipo) {
      const lado = tipo === 'RECEITA' ? 'Um crédito' : 'Um débito';
      throw AppError.unprocessable(
        `${lado} do extrato só paga ${NOME[tipo]}; o lançamento ${id} é ${NOME[row.tipo]}.`,
      );
    }
    if (row.status !== 'Pendente') {
      throw AppError.conflict(
        row.status === 'Pago' ? `O lançamento ${id} já foi baixado.` : `O lançamento ${id} está cancelado.`,
      );
    }
  }
  return rows;
}

async function dto(tx: Database, id: number) {
  const row = await findLancamento(tx, id);
  if (!row) throw AppError.notFound(`Lançamento ${id} não encontrado.`);
  return toLancamentoDto(row);
}

/**
 * One entry paid in parts: the entry keeps the part paid as its amount (and is then settled for it), and what is
 * left becomes a new Pendente entry with the same due date, client or supplier, category and origin, its
 * observação naming the original; the reconciliation row links them too. Both changes are audited. So each entry
 * stays whole (paid = amount) and the open list shows exactly what is still owed, to the centavo.
 */
export async function pagarEmParte(
  tx: Database,
  aberto: LancamentoBruto,
  valorPago: string,
  data: string,
  caller: Caller,
): Promise<number> {
  const resto = new Decimal(aberto.valorOriginal).minus(valorPago).toFixed(2);
  const idSaldo = await insertLancamento(tx, {
    descricao: `${aberto.descricao.slice(0, 190)} (saldo)`,
    tipo: aberto.tipo,
    valorOriginal: resto,
    dataVencimento: aberto.dataVencimento,
    idCategoria: aberto.idCategoria,
    idCliente: aberto.idCliente,
    idFornecedor: aberto.idFornecedor,
    origem: aberto.origem,
    idDocumento: aberto.idDocumento,
    observacao: `Saldo do lançamento nº ${aberto.id} após o pagamento parcial de ${formatarReais(valorPago)} em ${formatarData(data)} (extrato bancário).`,
    idUsuario: caller.userId,
  });
  const antes = await dto(tx, aberto.id);
  await updateLancamento(tx, aberto.id, { valorOriginal: new Decimal(valorPago).toFixed(2) });
  await auditarAlteracao(tx, caller, {
    acao: 'LANCAMENTO_PAGO_EM_PARTE',
    entidade: 'lancamentos',
    idEntidade: aberto.id,
    antes,
    depois: await dto(tx, aberto.id),
  });
  await auditarAlteracao(tx, caller, {
    acao: 'LANCAMENTO_SALDO_CRIADO',
    entidade: 'lancamentos',
    idEntidade: idSaldo,
    antes: null,
    depois: await dto(tx, idSaldo),
  });
  return idSaldo;
}
