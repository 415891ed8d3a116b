import { Decimal } from '@erp/fiscal/common/decimal';
import { z } from 'zod';
import { ZErrorResponse } from './errors.ts';
import { SIGLAS_UF, zCpfCnpj, zDecimal } from './fields.ts';
import { ZAmbienteDoDocumento } from './fiscal.ts';
import { ZMaterialTerceirosLinha } from './material-terceiros.ts';
import { ZListQuery } from './pagination.ts';
import { zTextoLivreXml, zTextoLivreXmlOpcional } from './texto-livre.ts';

/**
 * SPEC §9: the natures of operation offered on the draft screen; the first is the default. The fourth, beyond
 * SPEC's three, is the symbolic return of Material de Terceiros (NATUREZA_RETORNO_SIMBOLICO).
 */
export const NATUREZAS_OPERACAO = [
  'RETORNO DE INDUSTRIALIZACAO',
  'REMESSA PARA INDUSTRIALIZACAO',
  'VENDA DE MERCADORIA',
  'RETORNO SIMBÓLICO',
] as const;
export type TNaturezaOperacao = (typeof NATUREZAS_OPERACAO)[number];
export const NATUREZA_RETORNO: TNaturezaOperacao = 'RETORNO DE INDUSTRIALIZACAO';
/**
 * A return of the client's material that does not leave the building: a balance whose ICMS suspension expired, or
 * that was lost in the process, written off with the client's agreement. Its lines are 5902/6902, each on an
 * entry item chosen by the user (whatever the client's reference type), valued and consumed like a return, with
 * the remessa in NFref and the symbolic text in infCpl, but no stock exit (nor stock entry on cancellation).
 */
export const NATUREZA_RETORNO_SIMBOLICO: TNaturezaOperacao = 'RETORNO SIMBÓLICO';

/** Both natures that return the client's material and take kg from its entry items. */
export const isNaturezaDeRetorno = (natureza: string) =>
  natureza === NATUREZA_RETORNO || natureza === NATUREZA_RETORNO_SIMBOLICO;

/** SPEC §9: CFOP options of a draft line, with their labels. */
export const CFOPS_NFE = [
  { value: '5901', label: '5901 - Remessa' },
  { value: '5902', label: '5902 - Retorno' },
  { value: '5124', label: '5124 - Industrialização' },
] as const;
/**
 * The CFOP SPEC §4 gives a new draft line (the item form resets to it). The screen now starts on the operation's
 * first CFOP for the client's UF (cfopPadraoDaOperacao), which is this one for a return inside the company's UF.
 */
export const CFOP_PADRAO_ITEM = '5902';
/** CFOP of a service line: it requires a service and a reference product (SPEC §4, §5). */
export const CFOP_INDUSTRIALIZACAO = '5124';

/** Labels of every CFOP a draft may take, in the style of SPEC §9's (CFOPS_NFE keeps SPEC's own). */
export const ROTULOS_CFOP: Readonly<Record<string, string>> = {
  ...Object.fromEntries(CFOPS_NFE.map((c) => [c.value, c.label])),
  '5903': '5903 - Retorno não aplicado',
  '5101': '5101 - Venda de produção',
  '5102': '5102 - Venda de mercadoria de terceiros',
  '6901': '6901 - Remessa (outra UF)',
  '6902': '6902 - Retorno (outra UF)',
  '6903': '6903 - Retorno não aplicado (outra UF)',
  '6124': '6124 - Industrialização (outra UF)',
  '6101': '6101 - Venda de produção (outra UF)',
  '6102': '6102 - Venda de mercadoria de terceiros (outra UF)',
};

/**
 * The CFOPs of each operation, in-state form (the first is the line's default): a return sends back the
 * material used (5902) or not used (5903) and bills the industrialisation (5124); a remessa sends material out
 * (5901); a sale is of own production (5101) or of goods bought (5102).
 */
