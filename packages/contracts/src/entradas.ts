import { z } from 'zod';
import { ZManifestacao } from './manifestacoes.ts';

export const ZProdutoFaltante = z.object({ nome: z.string(), codigo_interno: z.string(), ncm: z.string() });
export type TProdutoFaltante = z.infer<typeof ZProdutoFaltante>;

/** SPEC §7: 'ok' when every item's cProd is a registered SKU, otherwise the products to register. */
export const ZAnaliseEntrada = z.object({
  status: z.enum(['ok', 'produtos_faltantes']),
  chave: z.string(),
  numero_nf: z.number().int(),
  emitente: z.string(),
  ja_importada: z.boolean(),
  produtos: z.array(ZProdutoFaltante),
});
export type TAnaliseEntrada = z.infer<typeof ZAnaliseEntrada>;

export const ZImportacaoEntrada = z.object({
  message: z.string(),
  id: z.number().int(),
  chave: z.string(),
  /** 'Assinatura inválida', 'Sem protocolo de autorização': imported, but worth a look. */
  avisos: z.array(z.string()),
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
  z.object({ arquivo: zArquivo, situacao: z.literal('recusada'), mensagem: z.string() }),
  z.object({ arquivo: zArquivo, situacao: z.literal('ignorada'), mensagem: z.string() }),
]);
export type TResultadoArquivoEntrada = z.infer<typeof ZResultadoArquivoEntrada>;

/** The answer to a .zip upload: one result per entry, in the order of the archive. */
export const ZImportacaoZipEntradas = z.object({ arquivos: z.array(ZResultadoArquivoEntrada) });
export type TImportacaoZipEntradas = z.infer<typeof ZImportacaoZipEntradas>;

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
  id_cliente: z.number().int(),
  nome_razao_social: z.string(),
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
});
export type TEntrada = z.infer<typeof ZEntrada>;

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
export const ZEntradaItemDetalhe = ZEntradaItem.extend({ retornos: z.array(ZRetornoDoItem) });
export type TEntradaItemDetalhe = z.infer<typeof ZEntradaItemDetalhe>;
