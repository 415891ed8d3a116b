// The NF-e draft: its lines, what a return takes from the entry items, and the balances it offers.
import { z } from 'zod';
import { zDecimal } from './fields.ts';
import { ZMaterialTerceirosLinha } from './material-terceiros.ts';
import { blankToUndefined, vazioParaNull, zData, zIdOpcional, zIdPositivo } from './nfe-campos.ts';
import { NATUREZAS_OPERACAO } from './nfe-operacao.ts';
import { SEM_TRANSPORTE, ZTransporteNfe } from './nfe-transporte.ts';
import { zTextoLivreXmlOpcional } from './texto-livre.ts';

export const MENSAGEM_ITEM_INVALIDO = 'Selecione um produto e informe uma quantidade válida.';
export const MENSAGEM_SERVICO_OBRIGATORIO =
  'Para o CFOP 5124, é obrigatório selecionar um serviço executado.';
export const MENSAGEM_ITEM_ENTRADA_OBRIGATORIO = 'Selecione o item da nota de entrada de referência.';
export const MENSAGEM_RASCUNHO_INCOMPLETO = 'Selecione um cliente e adicione pelo menos um item.';

export const zDataVencimento = z.preprocess(
  blankToUndefined,
  z.string('Informe a data de vencimento.').pipe(zData),
);

/** Quantity in kg: > 0, up to 4 places (the screen steps by 0.01). */
const zQuantidade = zDecimal({ scale: 4, max: 999_999_999 }).refine(
  (v) => Number(v) > 0,
  MENSAGEM_ITEM_INVALIDO,
);

export const MENSAGEM_INFORMACOES_COMPLEMENTARES =
  'As informações complementares devem ter até 5000 caracteres.';
/** I60 xPed and I61 nItemPed: the client's purchase order and its item (TString 1-15; 1 to 6 digits). */
const zPedidoDoItem = {
  xPed: zTextoLivreXmlOpcional(15, 'O pedido de compra deve ter até 15 caracteres.', {
    quebrasDeLinha: 'espaco',
  }).optional(),
  nItemPed: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? vazioParaNull(v.trim()) : v),
    z
      .string('Item do pedido inválido.')
      .regex(/^[0-9]{1,6}$/, 'O item do pedido tem de 1 a 6 dígitos.')
      .nullable()
      .optional(),
  ),
};

/**
 * A draft line as the screen sends it (SPEC §7). nome_produto, valor_unitario and valor_total are accepted and
 * ignored: the server takes names and prices from its own records and recomputes every total.
 */
export const ZNfeItemInput = z.object({
  id_produto: zIdPositivo(MENSAGEM_ITEM_INVALIDO),
  id_servico: zIdOpcional('Serviço inválido.'),
  quantidade: zQuantidade,
  cfop: z
    .string('Informe o CFOP.')
    .trim()
    .regex(/^[1-7][0-9]{3}$/, 'CFOP inválido: use 4 dígitos.'),
  id_item_entrada: zIdOpcional('Item da nota de entrada inválido.'),
  ...zPedidoDoItem,
  nome_produto: z.unknown().optional(),
  valor_unitario: z.unknown().optional(),
  valor_total: z.unknown().optional(),
});

export const ZRascunhoNfe = z.object({
  id: zIdOpcional('Rascunho inválido.'),
  id_cliente: z.preprocess(blankToUndefined, zIdPositivo(MENSAGEM_RASCUNHO_INCOMPLETO)),
  natureza_operacao: z
    .enum(NATUREZAS_OPERACAO, 'Natureza da operação inválida.')
    .default('RETORNO DE INDUSTRIALIZACAO'),
  finalidade_emissao: z.enum(['1', '2', '3', '4'], 'Finalidade de emissão inválida.').default('1'),
  transporte: ZTransporteNfe.default({ modalidade_frete: SEM_TRANSPORTE }),
  /** Z03 infCpl: the user's text; the legal texts of the lines' rules are appended to it in the XML. */
  informacoes_complementares: zTextoLivreXmlOpcional(5000, MENSAGEM_INFORMACOES_COMPLEMENTARES).optional(),
  itens: z
    .array(ZNfeItemInput, MENSAGEM_RASCUNHO_INCOMPLETO)
    .min(1, MENSAGEM_RASCUNHO_INCOMPLETO)
    .max(990, 'Uma NF-e tem no máximo 990 itens.'),
  valor_total_produtos: z.unknown().optional(),
  valor_total_nota: z.unknown().optional(),
});
export type TRascunhoNfe = z.input<typeof ZRascunhoNfe>;

export const ZRascunhoSalvo = z.object({
  message: z.string(),
  id: z.number().int(),
  valor_total_produtos: z.string(),
  valor_total_nota: z.string(),
});