const CFOPS_POR_NATUREZA: Readonly<Record<TNaturezaOperacao, readonly string[]>> = {
  'RETORNO DE INDUSTRIALIZACAO': ['5902', '5124', '5903'],
  'REMESSA PARA INDUSTRIALIZACAO': ['5901'],
  'VENDA DE MERCADORIA': ['5101', '5102'],
  // Only the material used in the process goes back symbolically: nothing is billed on this note.
  'RETORNO SIMBÓLICO': ['5902'],
};

/**
 * The CFOPs a line of this operation may take for this client: 5xxx in the company's UF, 6xxx for a client in
 * another UF (SEFAZ rejects 521/522 otherwise). A UF not known yet counts as the company's.
 */
export function cfopsDaOperacao(
  natureza: TNaturezaOperacao,
  ufEmpresa: string | null | undefined,
  ufCliente: string | null | undefined,
): { value: string; label: string }[] {
  const interestadual = Boolean(ufEmpresa && ufCliente && ufEmpresa !== ufCliente);
  return CFOPS_POR_NATUREZA[natureza].map((interno) => {
    const value = interestadual ? `6${interno.slice(1)}` : interno;
    return { value, label: ROTULOS_CFOP[value] ?? value };
  });
}

/**
 * The CFOP a new line starts with: the product's default when it is one of the operation's (a 5101 becomes 6101
 * for a client in another UF), otherwise the operation's first (the return's 5902/6902).
 */
export function cfopPadraoDaOperacao(
  natureza: TNaturezaOperacao,
  ufEmpresa: string | null | undefined,
  ufCliente: string | null | undefined,
  cfopDoProduto?: string | null,
): string {
  const opcoes = cfopsDaOperacao(natureza, ufEmpresa, ufCliente).map((c) => c.value);
  if (cfopDoProduto && /^[56][0-9]{3}$/.test(cfopDoProduto)) {
    const doProduto = `${opcoes[0]?.[0] ?? '5'}${cfopDoProduto.slice(1)}`;
    if (opcoes.includes(doProduto)) return doProduto;
  }
  return opcoes[0] ?? CFOP_PADRAO_ITEM;
}

/** The refusal of a CFOP that is not of the operation or not for the client's UF (400 under itens.N.cfop). */
export function mensagemCfopForaDaOperacao(
  cfop: string,
  natureza: TNaturezaOperacao,
  ufEmpresa: string | null | undefined,
  ufCliente: string | null | undefined,
) {
  const opcoes = cfopsDaOperacao(natureza, ufEmpresa, ufCliente).map((c) => c.value);
  const lista = opcoes.length > 1 ? `${opcoes.slice(0, -1).join(', ')} ou ${opcoes.at(-1)}` : opcoes[0];
  const destino =
    ufEmpresa && ufCliente && ufEmpresa !== ufCliente ? `cliente de ${ufCliente}` : 'cliente da mesma UF';
  return `O CFOP ${cfop} não é desta operação para ${destino}: use ${lista}.`;
}

/**
 * Rascunho -> Processando (sent, waiting for SEFAZ) -> Autorizada | Denegada; Autorizada -> Cancelada. A rejected
 * note goes back to Rascunho with SEFAZ's code and reason (c_stat, x_motivo) and keeps its number.
 */
export const STATUS_NFE = [
  'Rascunho',
  'Processando',
  'Autorizada',
  'Rejeitada',
  'Denegada',
  'Cancelada',
] as const;
export type TStatusNfe = (typeof STATUS_NFE)[number];
/**
 * What the lists and the details of NF-e and NFS-e show while an authorised document's cancellation was sent and
 * SEFAZ / the Sefin Nacional has not answered yet: the retry job settles it (Cancelada, or Autorizada again with
 * the refusal's reason).
 */
export const CANCELAMENTO_PENDENTE = 'Cancelamento pendente';
/**
 * What the list and the detail show over a 'Processando' note whose key SEFAZ holds with another XML (digVal
 * different from the one signed here): its number and key stay on it, it is not resent, renumbered nor offered
 * for inutilização; x_motivo tells the clerk to recover the authorised XML (DistDFe or the consultation).
 */
