import { Decimal } from '@erp/fiscal/decimal';
import { z } from 'zod';
import { zDecimal } from './fields.ts';
import { ZListQuery, zLimit, zPage } from './pagination.ts';

/** Ordem de industrialização: the factory's record of the client's kg, from the entry items to the return note. */
export const STATUS_ORDEM = ['Aberta', 'Em produção', 'Concluída', 'Faturada', 'Cancelada'] as const;
export type TStatusOrdem = (typeof STATUS_ORDEM)[number];

/**
 * What the floor points: outputs ('producao'), sucata/refugo/borra ('sucata', with its destination), loss
 * ('perda') and material taken for the order but never put in the machine ('nao_aplicado', returned as 5903).
 */
export const TIPOS_APONTAMENTO = ['producao', 'sucata', 'perda', 'nao_aplicado'] as const;
export type TTipoApontamento = (typeof TIPOS_APONTAMENTO)[number];
/** Sucata returned to the client (on the return note), kept with its agreement, or reused. */
export const DESTINOS_SUCATA = ['devolver', 'manter', 'reaproveitar'] as const;
export type TDestinoSucata = (typeof DESTINOS_SUCATA)[number];

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const zId = (mensagem: string) => z.coerce.number(mensagem).int(mensagem).positive(mensagem);
const zIdOpcional = (mensagem: string) => z.preprocess(blankToUndefined, zId(mensagem).optional());

/** kg to the gram: > 0, at most 3 places. */
const zKg = zDecimal({ scale: 3, max: 999_999_999 }).refine(
  (v) => Number(v) > 0,
  'Informe um peso maior que zero.',
);

export const ZOrdemEntradaInput = z.object({
  /** Without it the kg are reserved oldest remessa first (FIFO) from the client's balances of the product. */
  id_item_entrada: zIdOpcional('Item da nota de entrada inválido.'),
  id_produto: zId('Informe o produto.'),
  quantidade_kg: zKg,
});

export const ZOrdemInput = z.object({
  id_cliente: zId('Informe o cliente.'),
  xped: z.preprocess(
    blankToUndefined,
    z.string().trim().max(15, 'O pedido do cliente tem no máximo 15 caracteres.').optional(),
  ),
  /** The 5124 service of the outputs pointed without their own. */
  id_servico: zIdOpcional('Serviço inválido.'),
  entradas: z
    .array(ZOrdemEntradaInput, 'Informe o material da ordem.')
    .min(1, 'Informe o material da ordem.')
    .max(200, 'Uma ordem tem no máximo 200 entradas.'),
});
export type TOrdemInput = z.input<typeof ZOrdemInput>;

export const ZApontamentoInput = z
  .object({
    tipo: z.enum(TIPOS_APONTAMENTO, 'Tipo de apontamento inválido.'),
    id_produto: zIdOpcional('Produto inválido.'),
    id_servico: zIdOpcional('Serviço inválido.'),
    /** In the output product's unit. */
    quantidade: z.preprocess(blankToUndefined, zDecimal({ scale: 4, min: 0, max: 999_999_999 }).optional()),
    quantidade_kg: zKg,
    destino: z.preprocess(blankToUndefined, z.enum(DESTINOS_SUCATA, 'Destino inválido.').optional()),
    documento_acordo: z.preprocess(
      blankToUndefined,
      z.string().trim().max(200, 'Máximo de 200 caracteres.').optional(),
    ),
  })
  .superRefine((a, ctx) => {
    const erro = (campo: string, message: string) => ctx.addIssue({ code: 'custom', path: [campo], message });
    if (a.tipo === 'producao') {
      if (!a.id_produto) erro('id_produto', 'Informe o produto produzido.');
      if (a.quantidade === undefined || new Decimal(a.quantidade).lte(0))
        erro('quantidade', 'Informe a quantidade produzida na unidade do produto.');
    }
    if (a.tipo === 'sucata' && !a.destino) erro('destino', 'Informe o destino da sucata.');
    if (a.tipo !== 'sucata' && a.destino) erro('destino', 'Só a sucata tem destino.');
    if (a.destino === 'manter' && !a.documento_acordo)
      erro('documento_acordo', 'Informe o documento do acordo com o cliente para manter a sucata.');
  });
export type TApontamentoInput = z.input<typeof ZApontamentoInput>;

