import { z } from 'zod';
import { zDecimal } from './fields.ts';
import { ZManifestacao } from './manifestacoes.ts';

/** A product of the note not registered (nor linked for this client): as the note describes it, with its uCom. */
export const ZProdutoFaltante = z.object({
  nome: z.string(),
  codigo_interno: z.string(),
  ncm: z.string(),
  unidade: z.string(),
});
export type TProdutoFaltante = z.infer<typeof ZProdutoFaltante>;

/**
 * An item whose kg the note does not tell (its unit is not KG or TN, in uCom nor in uTrib) and no conversion was
 * remembered for: the user answers the kg per unit or the item's total kg. `codigo` is the item's cProd;
 * `sugestao_kg_total` is transp/vol/pesoL when the note has this one item (else null).
 */
export const ZItemSemKg = z.object({
  codigo: z.string(),
  descricao: z.string(),
  unidade: z.string(),
  quantidade: z.string(),
  sugestao_kg_total: z.string().nullable(),
});
export type TItemSemKg = z.infer<typeof ZItemSemKg>;

/**
 * The path an incoming item took by its CFOP (issue 24): the client's material ('terceiros': a kg balance to return,
 * Material de Terceiros) or a purchase into the company's own stock ('proprio': at cost, with the supplier's
 * payables).
 */
export const DESTINOS_ENTRADA = ['terceiros', 'proprio'] as const;
export const ZDestinoEntrada = z.enum(DESTINOS_ENTRADA, 'Destino inválido: use terceiros ou proprio.');
export type TDestinoEntrada = z.infer<typeof ZDestinoEntrada>;

/**
 * A CFOP of the note whose path the table does not settle (a devolução, x949...) and nobody answered yet for this
 * emitente: the clerk says whether its items are the client's material or a purchase. `itens`: 'cProd - xProd'.
 */
export const ZCfopSemDestino = z.object({
  cfop: z.string(),
  descricao: z.string(),
  itens: z.array(z.string()),
});
export type TCfopSemDestino = z.infer<typeof ZCfopSemDestino>;

/**
 * SPEC §7: 'ok' when every item's cProd is a registered SKU (or linked to one for this client) and its kg is
 * known; otherwise 'produtos_faltantes' (products to register, link or ignore, listed once each) or, with every
 * product known, 'itens_sem_kg', or, with every kg known, 'cfops_sem_destino'. The lists are always present, so the
 * screen asks everything at once.
 */
export const ZAnaliseEntrada = z.object({
  status: z.enum(['ok', 'produtos_faltantes', 'itens_sem_kg', 'cfops_sem_destino']),
  chave: z.string(),
  numero_nf: z.number().int(),
  emitente: z.string(),
  ja_importada: z.boolean(),
  produtos: z.array(ZProdutoFaltante),
  itens_sem_kg: z.array(ZItemSemKg),
  cfops_sem_destino: z.array(ZCfopSemDestino),
});
export type TAnaliseEntrada = z.infer<typeof ZAnaliseEntrada>;

const zCodigo = z.string().trim().min(1, 'Informe o código do produto (cProd).').max(60);
const zKgPositivo = zDecimal({ scale: 6, max: 999_999_999 }).refine(
  (v) => Number(v) > 0,
  'Informe um peso maior que zero.',
);

/**
 * The kg of an item the note does not weigh: per unit (remembered for this client, code and unit) or the
 * item's total (this note only, and the per-unit figure it implies is remembered).
 */
export const ZConversaoPorUnidade = z.strictObject({ codigo: zCodigo, kg_por_unidade: zKgPositivo });
export const ZConversaoEntrada = z.union([
  ZConversaoPorUnidade,
  z.strictObject({ codigo: zCodigo, kg_total: zKgPositivo }),
]);
export type TConversaoEntrada = z.infer<typeof ZConversaoEntrada>;

/** 'Vincular a produto existente': the client's code stands for our product, on this and every later note. */
export const ZVinculoEntrada = z.strictObject({
  codigo: zCodigo,
  id_produto: z.number().int().positive('Escolha o produto.'),
});

/** The clerk's answer for a CFOP the table does not settle: remembered for the note's emitente. */
export const ZDestinoDoCfop = z.strictObject({
  cfop: z.string().regex(/^\d{4}$/, 'Informe o CFOP com 4 dígitos.'),
  destino: ZDestinoEntrada,
});

/**
 * The answers sent with the import, each a multipart text field holding JSON: `conversoes`, `vinculos`,
 * `ignorar` (the cProd of the items to keep without stock or balance) and `destinos` (per CFOP the table does not
 * settle, the client's material or a purchase).
 */