export const DIVERGENTE_DA_SEFAZ = 'Divergente da SEFAZ';
/**
 * The status the list and the detail show: the stored one, 'Cancelamento pendente' over an Autorizada, or
 * 'Divergente da SEFAZ' over a Processando.
 */
export const SITUACOES_NFE = [...STATUS_NFE, CANCELAMENTO_PENDENTE, DIVERGENTE_DA_SEFAZ] as const;
export type TSituacaoNfe = (typeof SITUACOES_NFE)[number];

/**
 * SEFAZ Virtual de Contingência: where a note goes when its UF's autorizador is down (tpEmis 6 SVC-AN, 7 SVC-RS;
 * each UF has one, per the fiscal library's svcDaUF).
 */
export const SVCS = ['SVC-AN', 'SVC-RS'] as const;
export type TSvc = (typeof SVCS)[number];

export const MENSAGEM_ITEM_INVALIDO = 'Selecione um produto e informe uma quantidade válida.';
export const MENSAGEM_SERVICO_OBRIGATORIO =
  'Para o CFOP 5124, é obrigatório selecionar um serviço executado.';
export const MENSAGEM_ITEM_ENTRADA_OBRIGATORIO = 'Selecione o item da nota de entrada de referência.';
export const MENSAGEM_RASCUNHO_INCOMPLETO = 'Selecione um cliente e adicione pelo menos um item.';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const blankToNull = (v: unknown) => (v === '' || v === 0 ? null : v);

const zIdPositivo = (mensagem: string) => z.coerce.number(mensagem).int(mensagem).positive(mensagem);
const zIdOpcional = (mensagem: string) =>
  z.preprocess(blankToNull, zIdPositivo(mensagem).nullable().optional());

/** A calendar day, "YYYY-MM-DD", checked as a real date. */
const zData = z.iso.date('Data inválida (use AAAA-MM-DD).');
export const zDataVencimento = z.preprocess(
  blankToUndefined,
  z.string('Informe a data de vencimento.').pipe(zData),
);

/** Quantity in kg: > 0, up to 4 places (the screen steps by 0.01). */
const zQuantidade = zDecimal({ scale: 4, max: 999_999_999 }).refine(
  (v) => Number(v) > 0,
  MENSAGEM_ITEM_INVALIDO,
);

/** X02 modFrete, with SEFAZ's descriptions; 9 (no transport) is the default. */
export const MODALIDADES_FRETE = [
  { value: '0', label: '0 - Contratação do frete por conta do remetente (CIF)' },
  { value: '1', label: '1 - Contratação do frete por conta do destinatário (FOB)' },
  { value: '2', label: '2 - Contratação do frete por conta de terceiros' },
  { value: '3', label: '3 - Transporte próprio por conta do remetente' },
  { value: '4', label: '4 - Transporte próprio por conta do destinatário' },
  { value: '9', label: '9 - Sem ocorrência de transporte' },
] as const;
export type TModalidadeFreteNfe = (typeof MODALIDADES_FRETE)[number]['value'];
export const SEM_TRANSPORTE: TModalidadeFreteNfe = '9';

export const MENSAGEM_SEM_TRANSPORTE =
  'Sem ocorrência de transporte (modalidade 9) não se informa transportadora nem veículo.';
export const MENSAGEM_VEICULO_INTERESTADUAL =
  'Em operação interestadual o veículo não vai na NF-e (rejeição 868 da SEFAZ): ele consta do MDF-e.';

const vazioParaNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
/** A name or address of the transport group (TString 1-60 or 2-60), normalised as the XML carries it. */
const zTextoTransporte = (min: number, mensagem: string) =>
  zTextoLivreXml(min, 60, mensagem, { quebrasDeLinha: 'espaco' });
const zTextoTransporteOpcional = (mensagem: string) =>
  zTextoLivreXmlOpcional(60, mensagem, { quebrasDeLinha: 'espaco' });
const zUf = (mensagem: string) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), z.enum(SIGLAS_UF, mensagem));