/** 'Ordens em aberto': the orders not yet invoiced (nor cancelled), whatever the step they are in. */
export const STATUS_EM_ABERTO = [
  'Aberta',
  'Em produção',
  'Concluída',
] as const satisfies readonly TStatusOrdem[];

export const ZOrdensQuery = ZListQuery.extend({
  status: z.preprocess(blankToUndefined, z.enum(STATUS_ORDEM, 'Status inválido.').optional()),
  id_cliente: zIdOpcional('Cliente inválido.'),
  /** `true`: only the orders in STATUS_EM_ABERTO (with `status`, that one must be of them). */
  em_aberto: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : v === 'true' || v === true),
    z.boolean().optional(),
  ),
});

export const ZOrdemResumo = z.object({
  id: z.number().int(),
  numero: z.number().int(),
  id_cliente: z.number().int(),
  nome_razao_social: z.string(),
  xped: z.string().nullable(),
  status: z.enum(STATUS_ORDEM),
  quantidade_kg: z.string(),
  reservado_kg: z.string(),
  created_at: z.string(),
  /** Days since it was opened, Brasília dates (0 on the day it was opened). */
  idade_dias: z.number().int(),
});
export type TOrdemResumo = z.infer<typeof ZOrdemResumo>;

/** The order's kg: in, what each kind of pointing took, and what is still to point (negative: pointed too much). */
export const ZSituacaoKg = z.object({
  entrada_kg: z.string(),
  produzido_kg: z.string(),
  sucata_kg: z.string(),
  perda_kg: z.string(),
  nao_aplicado_kg: z.string(),
  apontado_kg: z.string(),
  diferenca_kg: z.string(),
  /** Loss over the kg in, in percent (2 places). */
  perda_percentual: z.string(),
  /** The strictest agreed loss of the client for the order's input products; null when none was agreed. */
  perda_normal_percentual: z.string().nullable(),
  fecha: z.boolean(),
  perda_acima_do_acordado: z.boolean(),
});

const zUsuarioQuando = {
  em: z.string().nullable(),
  id_usuario: z.number().int().nullable(),
  usuario: z.string().nullable(),
};

