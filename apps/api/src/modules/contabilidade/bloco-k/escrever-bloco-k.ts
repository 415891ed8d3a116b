import { LEIAUTES_BLOCO_K } from '@erp/contracts/bloco-k';
import { Decimal } from '@erp/fiscal/decimal';
import type { OrdemDoMes, SaldoEstoque } from './bloco-k.repository.ts';
import { dataEfd, decimalEfd, digitos, linhaEfd, textoEfd } from './campos-efd.ts';
import type { CorrecaoDoEstoque, DadosDoBlocoK } from './dados-do-bloco-k.ts';
import { VERSOES_DO_LEIAUTE } from './registros-efd.ts';

/** 0190 DESCR of the product units the register of products allows. */
const UNIDADES: Readonly<Record<string, string>> = {
  KG: 'Quilograma',
  TN: 'Tonelada',
  UN: 'Unidade',
  CX: 'Caixa',
  PC: 'Peça',
};

/** CFOP padrão of a product sold as bought: 'venda de mercadoria adquirida ou recebida de terceiros'. */
const REVENDA = /^[567]102$/;

/**
 * 0200 TIPO_ITEM: the one chosen on the product (the sucata item: 05 subproduto); else by use, what was ever made
 * is a produto acabado (04), a product whose CFOP padrão is x102 a mercadoria para revenda (00), the rest (the
 * clients' material, own purchases) matéria-prima (01).
 */
function tipoDoItem(d: DadosDoBlocoK, id: number): string {
  const p = d.produtos.get(id);
  if (p?.tipo_item_efd) return p.tipo_item_efd;
  if (d.produzidos.has(id)) return '04';
  return p?.cfop_padrao && REVENDA.test(p.cfop_padrao) ? '00' : '01';
}

/**
 * UNID_INV: K200 and K235 quantities are the ledger's kg; a product an order made is counted in its own unit
 * (K230 QTD_ENC is the pointed quantity), so only such a product may have another unit.
 */
const unidadeDoItem = (d: DadosDoBlocoK, id: number) =>
  d.produzidos.has(id) ? (d.produtos.get(id)?.unidade_medida ?? 'KG') : 'KG';

export const codigoDoItem = (d: DadosDoBlocoK, id: number) =>
  textoEfd(d.produtos.get(id)?.codigo_interno, 60);
/**
 * The client's CPF/CNPJ without mask, also its COD_PART. An alphanumeric CNPJ keeps its letters: the 0150's numeric
 * CNPJ field then fails the validator, which says so instead of a file with a mangled CNPJ.
 */
const documentoDoCliente = (cpfCnpj: string | undefined) =>
  (cpfCnpj ?? '').toUpperCase().replace(/[^0-9A-Z]/g, '');
export const codigoDoParticipante = (d: DadosDoBlocoK, id: number | null) =>
  id === null ? '' : documentoDoCliente(d.clientes.get(id)?.cpf_cnpj);

/** Counts the lines per register as they go out: the block closings and the Bloco 9 are made of these. */
class Contagem {
  readonly porRegistro = new Map<string, number>();
  total = 0;
  linha(campos: readonly string[]): string {
    const reg = campos[0] as string;
    this.porRegistro.set(reg, (this.porRegistro.get(reg) ?? 0) + 1);
    this.total += 1;
    return linhaEfd(campos);
  }
  doBloco(letra: string): number {
    let n = 0;
    for (const [reg, qtd] of this.porRegistro) if (reg.startsWith(letra)) n += qtd;
    return n;
  }
}

function* bloco0(d: DadosDoBlocoK, k: Contagem): Generator<string> {
  const e = d.empresa;
  const ano = Number(d.fim.slice(0, 4));
  const versao = VERSOES_DO_LEIAUTE[ano] ?? (VERSOES_DO_LEIAUTE[2026] as string);
  // IND_PERFIL A (the profile each state assigns; A is the complete one) and IND_ATIV 0 (industrial).
  yield k.linha([
    '0000',
    versao,
    '0',
    dataEfd(d.inicio),
    dataEfd(d.fim),
    textoEfd(e.razaoSocial, 100),
    digitos(e.cnpj),
    '',
    textoEfd(e.uf, 2),
    digitos(e.inscricaoEstadual),
    String(e.codigoMunicipio ?? ''),
    textoEfd(e.inscricaoMunicipal),
    '',
    'A',
    '0',
  ]);
  yield k.linha(['0001', '0']);
  for (const p of d.clientes.values()) {
    const doc = documentoDoCliente(p.cpf_cnpj);
    yield k.linha([
      '0150',
      doc,
      textoEfd(p.nome, 100),
      '01058',
      doc.length === 14 ? doc : '',
      doc.length === 11 ? doc : '',
      digitos(p.inscricao_estadual),
      p.codigo_municipio ? String(p.codigo_municipio) : '',
      '',
      textoEfd(p.logradouro, 60),
      textoEfd(p.numero, 10),
      textoEfd(p.complemento, 60),
      textoEfd(p.bairro, 60),
    ]);
  }
  const ids = [...d.produtos.keys()];
  for (const unidade of [...new Set(ids.map((id) => unidadeDoItem(d, id)))].sort()) {
    yield k.linha(['0190', unidade, UNIDADES[unidade] ?? unidade]);
  }
  for (const p of d.produtos.values()) {
    yield k.linha([
      '0200',
      codigoDoItem(d, p.id),
      textoEfd(p.nome),
      '',
      '',
      unidadeDoItem(d, p.id),
      tipoDoItem(d, p.id),
      p.ncm,
      '',
      '',
      '',
      '',
      '',
    ]);
  }
  yield k.linha(['0990', String(k.doBloco('0') + 1)]);
}