/** X03 transporta: from the suppliers or clients, or typed. IE as TIeDest: 2 to 14 digits or ISENTO. */
export const ZTransportadoraNfe = z
  .object({
    cpf_cnpj: zCpfCnpj,
    nome: zTextoTransporte(2, 'O nome da transportadora deve ter entre 2 e 60 caracteres.'),
    ie: z.preprocess(
      // The mask goes; 'isento' in any case is ISENTO.
      (v) => (typeof v === 'string' ? vazioParaNull(v.replace(/[.\-/\s]/g, '').toUpperCase()) : v),
      z
        .string('Inscrição estadual inválida.')
        .regex(/^(ISENTO|[0-9]{2,14})$/, 'Inscrição estadual inválida: de 2 a 14 dígitos, ou ISENTO.')
        .nullable()
        .optional(),
    ),
    endereco: zTextoTransporteOpcional('O endereço deve ter até 60 caracteres.'),
    municipio: zTextoTransporteOpcional('O município deve ter até 60 caracteres.'),
    uf: z.preprocess(vazioParaNull, zUf('UF inválida.').nullable().optional()),
  })
  .superRefine((t, ctx) => {
    // An IE is of one UF: without it the carrier's registration cannot be read.
    if (t.ie && t.ie !== 'ISENTO' && !t.uf) {
      ctx.addIssue({ code: 'custom', path: ['uf'], message: 'Informe a UF da inscrição estadual.' });
    }
  });
export type TTransportadoraNfe = z.output<typeof ZTransportadoraNfe>;

/** X19 placa: Mercosul (AAA9A99) or the old format (AAA9999), 7 characters, without the dash. */
export const ZVeiculoNfe = z.object({
  placa: z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/[\s-]/g, '').toUpperCase() : v),
    z
      .string('Informe a placa do veículo.')
      .regex(/^[A-Z]{3}[0-9][A-Z0-9][0-9]{2}$/, 'Placa inválida: use AAA9999 ou o padrão Mercosul AAA9A99.'),
  ),
  uf: zUf('Informe a UF do veículo.'),
});
export type TVeiculoNfe = z.output<typeof ZVeiculoNfe>;

/** Weights in kg, TDec_1203: up to 12 integer digits and 3 places. */
const zPeso = z.preprocess(
  vazioParaNull,
  zDecimal({ scale: 3, min: 0, max: 999_999_999_999 }).nullable().optional(),
);

/** X26 vol: a group of volumes of one species. */
export const ZVolumeNfe = z
  .object({
    qVol: z.preprocess(
      (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
      z
        .string('Informe a quantidade de volumes.')
        .regex(/^[0-9]{1,15}$/, 'A quantidade de volumes é um número inteiro de até 15 dígitos.')
        .transform((v) => v.replace(/^0+(?=[0-9])/, '')),
    ),
    esp: zTextoTransporteOpcional('A espécie deve ter até 60 caracteres.'),
    marca: zTextoTransporteOpcional('A marca deve ter até 60 caracteres.'),
    nVol: zTextoTransporteOpcional('A numeração deve ter até 60 caracteres.'),
    pesoL: zPeso,
    pesoB: zPeso,
  })
  .superRefine((v, ctx) => {
    if (v.pesoL && v.pesoB && new Decimal(v.pesoB).lt(v.pesoL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['pesoB'],
        message: 'O peso bruto não pode ser menor que o peso líquido.',
      });
    }
  });
export type TVolumeNfe = z.output<typeof ZVolumeNfe>;

/**
 * X01 transp of a draft, in SEFAZ's names where SEFAZ has one. With modalidade 9 there is no carrier nor vehicle;
 * whether the vehicle may go (not in an interstate operation) depends on the client's UF, checked by the API.
 */
export const ZTransporteNfe = z
  .object({
    modalidade_frete: z
      .enum(['0', '1', '2', '3', '4', '9'], 'Modalidade de frete inválida.')
      .default(SEM_TRANSPORTE),
    transportadora: ZTransportadoraNfe.nullish(),
    veiculo: ZVeiculoNfe.nullish(),
    volumes: z
      .array(ZVolumeNfe, 'Volumes inválidos.')
      .max(5000, 'No máximo 5000 grupos de volumes.')
      .nullish(),
  })
  .superRefine((t, ctx) => {
    if (t.modalidade_frete !== SEM_TRANSPORTE) return;
    for (const campo of ['transportadora', 'veiculo'] as const) {
      if (t[campo]) ctx.addIssue({ code: 'custom', path: [campo], message: MENSAGEM_SEM_TRANSPORTE });
    }
  });