export const ZOrdem = ZOrdemResumo.extend({
  id_servico: z.number().int().nullable(),
  criada: z.object(zUsuarioQuando),
  iniciada: z.object(zUsuarioQuando),
  concluida: z.object(zUsuarioQuando),
  perda_aprovada: z.object(zUsuarioQuando),
  cancelada: z.object(zUsuarioQuando),
  faturada_em: z.string().nullable(),
  entradas: z.array(
    z.object({
      id: z.number().int(),
      id_item_entrada: z.number().int(),
      id_nfe_entrada: z.number().int(),
      numero_nf: z.number().int(),
      serie_nf: z.number().int(),
      id_produto: z.number().int(),
      codigo_produto: z.string(),
      nome_produto: z.string(),
      quantidade_kg: z.string(),
      reservado_kg: z.string(),
      aplicado_kg: z.string().nullable(),
      sucata_devolvida_kg: z.string().nullable(),
      nao_aplicado_kg: z.string().nullable(),
      retido_kg: z.string().nullable(),
    }),
  ),
  apontamentos: z.array(
    z.object({
      id: z.number().int(),
      tipo: z.enum(TIPOS_APONTAMENTO),
      id_produto: z.number().int().nullable(),
      codigo_produto: z.string().nullable(),
      nome_produto: z.string().nullable(),
      ncm: z.string().nullable(),
      unidade: z.string().nullable(),
      id_servico: z.number().int().nullable(),
      quantidade: z.string().nullable(),
      quantidade_kg: z.string(),
      destino: z.enum(DESTINOS_SUCATA).nullable(),
      documento_acordo: z.string().nullable(),
      id_usuario: z.number().int().nullable(),
      usuario: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  /** The return notes built from the order (a cancelled one stays listed). */
  notas: z.array(z.object({ id: z.number().int(), numero: z.number().int().nullable(), status: z.string() })),
  situacao_kg: ZSituacaoKg,
});
export type TOrdem = z.infer<typeof ZOrdem>;

export const ZNfeRetornoDeOrdensInput = z.object({
  ordens: z
    .array(zId('Ordem inválida.'), 'Informe as ordens.')
    .min(1, 'Informe as ordens.')
    .max(100, 'No máximo 100 ordens por nota.'),
  /** Kept on the draft; the emission asks for it again. */
  data_vencimento: z.preprocess(blankToUndefined, z.iso.date('Data inválida (use AAAA-MM-DD).').optional()),
});

/** What the company keeps about a product for one client: the agreed loss and the client's codes for it. */
export const ZProdutoDoCliente = z.object({
  id_cliente: z.number().int(),
  id_produto: z.number().int(),
  /** 'Perda normal' in percent of the kg in; null when none was agreed. */
  perda_normal_percentual: z.string().nullable(),
  codigos_do_cliente: z.array(
    z.object({
      codigo_produto: z.string(),
      unidade: z.string().nullable(),
      kg_por_unidade: z.string().nullable(),
    }),
  ),
});
export type TProdutoDoCliente = z.infer<typeof ZProdutoDoCliente>;

export const ZProdutoDoClienteInput = z.object({
  perda_normal_percentual: z.preprocess(
    (v) => (v === '' ? null : v),
    zDecimal({ scale: 4, min: 0, max: 100 }).nullable(),
  ),
});

const zData = z.iso.date('Data inválida (use AAAA-MM-DD).');
const zDataOpcional = z.preprocess(blankToUndefined, zData.optional());

/**
 * 'Perdas por cliente e produto': the orders closed in the period (Brasília dates of the closing; default the
 * current month until today), optionally of one client, one row per client and input product, paged.
 */
export const ZPerdasQuery = z
  .object({
    data_inicio: zDataOpcional,
    data_fim: zDataOpcional,
    id_cliente: zIdOpcional('Cliente inválido.'),
    page: zPage.catch(1).default(1),
    limit: zLimit(999).catch(20).default(20),
  })
  .refine((q) => !q.data_inicio || !q.data_fim || q.data_inicio <= q.data_fim, {
    message: 'A data inicial deve ser anterior ou igual à data final.',
    path: ['data_fim'],
  });

const ZPerdasKg = z.object({
  /** kg of the client's material that went into the orders (their inputs of this product). */
  entrada_kg: z.string(),
  /** What came out: outputs and sucata (returned, kept or reused). */
  saida_kg: z.string(),
  perda_kg: z.string(),
  /** Taken for the orders and never put in the machine (returned as 5903): in = out + loss + not applied. */
  nao_aplicado_kg: z.string(),
  /** Loss over kg in, in percent (2 places). */
  perda_percentual: z.string(),
  ordens: z.number().int(),
  /** Orders whose loss was above the client's agreement when they closed (an administrator approved them). */
  ordens_acima: z.number().int(),
});
export type TPerdasKg = z.infer<typeof ZPerdasKg>;

export const ZPerdaLinha = ZPerdasKg.extend({
  id_cliente: z.number().int(),
  nome_razao_social: z.string(),
  id_produto: z.number().int(),
  codigo_produto: z.string(),
  nome_produto: z.string(),
  /** The client's agreed loss for the product today ('perda normal'); null when none was agreed. */
  perda_normal_percentual: z.string().nullable(),
});
export type TPerdaLinha = z.infer<typeof ZPerdaLinha>;

export const ZRelatorioPerdas = z.object({
  data_inicio: z.string(),
  data_fim: z.string(),
  data: z.array(ZPerdaLinha),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
  totalItems: z.number().int(),
  /** The whole period (every page), summed on numeric: the rows add up to it to the gram. */
  totais: ZPerdasKg,
});
export type TRelatorioPerdas = z.infer<typeof ZRelatorioPerdas>;

/** The dashboard card 'Produção' (its own request, GET /api/producao/resumo). */
export const ZResumoProducao = z.object({
  abertas: z.number().int(),
  em_producao: z.number().int(),
  /** Closed ('Concluída') and not yet invoiced: their return note not authorised yet. */
  concluidas_a_faturar: z.number().int(),
  /** kg those closed orders still hold to give back on their return note. */
  aguardando_retorno_kg: z.string(),
});
export type TResumoProducao = z.infer<typeof ZResumoProducao>;

/**
 * A product the floor may point as an order's output (GET /api/producao/produtos, open to 'Chão de fábrica', which
 * reads no register): what the operator's phone needs to name it and ask the quantity in its unit.
 */
export const ZProdutoParaApontar = z.object({
  id: z.number().int(),
  codigo_interno: z.string(),
  nome: z.string(),
  unidade_medida: z.string(),
});

export const ZProdutosParaApontarQuery = z.object({
  search: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
});
