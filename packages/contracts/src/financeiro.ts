import { z } from 'zod';
import { zDecimal, zTextoObrigatorio } from './fields.ts';
import { ZListQuery } from './pagination.ts';

export const TIPOS_LANCAMENTO = ['RECEITA', 'DESPESA'] as const;
export type TTipoLancamento = (typeof TIPOS_LANCAMENTO)[number];
/** SPEC §4: Pendente or Pago; Cancelado is the receivable of a cancelled NF-e/NFS-e, kept for the record. */
export const STATUS_LANCAMENTO = ['Pendente', 'Pago', 'Cancelado'] as const;
export type TStatusLancamento = (typeof STATUS_LANCAMENTO)[number];
/** NFE_ENTRADA: a payable of a supplier's incoming note (its cobr/dup, or its pag), issue 24. */
export const ORIGENS_LANCAMENTO = ['MANUAL', 'NFE', 'NFSE', 'NFE_ENTRADA'] as const;
export type TOrigemLancamento = (typeof ORIGENS_LANCAMENTO)[number];

export const MENSAGEM_CATEGORIA_OBRIGATORIA = 'Por favor, selecione uma categoria.';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** A calendar day, "YYYY-MM-DD", checked as a real date (2024-02-30 is refused). */
const zData = z.iso.date('Data inválida (use AAAA-MM-DD).');
const zDataObrigatoria = z.preprocess(blankToUndefined, z.string('Campo obrigatório.').pipe(zData));
const zDataOpcional = z.preprocess(blankToUndefined, zData.optional());

/** Money: a decimal string >= 0 with up to 2 places; an empty input reads 'Campo obrigatório.'. */
const zValor = z.preprocess(blankToUndefined, zDecimal({ scale: 2, min: 0 }));
const zValorOuZero = z.preprocess(blankToUndefined, zDecimal({ scale: 2, min: 0 }).default('0'));

const zIdOpcional = (mensagem: string) =>
  z.preprocess(blankToNull, z.coerce.number(mensagem).int(mensagem).positive(mensagem).nullable().optional());

const zIdCategoria = z.preprocess(
  blankToUndefined,
  z.coerce.number(MENSAGEM_CATEGORIA_OBRIGATORIA).int().positive(MENSAGEM_CATEGORIA_OBRIGATORIA),
);

/** Query of the receivable and payable lists (SPEC §7): the period filters the due date, both ends included. */
export const ZLancamentosQuery = ZListQuery.extend({
  status: z.preprocess(
    blankToUndefined,
    z.enum(STATUS_LANCAMENTO, 'Status inválido: use Pendente, Pago ou Cancelado.').optional(),
  ),
  data_inicio: zDataOpcional,
  data_fim: zDataOpcional,
}).refine((q) => !q.data_inicio || !q.data_fim || q.data_inicio <= q.data_fim, {
  path: ['data_fim'],
  message: 'A data final não pode ser anterior à data inicial.',
});
export type TLancamentosQuery = z.infer<typeof ZLancamentosQuery>;

export const ZLancamento = z.object({
  id: z.number().int(),
  descricao: z.string(),
  tipo: z.enum(TIPOS_LANCAMENTO),
  valor_original: z.string(),
  data_vencimento: z.string(),
  status: z.enum(STATUS_LANCAMENTO),
  id_categoria: z.number().int(),
  categoria_nome: z.string(),
  id_fornecedor: z.number().int().nullable(),
  fornecedor_nome: z.string().nullable(),
  id_cliente: z.number().int().nullable(),
  cliente_nome: z.string().nullable(),
  valor_pago_recebido: z.string().nullable(),
  data_pagamento_recebimento: z.string().nullable(),
  valor_desconto: z.string(),
  valor_juros_multa: z.string(),
  /** NFE/NFSE: created by an authorised document; it can be settled here but not edited or deleted. */
  origem: z.enum(ORIGENS_LANCAMENTO),
});
export type TLancamento = z.infer<typeof ZLancamento>;

export const ZCategoriaFinanceira = z.object({
  id: z.number().int(),
  nome: z.string(),
  tipo: z.enum(TIPOS_LANCAMENTO),
});
export type TCategoriaFinanceira = z.infer<typeof ZCategoriaFinanceira>;

const camposEditaveis = {
  descricao: zTextoObrigatorio(200),
  valor_original: zValor,
  data_vencimento: zDataObrigatoria,
  id_categoria: zIdCategoria,
  /** Optional; an empty choice is sent as null (SPEC §5). Only expenses have a supplier. */
  id_fornecedor: zIdOpcional('Fornecedor inválido.'),
};

/**
 * A new entry (SPEC §7 shows the new expense; a manual receivable names its client instead). Whether the
 * category, supplier and client exist, and the category's type, is checked by the server.
 */
export const ZLancamentoInput = z
  .object({
    ...camposEditaveis,
    tipo: z.enum(TIPOS_LANCAMENTO, 'Tipo inválido: use RECEITA ou DESPESA.'),
    id_cliente: zIdOpcional('Cliente inválido.'),
  })
  .superRefine((l, ctx) => {
    if (l.tipo === 'RECEITA' && l.id_fornecedor) {
      ctx.addIssue({
        code: 'custom',
        path: ['id_fornecedor'],
        message: 'Uma receita não tem fornecedor.',
      });
    }
    if (l.tipo === 'DESPESA' && l.id_cliente) {
      ctx.addIssue({ code: 'custom', path: ['id_cliente'], message: 'Uma despesa não tem cliente.' });
    }
  });
export type TLancamentoInput = z.input<typeof ZLancamentoInput>;

/**
 * The edited entry (PUT). Type, client and origin never change; `id_fornecedor` left out keeps the supplier,
 * null removes it.
 */
export const ZLancamentoUpdate = z.object(camposEditaveis);
export type TLancamentoUpdate = z.input<typeof ZLancamentoUpdate>;

/** SPEC §3 payment payload; the screen proposes the original value, today, 0 and 0 (SPEC §5). */
export const ZBaixaInput = z.object({
  valor_recebido: zValor,
  data_pagamento: zDataObrigatoria,
  valor_desconto: zValorOuZero,
  valor_juros_multa: zValorOuZero,
});
export type TBaixaInput = z.input<typeof ZBaixaInput>;
