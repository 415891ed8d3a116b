import { z } from 'zod';
import { zDecimal, zTextoObrigatorio } from './fields.ts';
import { ZListQuery } from './pagination.ts';

/** Bank statement (OFX) and reconciliation, issue 27. */

/** The answer of `POST /api/financeiro/extratos`. */
export const ZImportacaoExtrato = z.object({ importadas: z.number().int(), repetidas: z.number().int() });
export type TImportacaoExtrato = z.infer<typeof ZImportacaoExtrato>;

/** Days around a transaction's date in which a due date with the same amount is suggested. */
export const DIAS_PADRAO_SUGESTAO = 5;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const ZTransacoesQuery = ZListQuery.extend({
  conciliada: z.preprocess(
    blankToUndefined,
    z.enum(['true', 'false'], 'Use conciliada=true ou conciliada=false.').optional(),
  ),
  dias: z.preprocess(
    blankToUndefined,
    z.coerce
      .number('Dias inválidos (use um número inteiro de 0 a 60).')
      .int('Dias inválidos (use um número inteiro de 0 a 60).')
      .min(0, 'Dias inválidos (use um número inteiro de 0 a 60).')
      .max(60, 'Dias inválidos (use um número inteiro de 0 a 60).')
      .default(DIAS_PADRAO_SUGESTAO),
  ),
});
export type TTransacoesQuery = z.infer<typeof ZTransacoesQuery>;

/**
 * Why a set of entries is suggested, best first: the PIX txid or the boleto's nosso número written by the bank
 * name the receivable exactly; a CPF/CNPJ names the client or supplier; the amount and due date only hint.
 */
export const MOTIVOS_SUGESTAO = [
  'TXID_PIX',
  'NOSSO_NUMERO',
  'CPF_CNPJ',
  'VALOR_E_DATA',
  'SOMA_DO_CLIENTE',
] as const;
export type TMotivoSugestao = (typeof MOTIVOS_SUGESTAO)[number];

export const ROTULOS_MOTIVO_SUGESTAO: Record<TMotivoSugestao, string> = {
  TXID_PIX: 'PIX com o identificador (txid) da conta',
  NOSSO_NUMERO: 'Nosso número do boleto',
  CPF_CNPJ: 'CPF/CNPJ do cliente ou fornecedor',
  VALOR_E_DATA: 'Mesmo valor e vencimento próximo',
  SOMA_DO_CLIENTE: 'Soma de contas do mesmo cliente',
};

export const ZLancamentoSugerido = z.object({
  id: z.number().int(),
  descricao: z.string(),
  tipo: z.enum(['RECEITA', 'DESPESA']),
  /** What is still open: the entry's valor_original (a partial payment leaves the rest in a new entry). */
  valor_em_aberto: z.string(),
  data_vencimento: z.string(),
  nome: z.string().nullable(),
});

export const ZSugestao = z.object({
  motivo: z.enum(MOTIVOS_SUGESTAO),
  /** True when the bank named the entry (txid, nosso número): confirm without a second look. */
  exata: z.boolean(),
  lancamentos: z.array(ZLancamentoSugerido),
});
export type TSugestao = z.infer<typeof ZSugestao>;

export const ZLancamentoConciliado = z.object({
  id: z.number().int(),
  valor: z.string(),
  descricao: z.string(),
});

export const ZTransacaoExtrato = z.object({
  id: z.number().int(),
  fitid: z.string(),
  tipo: z.string(),
  data: z.string(),
  /** Signed as the bank wrote it: a credit above zero, a debit below. */
  valor: z.string(),
  nome: z.string().nullable(),
  memo: z.string().nullable(),
  conciliada: z.boolean(),
  conciliados: z.array(ZLancamentoConciliado),
  sugestoes: z.array(ZSugestao),
});
export type TTransacaoExtrato = z.infer<typeof ZTransacaoExtrato>;

/**
 * The two balances of the screen: the bank's (LEDGERBAL of the newest statement, with its date) and the product's,
 * the paid entries reconciled with this account (receipts less payments).
 */
export const ZSaldosDaConta = z.object({
  saldo_extrato: z.string().nullable(),
  data_saldo_extrato: z.string().nullable(),
  saldo_conciliado: z.string(),
  a_conciliar: z.number().int(),
});
export type TSaldosDaConta = z.infer<typeof ZSaldosDaConta>;

const zValorPositivo = zDecimal({ scale: 2, min: 0.01 });
const zId = (mensagem: string) => z.coerce.number(mensagem).int(mensagem).positive(mensagem);

/** What a part smaller than the open amount does with the rest: left open in a new entry, or given as desconto. */
export const RESTANTES = ['EM_ABERTO', 'DESCONTO'] as const;

export const ZConciliarInput = z.union(
  [
    z.strictObject({
      lancamentos: z
        .array(
          z.strictObject({
            id: zId('Lançamento inválido.'),
            valor: zValorPositivo,
            restante: z.enum(RESTANTES, 'Use EM_ABERTO ou DESCONTO.').default('EM_ABERTO'),
          }),
        )
        .min(1, 'Escolha ao menos um lançamento.')
        .max(200, 'No máximo 200 lançamentos por transação.')
        .refine((l) => new Set(l.map((x) => x.id)).size === l.length, 'Um lançamento aparece duas vezes.'),
    }),
    z.strictObject({
      novo_lancamento: z.strictObject({
        descricao: zTextoObrigatorio(200),
        id_categoria: zId('Por favor, selecione uma categoria.'),
        id_cliente: zId('Cliente inválido.').nullable().optional(),
        id_fornecedor: zId('Fornecedor inválido.').nullable().optional(),
      }),
    }),
  ],
  'Envie "lancamentos" (os lançamentos que a transação paga) ou "novo_lancamento".',
);
export type TConciliarInput = z.input<typeof ZConciliarInput>;