export const ZRespostasImportacao = z.object({
  conversoes: z.array(ZConversaoEntrada).max(990).default([]),
  vinculos: z.array(ZVinculoEntrada).max(990).default([]),
  ignorar: z.array(zCodigo).max(990).default([]),
  destinos: z.array(ZDestinoDoCfop).max(990).default([]),
});
export type TRespostasImportacao = z.infer<typeof ZRespostasImportacao>;
export type TRespostasImportacaoEntrada = z.input<typeof ZRespostasImportacao>;

export const ZImportacaoEntrada = z.object({
  message: z.string(),
  id: z.number().int(),
  chave: z.string(),
  /** 'Assinatura inválida', 'Sem protocolo de autorização': imported, but worth a look. */
  avisos: z.array(z.string()),
  /**
   * Uploaded with an invalid or absent signature (issue 26): kept, but no balance, stock or payable until an
   * Administrador confirms it (POST /upload/nfe-entrada/{id}/confirmar-assinatura); the upload answers 202.
   */
  assinatura_pendente: z.boolean(),
  /** The path each item took (issue 24): the client's material or the company's own stock. */
  itens: z.array(
    z.object({
      numero_item: z.number().int(),
      codigo: z.string(),
      cfop: z.string(),
      destino: ZDestinoEntrada,
    }),
  ),
  /** The client whose material came (null when no item is the client's material). */
  id_cliente: z.number().int().nullable(),
  /** The supplier the purchase items came from (found by CNPJ or registered); null when nothing was bought. */
  id_fornecedor: z.number().int().nullable(),
  /** The note's emitente (xNome): the client, the supplier, or both. */
  emitente: z.string(),
  /** The payables created (one per cobr/dup, or one for the pag due on the emission date). */
  lancamentos: z.array(z.number().int()),
});
export type TImportacaoEntrada = z.infer<typeof ZImportacaoEntrada>;

const zArquivo = z.string();

/**
 * What happened to one file of a .zip upload: the same outcomes the screen reports for several XML files.
 * `ignorada` is a folder or a file that is not .xml; `recusada` carries the reason the single upload would give.
 */
export const ZResultadoArquivoEntrada = z.discriminatedUnion('situacao', [
  z.object({ arquivo: zArquivo, situacao: z.literal('importada'), importacao: ZImportacaoEntrada }),
  z.object({
    arquivo: zArquivo,
    situacao: z.literal('ja_importada'),
    mensagem: z.string(),
    chave: z.string(),
  }),
  z.object({
    arquivo: zArquivo,
    situacao: z.literal('produtos_faltantes'),
    mensagem: z.string(),
    chave: z.string(),
    produtos: z.array(ZProdutoFaltante),
  }),
  z.object({
    arquivo: zArquivo,
    situacao: z.literal('itens_sem_kg'),
    mensagem: z.string(),
    chave: z.string(),
    itens: z.array(ZItemSemKg),
  }),
  z.object({
    arquivo: zArquivo,
    situacao: z.literal('cfops_sem_destino'),
    mensagem: z.string(),
    chave: z.string(),
    cfops: z.array(ZCfopSemDestino),
  }),
  z.object({ arquivo: zArquivo, situacao: z.literal('recusada'), mensagem: z.string() }),
  z.object({ arquivo: zArquivo, situacao: z.literal('ignorada'), mensagem: z.string() }),
]);
export type TResultadoArquivoEntrada = z.infer<typeof ZResultadoArquivoEntrada>;

/** The files of the .zip a question comes from (their paths in the archive). */
const zArquivos = z.array(zArquivo);

/**
 * The questions of one emitente's notes in a .zip (issue 24, 'Importing a new client's first .zip'), each once:
 * its unknown products, its codes without kg (`quantidade` the sum over `itens` items, in `unidade`) and its CFOPs
 * without destination, with the files they come from.
 */
export const ZPendenciasDoEmitente = z.object({
  /** The emitente's CNPJ (or CPF): the key of its answers. */
  emitente: z.string(),
  nome: z.string(),
  arquivos: zArquivos,
  produtos: z.array(ZProdutoFaltante.extend({ arquivos: zArquivos })),
  itens_sem_kg: z.array(ZItemSemKg.extend({ itens: z.number().int(), arquivos: zArquivos })),
  cfops_sem_destino: z.array(ZCfopSemDestino.extend({ arquivos: zArquivos })),
});
export type TPendenciasDoEmitente = z.infer<typeof ZPendenciasDoEmitente>;

/**
 * The answer to a .zip upload: one result per entry, in the order of the archive, and every question of the notes
 * left waiting, per emitente in the order of the archive (empty when nothing was asked): answered in one table,
 * the same .zip is sent again with `respostas`.
 */
export const ZImportacaoZipEntradas = z.object({
  arquivos: z.array(ZResultadoArquivoEntrada),
  pendencias: z.array(ZPendenciasDoEmitente),
});
export type TImportacaoZipEntradas = z.infer<typeof ZImportacaoZipEntradas>;

