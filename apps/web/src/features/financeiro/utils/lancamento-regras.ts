import type { TLancamento, TOrigemLancamento } from '@erp/contracts/financeiro';
import { arredondarCentavos, Decimal } from '@erp/fiscal/decimal';
import { formatBRL, formatDate } from '../../../lib/format';

/** SPEC §2: receivables read '+ R$ 1.234,56', payables '- R$ 1.234,56'. */
export function valorComSinal(lancamento: Pick<TLancamento, 'tipo' | 'valor_original'>): string {
  return `${lancamento.tipo === 'RECEITA' ? '+' : '-'} ${formatBRL(lancamento.valor_original)}`;
}

export type AcoesLancamento = { podeBaixar: boolean; podeEditar: boolean };

/**
 * SPEC §4: only Pendente rows offer baixa, edit and delete. A receivable created by an NF-e or NFS-e mirrors
 * the document, so it can be settled here but never edited or deleted (the server refuses it too).
 */
export function acoesDoLancamento(lancamento: Pick<TLancamento, 'status' | 'origem'>): AcoesLancamento {
  const isPendente = lancamento.status === 'Pendente';
  return { podeBaixar: isPendente, podeEditar: isPendente && lancamento.origem === 'MANUAL' };
}

const ROTULO_ORIGEM: Record<TOrigemLancamento, string | null> = {
  MANUAL: null,
  NFE: 'NF-e',
  NFSE: 'NFS-e',
  NFE_ENTRADA: 'NF-e de entrada',
};

/** The document an entry came from, shown beside its description; null for one typed by hand. */
export function rotuloOrigem(origem: TOrigemLancamento): string | null {
  return ROTULO_ORIGEM[origem];
}

const VALOR = /^\d{1,13}(\.\d+)?$/;

/** A typed amount as a decimal ('' is zero, a comma is the decimal separator); null when it is no amount. */
function valorDigitado(texto: string | null | undefined): Decimal | null {
  const limpo = (texto ?? '').trim().replace(',', '.');
  if (limpo === '') return new Decimal(0);
  return VALOR.test(limpo) ? new Decimal(limpo) : null;
}

/**
 * The amount of a baixa as the user types the discount and the interest/fine: the original value minus the
 * discount plus the interest, to the centavo (decimal arithmetic, never floats). Null while a field is no
 * amount; may be negative, which the form's own validation then refuses.
 */
export function valorDaBaixa(original: string, desconto: string, jurosMulta: string): string | null {
  const [o, d, j] = [valorDigitado(original), valorDigitado(desconto), valorDigitado(jurosMulta)];
  if (!o || !d || !j) return null;
  return arredondarCentavos(o.minus(d).plus(j)).toFixed(2);
}

const DIA_MS = 86_400_000;
const diaUtc = (iso: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : Number.NaN;
};

/**
 * 'Vencido há N dias' for a Pendente entry whose due date is before `hoje` (YYYY-MM-DD, the user's calendar);
 * null when it is paid, due today or later.
 */
export function avisoDeVencimento(
  lancamento: Pick<TLancamento, 'status' | 'data_vencimento'>,
  hoje: string,
): string | null {
  if (lancamento.status !== 'Pendente') return null;
  const dias = Math.round((diaUtc(hoje) - diaUtc(lancamento.data_vencimento)) / DIA_MS);
  if (!(dias > 0)) return null;
  return `Vencido há ${dias} ${dias === 1 ? 'dia' : 'dias'}`;
}

/** What a paid row received (or paid) and when: 'Recebido R$ 99,90 em 27/02/2025'; null while pending. */
export function resumoDaBaixa(
  lancamento: Pick<TLancamento, 'tipo' | 'status' | 'valor_pago_recebido' | 'data_pagamento_recebimento'>,
): string | null {
  if (lancamento.status !== 'Pago' || !lancamento.valor_pago_recebido) return null;
  const verbo = lancamento.tipo === 'RECEITA' ? 'Recebido' : 'Pago';
  const quando = lancamento.data_pagamento_recebimento
    ? ` em ${formatDate(lancamento.data_pagamento_recebimento)}`
    : '';
  return `${verbo} ${formatBRL(lancamento.valor_pago_recebido)}${quando}`;
}
