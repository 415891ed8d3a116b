// The NF-e's operations: natures, CFOPs per nature and UF, statuses and the SVCs of contingency.

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

/**
 * SEFAZ Virtual de Contingência: where a note goes when its UF's autorizador is down (tpEmis 6 SVC-AN, 7 SVC-RS;
 * each UF has one, per the fiscal library's svcDaUF).
 */
export const SVCS = ['SVC-AN', 'SVC-RS'] as const;
export type TSvc = (typeof SVCS)[number];