export type TTransporteNfe = z.output<typeof ZTransporteNfe>;
export type TTransporteNfeInput = z.input<typeof ZTransporteNfe>;

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
export type TNfeItemInput = z.input<typeof ZNfeItemInput>;

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
export type TSaldosAVencerQuery = z.input<typeof ZSaldosAVencerQuery>;

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
export type TSaldoDisponivelQuery = z.input<typeof ZSaldoDisponivelQuery>;

/**
 * The kg of the product the client has in our custody (the balances of its entry items, as a FIFO return takes
 * them), 4 places: what the FIFO item form offers before 'Adicionar'. The save still checks every line.
 */
export const ZSaldoDisponivel = z.object({ saldo_kg: z.string() });
export type TSaldoDisponivel = z.infer<typeof ZSaldoDisponivel>;

/** GET /nfe/rascunho/produtos-com-saldo: the client whose FIFO return the item form builds. */
export const ZProdutosComSaldoQuery = z.object({ id_cliente: zIdDaConsulta('Cliente inválido.') });
export type TProdutosComSaldoQuery = z.input<typeof ZProdutosComSaldoQuery>;

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

export const TIPOS_EVENTO_NFE = { '110111': 'Cancelamento', '110110': 'Carta de Correção' } as const;

export const ZNfeEvento = z.object({
  tipo_evento: z.string(),
  descricao: z.string(),
  sequencia: z.number().int(),
  protocolo: z.string().nullable(),
  /** Justification of a cancellation or text of a correction letter. */
  texto: z.string().nullable(),
  created_at: z.string(),
});
export type TNfeEvento = z.infer<typeof ZNfeEvento>;

export const ZNfe = z.object({
  id: z.number().int(),
  id_cliente: z.number().int(),
  nome_razao_social: z.string(),
  natureza_operacao: z.string(),
  finalidade_emissao: z.string(),
  /** The draft payload's shape: the freight mode, and carrier, vehicle and volumes when informed. */
  transporte: z.object({
    modalidade_frete: z.string(),
    transportadora: z
      .object({
        cpf_cnpj: z.string(),
        nome: z.string(),
        ie: z.string().nullable().optional(),
        endereco: z.string().nullable().optional(),
        municipio: z.string().nullable().optional(),
        uf: z.string().nullable().optional(),
      })
      .optional(),
    veiculo: z.object({ placa: z.string(), uf: z.string() }).optional(),
    volumes: z
      .array(
        z.object({
          qVol: z.string(),
          esp: z.string().nullable().optional(),
          marca: z.string().nullable().optional(),
          nVol: z.string().nullable().optional(),
          pesoL: z.string().nullable().optional(),
          pesoB: z.string().nullable().optional(),
        }),
      )
      .optional(),
  }),
  informacoes_complementares: z.string().nullable(),
  status: z.enum(SITUACOES_NFE),
  valor_total_produtos: z.string(),
  valor_total_nota: z.string(),
  data_vencimento: z.string().nullable(),
  numero_nfe: z.number().int().nullable(),
  serie_nfe: z.number().int().nullable(),
  chave_acesso: z.string().nullable(),
  protocolo: z.string().nullable(),
  /** SEFAZ's last answer: the rejection of a draft sent back for correction, or the authorisation. */
  c_stat: z.string().nullable(),
  x_motivo: z.string().nullable(),
  /** Why SEFAZ refused the last cancellation asked (cStat - xMotivo); null once another one is asked. */
  recusa_cancelamento: z.string().nullable(),
  data_emissao: z.string().nullable(),
  data_autorizacao: z.string().nullable(),
  data_cancelamento: z.string().nullable(),
  /** SVC contingency: the SVC, since when (dhCont) and why (xJust); null for a normal emission. */
  contingencia: z.enum(SVCS).nullable(),
  contingencia_desde: z.string().nullable(),
  contingencia_justificativa: z.string().nullable(),
  ...ZAmbienteDoDocumento.shape,
  created_at: z.string(),
  itens: z.array(ZNfeItem),
  eventos: z.array(ZNfeEvento),
});
export type TNfe = z.infer<typeof ZNfe>;