/**
 * One emitente's answers, for every note of the emitente in the .zip: as a single note's, but the kg only per unit
 * (a kg total belongs to one item, and a code of a .zip is on many).
 */
export const ZRespostasDoEmitente = ZRespostasImportacao.extend({
  emitente: z.string().trim().min(1, 'Informe o CNPJ ou CPF do emitente.').max(14),
  conversoes: z.array(ZConversaoPorUnidade).max(990).default([]),
});
export type TRespostasDoEmitente = z.infer<typeof ZRespostasDoEmitente>;

/** The multipart field `respostas` of a .zip upload (JSON): the answers per emitente. */
export const ZRespostasDoZip = z.array(ZRespostasDoEmitente).max(2000);
export type TRespostasDoZip = z.infer<typeof ZRespostasDoZip>;
export type TRespostasDoZipEnvio = z.input<typeof ZRespostasDoZip>;

const zData = z.iso.date('Data inválida (use AAAA-MM-DD).');

export const ZEntradasQuery = z.object({
  page: z.coerce.number().int().min(1).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(999).catch(10).default(10),
  search: z.string().trim().max(200).optional(),
  data_inicio: z.preprocess((v) => (v === '' ? undefined : v), zData.optional()),
  data_fim: z.preprocess((v) => (v === '' ? undefined : v), zData.optional()),
});
export type TEntradasQuery = z.infer<typeof ZEntradasQuery>;

/**
 * Where the recipient's manifestação of an entry stands: Pendente until one is registered; Ciência (210210) is
 * provisional; Confirmada (210200), Desconhecida (210220) and Não realizada (210240) are conclusive.
 */
export const STATUS_MANIFESTACAO = [
  'Pendente',
  'Confirmada',
  'Ciência',
  'Desconhecida',
  'Não realizada',
] as const;

export const ZEntrada = z.object({
  id: z.number().int(),
  /** The client of the material (null for a supplier's note); `nome_razao_social` is the client's or the supplier's. */
  id_cliente: z.number().int().nullable(),
  id_fornecedor: z.number().int().nullable(),
  nome_razao_social: z.string(),
  /** The paths its items took: ['terceiros'] a remessa, ['proprio'] a purchase, both a mixed note. */
  destinos: z.array(ZDestinoEntrada),
  chave_acesso: z.string(),
  numero_nf: z.number().int(),
  serie: z.number().int(),
  data_emissao: z.string(),
  created_at: z.string(),
  valor_total: z.string(),
  status_manifestacao: z.enum(STATUS_MANIFESTACAO),
  /** The manifestações registered for this note in the environment in use, oldest first. */
  manifestacoes: z.array(ZManifestacao),
  avisos: z.array(z.string()),
  /** Waiting for an Administrador to accept its invalid or absent signature: nothing of it is available yet. */
  assinatura_pendente: z.boolean(),
});
export type TEntrada = z.infer<typeof ZEntrada>;

/** The reason an Administrador types to accept a note whose signature does not verify (issue 26). */
export const MENSAGEM_MOTIVO_ASSINATURA = 'Informe o motivo com 15 a 500 caracteres.';
export const ZConfirmarAssinatura = z.object({
  motivo: z.string().trim().min(15, MENSAGEM_MOTIVO_ASSINATURA).max(500, MENSAGEM_MOTIVO_ASSINATURA),
});
export type TConfirmarAssinatura = z.infer<typeof ZConfirmarAssinatura>;

export const ZEntradaResumo = z.object({
  id: z.number().int(),
  numero_nf: z.number().int(),
  data_emissao: z.string(),
});

export const ZEntradaItem = z.object({
  id: z.number().int(),
  nome: z.string(),
  id_produto: z.number().int(),
  quantidade_kg: z.string(),
  saldo_kg: z.string(),
});
export type TEntradaItem = z.infer<typeof ZEntradaItem>;

/** One of the company's authorised NF-e (a return) that consumed an entry item's balance. */
export const ZRetornoDoItem = z.object({
  id_nota_fiscal: z.number().int(),
  numero: z.number().int().nullable(),
  serie: z.number().int().nullable(),
  data_emissao: z.string().nullable(),
  quantidade_kg: z.string(),
});
export type TRetornoDoItem = z.infer<typeof ZRetornoDoItem>;

/** An entry item in the entry's detail view: its balance and the returns that consumed it. */
export const ZEntradaItemDetalhe = ZEntradaItem.extend({
  retornos: z.array(ZRetornoDoItem),
  /** The item's path: a purchase ('proprio') has no balance and no returns. */
  destino: ZDestinoEntrada,
  /** Its note waits for the confirmation of its signature: the balance is not available yet. */
  assinatura_pendente: z.boolean(),
});
export type TEntradaItemDetalhe = z.infer<typeof ZEntradaItemDetalhe>;
