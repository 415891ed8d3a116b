import type { TOrigemLancamento, TStatusLancamento } from '@erp/contracts/financeiro';
import { AppError } from '../../lib/app-error.ts';

/**
 * Only a Pendente entry typed by hand may change here (SPEC §4). A receivable created by an NF-e or NFS-e
 * mirrors the document: changing it would make the books disagree with the invoice.
 */
export function garantirPendenteManual(
  lancamento: { status: TStatusLancamento; origem: TOrigemLancamento },
  operacao: 'editado' | 'excluído',
): void {
  if (lancamento.status === 'Pago') {
    throw AppError.conflict(`Este lançamento já foi baixado e não pode ser ${operacao}.`);
  }
  if (lancamento.status === 'Cancelado') {
    throw AppError.conflict(`Este lançamento está cancelado e não pode ser ${operacao}.`);
  }
  if (lancamento.origem !== 'MANUAL') {
    throw AppError.conflict(
      `Lançamentos criados por uma NF-e ou NFS-e não podem ser ${operacao}s aqui: altere o documento de origem.`,
    );
  }
}