/**
 * IND_EST (K200, K280) and IND_PROP (H010): 0 own stock in own possession, 1 own stock with an industrializer,
 * 2 a client's material in the company's possession.
 */
export const indicadorDoEstoque = (s: { id_cliente: number | null; ind_est?: string | undefined }) =>
  s.ind_est === '1' ? '1' : s.id_cliente === null ? '0' : '2';

/** K200, K280 and H010 in the order of their key: (date,) item, IND_EST, participant; each key built once. */
function emOrdem<T extends SaldoEstoque | CorrecaoDoEstoque>(d: DadosDoBlocoK, saldos: readonly T[]): T[] {
  const chave = (s: T) =>
    [
      'fim' in s ? s.fim : '',
      codigoDoItem(d, s.id_produto),
      indicadorDoEstoque(s),
      codigoDoParticipante(d, s.id_cliente),
    ].join('\u0000');
  return saldos
    .map((s) => [chave(s), s] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, s]) => s);
}

/**
 * Each product an order (or an industrializer's return) made, with the inputs it consumed: the inputs split among
 * the products by their kg, the last product taking the remainder so the split adds up to the consumption. An
 * input that is the product itself is left out (the Guia: K235 COD_ITEM differs from its K230's).
 */
function* repartirInsumos(o: OrdemDoMes) {
  const totalKg = o.saidas.reduce((t, s) => t.plus(s.quantidade_kg), new Decimal(0));
  if (totalKg.isZero()) return;
  const restante = new Map(o.insumos.map((i) => [i.id_produto, new Decimal(i.quantidade_kg)]));
  for (const [n, s] of o.saidas.entries()) {
    const ultima = n === o.saidas.length - 1;
    const consumo: [number, Decimal][] = [];
    for (const i of o.insumos) {
      const sobra = restante.get(i.id_produto) as Decimal;
      const qtd = ultima
        ? sobra
        : new Decimal(i.quantidade_kg).times(s.quantidade_kg).dividedBy(totalKg).toDecimalPlaces(6);
      restante.set(i.id_produto, sobra.minus(qtd));
      if (!qtd.isZero() && i.id_produto !== s.id_produto) consumo.push([i.id_produto, qtd]);
    }
    yield { saida: s, consumo };
  }
}

/**
 * K230 per product an order made (COD_DOC_OP the order's number) and, on the complete layout, its K235.
 * DT_SAÍDA is the order's start, or the month's first day for an order started earlier (the Guia wants it
 * inside the K100 period).
 */
function* registrosDaOrdem(d: DadosDoBlocoK, o: OrdemDoMes, k: Contagem): Generator<string> {
  const saida = [o.inicio, d.inicio].sort()[1] as string;
  for (const { saida: s, consumo } of repartirInsumos(o)) {
    yield k.linha([
      'K230',
      dataEfd(o.inicio),
      dataEfd(o.fim),
      String(o.id),
      codigoDoItem(d, s.id_produto),
      decimalEfd(s.quantidade, 6),
    ]);
    if (d.leiaute !== 'completo') continue;
    for (const [id, qtd] of consumo) {
      yield k.linha(['K235', dataEfd(saida), codigoDoItem(d, id), decimalEfd(qtd, 6), '']);
    }
  }
}

/**
 * K250 per product an industrializer's return note brought (DT_PROD the note's day, QTD in the product's unit)
 * and, on the complete layout, its K255: the material used (the note's x902 lines), dated the same day.
 */