export const ZNfeListQuery = ZListQuery.extend({
  limit: z.coerce.number().int().min(1).max(100).catch(10).default(10),
  status: z.preprocess(blankToUndefined, z.enum(STATUS_NFE, 'Status inválido.').optional()),
  /** Only this client's notes (the NFS-e screen offers the tomador's authorised NF-e as its reference). */
  id_cliente: z.preprocess(
    blankToUndefined,
    z.coerce
      .number('Cliente inválido.')
      .int('Cliente inválido.')
      .positive('Cliente inválido.')
      .max(2_147_483_647, 'Cliente inválido.')
      .optional(),
  ),
});
export type TNfeListQuery = z.input<typeof ZNfeListQuery>;

/** SPEC §3 list row, plus what the actions need. */
export const ZNfeListaItem = z.object({
  id: z.number().int(),
  id_cliente: z.number().int(),
  nome_razao_social: z.string(),
  numero_nfe: z.number().int().nullable(),
  serie_nfe: z.number().int().nullable(),
  valor_total_nota: z.string(),
  created_at: z.string(),
  status: z.enum(SITUACOES_NFE),
  c_stat: z.string().nullable(),
  x_motivo: z.string().nullable(),
  /** Why SEFAZ refused the last cancellation asked (cStat - xMotivo); null once another one is asked. */
  recusa_cancelamento: z.string().nullable(),
  chave_acesso: z.string().nullable(),
  /** API paths of the DANFE (PDF) and the authorised XML; null until the note is authorised. */
  caminho_pdf: z.string().nullable(),
  caminho_xml: z.string().nullable(),
  /** Until when an authorised note can still be cancelled; null when it cannot. */
  cancelavel_ate: z.string().nullable(),
  /** The SVC the note went out through ('Contingência SVC-AN'); null for a normal emission. */
  contingencia: z.enum(SVCS).nullable(),
  /** A note waiting for an autorizador that does not answer, which may go out in this SVC instead. */
  contingencia_disponivel: z.enum(SVCS).nullable(),
  ...ZAmbienteDoDocumento.shape,
});
export type TNfeListaItem = z.infer<typeof ZNfeListaItem>;

export const MENSAGEM_JUSTIFICATIVA_CONTINGENCIA =
  'A justificativa da contingência deve ter entre 15 e 256 caracteres.';
/** B29 xJust: why the note goes to the SVC, normalised as the builder writes it (texto-livre.ts). */
export const ZContingenciaNfe = z.object({
  justificativa: zTextoLivreXml(15, 256, MENSAGEM_JUSTIFICATIVA_CONTINGENCIA),
});
export type TContingenciaNfe = z.infer<typeof ZContingenciaNfe>;

/** With `contingencia`, the note goes to the SVC of the company's UF instead of its autorizador. */
export const ZEmitirNfe = z.object({
  data_vencimento: zDataVencimento,
  contingencia: ZContingenciaNfe.optional(),
});

/**
 * The UF's autorizador did not answer (no answer, 108/109) and the note can go out in its SVC: nothing of it can
 * be authorised at the autorizador (never sent, or SEFAZ said 217). `motivo` is what the autorizador answered.
 */
export const ZContingenciaDisponivel = z.object({ svc: z.enum(SVCS), motivo: z.string() });
export type TContingenciaDisponivel = z.infer<typeof ZContingenciaDisponivel>;