export const ZNfeItem = z.object({
  id: z.number().int(),
  numero_item: z.number().int(),
  nome_produto: z.string(),
  id_produto: z.number().int(),
  id_servico: z.number().int().nullable(),
  quantidade: z.string(),
  cfop: z.string(),
  id_item_entrada: z.number().int().nullable(),
  /** The entry NF-e the line returns material of (SPEC §2 keeps it while building the line). */
  id_nf_entrada_referencia: z.number().int().nullable(),
  numero_nf_entrada: z.number().int().nullable(),
  serie_nf_entrada: z.number().int().nullable(),
  valor_unitario: z.string(),
  valor_total_item: z.string(),
  /** The client's purchase order and its item (I60 xPed, I61 nItemPed); null when not informed. */
  xPed: z.string().nullable(),
  nItemPed: z.string().nullable(),
});
export type TNfeItem = z.infer<typeof ZNfeItem>;

/**
 * POST /nfe/rascunho/linhas: the draft's lines as the server will store them, for the screen to show before
 * saving. A FIFO return comes back split per entry item, each part at its entry's value per kg.
 */
export const ZLinhaResolvidaNfe = z.object({
  id_produto: z.number().int(),
  id_servico: z.number().int().nullable(),
  id_item_entrada: z.number().int().nullable(),
  id_nf_entrada_referencia: z.number().int().nullable(),
  numero_nf_entrada: z.number().int().nullable(),
  serie_nf_entrada: z.number().int().nullable(),
  nome_produto: z.string(),
  cfop: z.string(),
  quantidade: z.string(),
  valor_unitario: z.string(),
  valor_total: z.string(),
  /** The client's purchase order of the line asked for, carried to each of its parts. */
  xPed: z.string().nullable(),
  nItemPed: z.string().nullable(),
});
export type TLinhaResolvidaNfe = z.infer<typeof ZLinhaResolvidaNfe>;
export const ZLinhasResolvidas = z.object({ itens: z.array(ZLinhaResolvidaNfe) });

const MENSAGEM_ITENS_ENTRADA = 'Itens de entrada inválidos.';
/**
 * GET /nfe/rascunho/saldos-a-vencer: the client, and the entry items the draft's return lines already take kg from
 * (comma separated, or the parameter repeated).
 */
export const ZSaldosAVencerQuery = z.object({
  id_cliente: z.coerce
    .number('Cliente inválido.')
    .int('Cliente inválido.')
    .positive('Cliente inválido.')
    .max(2_147_483_647, 'Cliente inválido.'),
  itens_entrada: z.preprocess(
    (v) =>
      (Array.isArray(v) ? v : [v])
        .flatMap((parte) => (typeof parte === 'string' ? parte.split(',') : [parte]))
        .filter((parte) => parte !== undefined && parte !== ''),
    z
      .array(
        z.coerce
          .number(MENSAGEM_ITENS_ENTRADA)
          .int(MENSAGEM_ITENS_ENTRADA)
          .positive(MENSAGEM_ITENS_ENTRADA)
          .max(2_147_483_647, MENSAGEM_ITENS_ENTRADA),
      )
      .max(990, MENSAGEM_ITENS_ENTRADA),
  ),
});

/**
 * The draft screen's warning: the client's entry items with balance that are overdue or due within
 * DIAS_ALERTA_PRAZO days (the rows and statuses of Relatórios > Material de Terceiros) and that none of the
 * draft's lines takes kg from, oldest remessa first.
 */
export const ZSaldosAVencer = z.object({ itens: z.array(ZMaterialTerceirosLinha) });
export type TSaldosAVencer = z.infer<typeof ZSaldosAVencer>;

const zIdDaConsulta = (mensagem: string) =>
  z.coerce.number(mensagem).int(mensagem).positive(mensagem).max(2_147_483_647, mensagem);

/** GET /nfe/rascunho/saldo-disponivel: which client and product the FIFO item form asks about. */
export const ZSaldoDisponivelQuery = z.object({
  id_cliente: zIdDaConsulta('Cliente inválido.'),
  id_produto: zIdDaConsulta('Produto inválido.'),
});

/**
 * The kg of the product the client has in our custody (the balances of its entry items, as a FIFO return takes
 * them), 4 places: what the FIFO item form offers before 'Adicionar'. The save still checks every line.
 */
export const ZSaldoDisponivel = z.object({ saldo_kg: z.string() });
export type TSaldoDisponivel = z.infer<typeof ZSaldoDisponivel>;

/** GET /nfe/rascunho/produtos-com-saldo: the client whose FIFO return the item form builds. */
export const ZProdutosComSaldoQuery = z.object({ id_cliente: zIdDaConsulta('Cliente inválido.') });

/**
 * A product the client has kg of in our custody, with the kg a FIFO return can take (its entry items' balances
 * less what ordens de industrialização reserve, 4 places): the FIFO form's 'Produto de Referência' lists these.
 */
export const ZProdutoComSaldo = z.object({
  id_produto: z.number().int(),
  codigo_interno: z.string(),
  nome: z.string(),
  saldo_kg: z.string(),
});
export type TProdutoComSaldo = z.infer<typeof ZProdutoComSaldo>;