function* registrosDaIndustrializacao(d: DadosDoBlocoK, o: OrdemDoMes, k: Contagem): Generator<string> {
  for (const { saida: s, consumo } of repartirInsumos(o)) {
    yield k.linha(['K250', dataEfd(o.fim), codigoDoItem(d, s.id_produto), decimalEfd(s.quantidade, 6)]);
    if (d.leiaute !== 'completo') continue;
    for (const [id, qtd] of consumo) {
      yield k.linha(['K255', dataEfd(o.fim), codigoDoItem(d, id), decimalEfd(qtd, 6), '']);
    }
  }
}

function* blocoK(d: DadosDoBlocoK, k: Contagem): Generator<string> {
  const leiaute = LEIAUTES_BLOCO_K.find((l) => l.value === d.leiaute)?.codigo ?? '1';
  yield k.linha(['K001', '0']);
  yield k.linha(['K010', leiaute]);
  yield k.linha(['K100', dataEfd(d.inicio), dataEfd(d.fim)]);
  for (const s of emOrdem(d, d.estoque)) {
    yield k.linha([
      'K200',
      dataEfd(d.fim),
      codigoDoItem(d, s.id_produto),
      decimalEfd(s.quantidade_kg, 3),
      indicadorDoEstoque(s),
      codigoDoParticipante(d, s.id_cliente),
    ]);
  }
  for (const o of d.ordens) yield* registrosDaOrdem(d, o, k);
  for (const o of d.industrializacoes) yield* registrosDaIndustrializacao(d, o, k);
  for (const c of emOrdem(d, d.correcoes)) {
    const diferenca = new Decimal(c.diferenca);
    yield k.linha([
      'K280',
      dataEfd(c.fim),
      codigoDoItem(d, c.id_produto),
      diferenca.isPositive() ? decimalEfd(diferenca, 3) : '',
      diferenca.isPositive() ? '' : decimalEfd(diferenca.negated(), 3),
      indicadorDoEstoque(c),
      codigoDoParticipante(d, c.id_cliente),
    ]);
  }
  yield k.linha(['K990', String(k.doBloco('K') + 1)]);
}

/**
 * Bloco H on demand: H005 with the inventory's day, its total and MOT_INV 01 (no final do período), one H010 per
 * item, IND_PROP and participant: the kg, VL_UNIT = VL_ITEM / kg, VL_ITEM the balance's value (see inventarioEm).
 */
function* blocoH(d: DadosDoBlocoK, k: Contagem): Generator<string> {
  const inventario = d.inventario;
  if (!inventario) return;
  const itens = emOrdem(d, inventario.itens);
  const total = itens.reduce((t, s) => t.plus(new Decimal(s.valor).toDecimalPlaces(2)), new Decimal(0));
  yield k.linha(['H001', itens.length > 0 ? '0' : '1']);
  if (itens.length > 0) yield k.linha(['H005', dataEfd(inventario.dia), decimalEfd(total, 2), '01']);
  for (const s of itens) {
    const valor = new Decimal(s.valor).toDecimalPlaces(2);
    yield k.linha([
      'H010',
      codigoDoItem(d, s.id_produto),
      unidadeDoItem(d, s.id_produto),
      decimalEfd(s.quantidade_kg, 3),
      decimalEfd(valor.dividedBy(s.quantidade_kg).abs(), 6),
      decimalEfd(valor, 2),
      indicadorDoEstoque(s),
      codigoDoParticipante(d, s.id_cliente),
      '',
      '',
      '',
    ]);
  }
  yield k.linha(['H990', String(k.doBloco('H') + 1)]);
}

/** 9900 per register of the file, itself and the closings included; 9990 and 9999 count the lines. */
function* bloco9(k: Contagem): Generator<string> {
  const registros = [...k.porRegistro.keys(), '9001', '9900', '9990', '9999'];
  yield k.linha(['9001', '0']);
  for (const reg of registros) {
    const qtd = reg === '9900' ? registros.length : reg.startsWith('9') ? 1 : (k.porRegistro.get(reg) ?? 0);
    yield k.linha(['9900', reg, String(qtd)]);
  }
  // The Guia: QTD_LIN_9 counts the 9990 itself and the 9999, though the 9999 belongs to no block.
  yield k.linha(['9990', String(k.doBloco('9') + 2)]);
  yield k.linha(['9999', String(k.total + 1)]);
}

/**
 * The Bloco K file of one month, line by line (without the line break): Bloco 0 with what the K registers name,
 * Bloco K, Bloco 9. The route encodes each line as it comes (ISO-8859-1, CR LF).
 */
export async function* escreverBlocoK(d: DadosDoBlocoK): AsyncGenerator<string> {
  const k = new Contagem();
  yield* bloco0(d, k);
  yield* blocoH(d, k);
  yield* blocoK(d, k);
  yield* bloco9(k);
}