export const ZEmissaoNfe = z.object({
  message: z.string(),
  status: z.enum(STATUS_NFE),
  numero_nfe: z.number().int().nullable(),
  serie_nfe: z.number().int().nullable(),
  chave_acesso: z.string().nullable(),
  protocolo: z.string().nullable(),
  /** The SVC the note went out through; null for a normal emission. */
  contingencia: z.enum(SVCS).nullable(),
  /** Set on a 202 when the screen may offer the emission in contingency (ask again with a justification). */
  contingencia_disponivel: ZContingenciaDisponivel.nullable(),
});
export type TEmissaoNfe = z.infer<typeof ZEmissaoNfe>;

/**
 * The 503 of POST /nfe/emitir/{id} for a draft while the UF's autorizador is down: it failed lately and its status
 * service now answers 108/109 or nothing, so the draft was neither numbered nor sent and is still a draft. It may
 * go out in the SVC now (the same request with `contingencia`), or normally later. The one error shape, plus the
 * offer.
 */
export const ZAutorizadorParado = ZErrorResponse.extend({ contingencia_disponivel: ZContingenciaDisponivel });
export type TAutorizadorParado = z.infer<typeof ZAutorizadorParado>;

export const ZPrevisualizarNfe = z.object({
  id: zIdPositivo('Rascunho inválido.'),
  data_vencimento: z.preprocess(blankToUndefined, zData.optional()),
});
export const ZPrevisualizacaoQuery = z.object({
  data_vencimento: z.preprocess(blankToUndefined, zData.optional()),
});

export const MENSAGEM_JUSTIFICATIVA = 'A justificativa deve ter entre 15 e 255 caracteres.';
/** xJust of the cancellation (and of the inutilização): the text the event carries, normalised. */
export const ZCancelarNfe = z.object({
  justificativa: zTextoLivreXml(15, 255, MENSAGEM_JUSTIFICATIVA),
});

export const MENSAGEM_CORRECAO = 'A correção deve ter entre 15 e 1000 caracteres.';
/** xCorrecao of the CC-e: the text the event carries, normalised. */
export const ZCartaCorrecao = z.object({
  correcao: zTextoLivreXml(15, 1000, MENSAGEM_CORRECAO),
});

export const ZMensagem = z.object({ message: z.string() });

/** Inutilização of a range of skipped numbers of a série. */
export const ZInutilizarNfe = z
  .object({
    serie: z.coerce.number('Informe a série.').int().min(0, 'Série inválida.').max(999, 'Série inválida.'),
    numero_inicial: z.coerce
      .number('Informe o número inicial.')
      .int()
      .min(1, 'Número inválido.')
      .max(999_999_999, 'Número inválido.'),
    numero_final: z.coerce
      .number('Informe o número final.')
      .int()
      .min(1, 'Número inválido.')
      .max(999_999_999, 'Número inválido.'),
    justificativa: ZCancelarNfe.shape.justificativa,
  })
  .refine((v) => v.numero_final >= v.numero_inicial, {
    path: ['numero_final'],
    message: 'O número final deve ser maior ou igual ao inicial.',
  });
export type TInutilizarNfe = z.input<typeof ZInutilizarNfe>;

export const ZLacunasQuery = z.object({
  serie: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(999).optional()),
});

export const ZFaixaNumeros = z.object({ numero_inicial: z.number().int(), numero_final: z.number().int() });

/** Numbers of the série neither used by a note nor voided (nor pending voiding), from 1 up to the counter. */
export const ZLacunasNfe = z.object({
  serie: z.number().int(),
  proximo_numero: z.number().int(),
  lacunas: z.array(ZFaixaNumeros),
  inutilizacoes: z.array(
    ZFaixaNumeros.extend({
      id: z.number().int(),
      /**
       * 'Pendente': sent, and SEFAZ's answer did not conclude this range (none, or about another range): resent
       * by the retry job, its numbers reserved meanwhile; `motivo_pendencia` says why.
       */
      situacao: z.enum(['Pendente', 'Homologada']),
      motivo_pendencia: z.string().nullable(),
      /** The ProcInutNFe as stored (GET /nfe/inutilizacoes/{id}/xml); null while pending. */
      caminho_xml: z.string().nullable(),
      protocolo: z.string().nullable(),
      justificativa: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type TLacunasNfe = z.infer<typeof ZLacunasNfe>;
