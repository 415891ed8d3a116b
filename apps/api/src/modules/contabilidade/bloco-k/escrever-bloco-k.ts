import { LEIAUTES_BLOCO_K } from '@erp/contracts/bloco-k';
import { Decimal } from '@erp/fiscal/decimal';
import type { OrdemDoMes, SaldoEstoque } from './bloco-k.repository.ts';
import { dataEfd, decimalEfd, digitos, linhaEfd, textoEfd } from './campos-efd.ts';
import type { DadosDoBlocoK } from './dados-do-bloco-k.ts';
import { VERSOES_DO_LEIAUTE } from './registros-efd.ts';

/** 0190 DESCR of the product units the register of products allows. */
const UNIDADES: Readonly<Record<string, string>> = {
  KG: 'Quilograma',
  TN: 'Tonelada',
  UN: 'Unidade',
  CX: 'Caixa',
  PC: 'Peça',
};

/** 0200 TIPO_ITEM: what an order made is a produto acabado (04); stock and inputs, matéria-prima (01). */
const tipoDoItem = (d: DadosDoBlocoK, id: number) => (d.produzidos.has(id) ? '04' : '01');

/**
 * UNID_INV: K200 and K235 quantities are the ledger's kg; a product an order made is counted in its own unit
 * (K230 QTD_ENC is the pointed quantity), so only such a product may have another unit.
 */
const unidadeDoItem = (d: DadosDoBlocoK, id: number) =>
  d.produzidos.has(id) ? (d.produtos.get(id)?.unidade_medida ?? 'KG') : 'KG';

const codigoDoItem = (d: DadosDoBlocoK, id: number) => textoEfd(d.produtos.get(id)?.codigo_interno, 60);
/**
 * The client's CPF/CNPJ without mask, also its COD_PART. An alphanumeric CNPJ keeps its letters: the 0150's numeric
 * CNPJ field then fails the validator, which says so instead of a file with a mangled CNPJ.
 */
const documentoDoCliente = (cpfCnpj: string | undefined) =>
  (cpfCnpj ?? '').toUpperCase().replace(/[^0-9A-Z]/g, '');
const codigoDoParticipante = (d: DadosDoBlocoK, id: number) =>
  documentoDoCliente(d.clientes.get(id)?.cpf_cnpj);

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

/** K200 in the order of its key: item, IND_EST, participant. */
function ordemDoEstoque(d: DadosDoBlocoK) {
  const chave = (s: SaldoEstoque) =>
    `${codigoDoItem(d, s.id_produto)}\u0000${s.id_cliente === null ? '0' : '2'}\u0000${
      s.id_cliente === null ? '' : codigoDoParticipante(d, s.id_cliente)
    }`;
  return [...d.estoque].sort((a, b) => (chave(a) < chave(b) ? -1 : chave(a) > chave(b) ? 1 : 0));
}

/**
 * K230 per product an order made and, on the complete layout, its K235: the inputs consumed, split among the
 * order's products by their kg (the last product takes the remainder, so the split adds up to the consumption).
 * DT_SAÍDA is the order's start, or the month's first day for an order started earlier (the Guia wants it
 * inside the K100 period).
 */
function* registrosDaOrdem(d: DadosDoBlocoK, o: OrdemDoMes, k: Contagem): Generator<string> {
  const totalKg = o.saidas.reduce((t, s) => t.plus(s.quantidade_kg), new Decimal(0));
  if (totalKg.isZero()) return;
  const saida = [o.inicio, d.inicio].sort()[1] as string;
  const restante = new Map(o.insumos.map((i) => [i.id_produto, new Decimal(i.quantidade_kg)]));
  for (const [n, s] of o.saidas.entries()) {
    yield k.linha([
      'K230',
      dataEfd(o.inicio),
      dataEfd(o.fim),
      String(o.id),
      codigoDoItem(d, s.id_produto),
      decimalEfd(s.quantidade, 6),
    ]);
    if (d.leiaute !== 'completo') continue;
    const ultima = n === o.saidas.length - 1;
    for (const i of o.insumos) {
      const sobra = restante.get(i.id_produto) as Decimal;
      const qtd = ultima
        ? sobra
        : new Decimal(i.quantidade_kg).times(s.quantidade_kg).dividedBy(totalKg).toDecimalPlaces(6);
      restante.set(i.id_produto, sobra.minus(qtd));
      if (qtd.isZero() || i.id_produto === s.id_produto) continue;
      yield k.linha(['K235', dataEfd(saida), codigoDoItem(d, i.id_produto), decimalEfd(qtd, 6), '']);
    }
  }
}

function* blocoK(d: DadosDoBlocoK, k: Contagem): Generator<string> {
  const leiaute = LEIAUTES_BLOCO_K.find((l) => l.value === d.leiaute)?.codigo ?? '1';
  yield k.linha(['K001', '0']);
  yield k.linha(['K010', leiaute]);
  yield k.linha(['K100', dataEfd(d.inicio), dataEfd(d.fim)]);
  for (const s of ordemDoEstoque(d)) {
    const participante = s.id_cliente === null ? '' : codigoDoParticipante(d, s.id_cliente);
    yield k.linha([
      'K200',
      dataEfd(d.fim),
      codigoDoItem(d, s.id_produto),
      decimalEfd(s.quantidade_kg, 3),
      s.id_cliente === null ? '0' : '2',
      participante,
    ]);
  }
  for (const o of d.ordens) yield* registrosDaOrdem(d, o, k);
  yield k.linha(['K990', String(k.doBloco('K') + 1)]);
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
  yield* blocoK(d, k);
  yield* bloco9(k);
}
