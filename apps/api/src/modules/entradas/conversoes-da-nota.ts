import type {
  TConversaoEntrada,
  TItemSemKg,
  TProdutoFaltante,
  TRespostasImportacao,
} from '@erp/contracts/entradas';
import { ErrorCode } from '@erp/contracts/errors';
import { Decimal } from '@erp/fiscal/decimal';
import type { ItemNFe, NFeLida } from '@erp/fiscal/nfe';
import type { Database } from '../../db/client.ts';
import { AppError, type FieldError } from '../../lib/app-error.ts';
import {
  findClienteIdByDocumento,
  findFornecedorIdByDocumento,
  findProdutosByIds,
  findProdutosDoEmitente,
  type ProdutoDoCliente,
} from './entradas.repository.ts';
import { type CacheDeProdutos, produtosDaNota } from './produtos-da-nota.ts';
import { kgInformadoNaNota, unidadeDaConversao } from './quantidade-em-kg.ts';

/** One item of the note as it will be stored: its product (none when ignored) and its kg. */
export type ItemResolvido = { item: ItemNFe; idProduto: number | null; ignorado: boolean; kg: Decimal };

/** What the import remembers for the client (or the supplier), in the same transaction as the entry. */
export type Aprendizado = {
  vinculos: { codigo: string; idProduto: number }[];
  conversoes: { codigo: string; unidade: string; kgPorUnidade: string }[];
};

export type ResolucaoDaNota = {
  itens: ItemResolvido[];
  /** Products neither registered (cProd = SKU), nor linked for this client, nor ignored: once each. */
  faltantes: TProdutoFaltante[];
  /** Items (not ignored) whose kg neither the note, an answer nor a remembered factor gives. */
  semKg: TItemSemKg[];
  aprendizado: Aprendizado;
};

const SEM_RESPOSTAS: TRespostasImportacao = { conversoes: [], vinculos: [], ignorar: [], destinos: [] };

function mensagemSemKg(itens: TItemSemKg[]): string {
  const lista = itens.map((i) => `${i.codigo} (${i.descricao}, ${i.quantidade} ${i.unidade})`).join(', ');
  return itens.length === 1
    ? `A nota não informa o peso em kg do item ${lista}. Informe o peso por unidade ou o peso total do item.`
    : `A nota não informa o peso em kg dos itens ${lista}. Informe o peso por unidade ou o peso total de cada item.`;
}

/** 422: items whose kg nobody told; `itens` lists each one, for the screen or the .zip's result. */
export class ItensSemKgError extends AppError {
  constructor(readonly itens: TItemSemKg[]) {
    super(ErrorCode.UNPROCESSABLE, mensagemSemKg(itens));
  }
}

/** 400 under the field when an answer names a code that is not in the note, or a product that does not exist. */
async function validarRespostas(db: Database, nfe: NFeLida, respostas: TRespostasImportacao) {
  const naNota = new Map<string, number>();
  for (const item of nfe.det) naNota.set(item.cProd, (naNota.get(item.cProd) ?? 0) + 1);
  const erros: FieldError[] = [];
  const foraDaNota = (campo: string, codigo: string) =>
    erros.push({ campo, mensagem: `O código ${codigo} não é de nenhum item desta nota.` });
  respostas.conversoes.forEach((c, i) => {
    if (!naNota.has(c.codigo)) foraDaNota(`conversoes.${i}.codigo`, c.codigo);
    else if ('kg_total' in c && (naNota.get(c.codigo) ?? 0) > 1) {
      erros.push({
        campo: `conversoes.${i}.kg_total`,
        mensagem: `O código ${c.codigo} está em mais de um item desta nota: informe o peso por unidade.`,
      });
    }
  });
  respostas.ignorar.forEach((codigo, i) => {
    if (!naNota.has(codigo)) foraDaNota(`ignorar.${i}`, codigo);
  });
  const existentes = await findProdutosByIds(db, [...new Set(respostas.vinculos.map((v) => v.id_produto))]);
  respostas.vinculos.forEach((v, i) => {
    if (!naNota.has(v.codigo)) foraDaNota(`vinculos.${i}.codigo`, v.codigo);
    else if (!existentes.has(v.id_produto)) {
      erros.push({ campo: `vinculos.${i}.id_produto`, mensagem: 'Produto não encontrado.' });
    }
  });
  if (erros.length > 0) throw AppError.validation('Confira as respostas da importação.', erros);
}

function kgDaConversao(item: ItemNFe, conversao: TConversaoEntrada): Decimal {
  return 'kg_total' in conversao
    ? new Decimal(conversao.kg_total)
    : new Decimal(conversao.kg_por_unidade).times(item.qCom);
}

function kgLembrado(item: ItemNFe, lembrado: ProdutoDoCliente | undefined): Decimal | undefined {
  if (!lembrado?.kgPorUnidade || lembrado.unidade !== unidadeDaConversao(item)) return undefined;
  return new Decimal(lembrado.kgPorUnidade).times(item.qCom);
}

/**
 * What was learnt about the emitente's codes: as a supplier (issue 24), then as a client, whose answers win when
 * the emitente is both.
 */
async function lembradosDoEmitente(db: Database, nfe: NFeLida, codigos: string[]) {
  const documento = (nfe.emit.CNPJ ?? nfe.emit.CPF ?? '').toUpperCase();
  const idCliente = await findClienteIdByDocumento(db, documento);
  const idFornecedor = await findFornecedorIdByDocumento(db, documento);
  return new Map<string, ProdutoDoCliente>([
    ...(idFornecedor === undefined ? [] : await findProdutosDoEmitente(db, { idFornecedor }, codigos)),
    ...(idCliente === undefined ? [] : await findProdutosDoEmitente(db, { idCliente }, codigos)),
  ]);
}

/**
 * Each item of the note with its product and kg, from (in this order) the user's answers sent with the
 * import, what was remembered for the emitente's codes (as a client or a supplier), and the products whose SKU is the cProd; what is still
 * unknown is listed, never guessed. The analysis calls it without answers.
 */
export async function resolverNota(
  db: Database,
  nfe: NFeLida,
  respostas: TRespostasImportacao = SEM_RESPOSTAS,
  cache: CacheDeProdutos = new Map(),
): Promise<ResolucaoDaNota> {
  await validarRespostas(db, nfe, respostas);
  const codigos = [...new Set(nfe.det.map((i) => i.cProd))];
  const lembrados = await lembradosDoEmitente(db, nfe, codigos);
  const vinculos = new Map(respostas.vinculos.map((v) => [v.codigo, v.id_produto]));
  const conversoes = new Map(respostas.conversoes.map((c) => [c.codigo, c]));
  const ignorar = new Set(respostas.ignorar);
  const { produtos } = await produtosDaNota(db, nfe, cache);

  const faltantes = new Map<string, TProdutoFaltante>();
  const semKg: TItemSemKg[] = [];
  const itens: ItemResolvido[] = [];
  const aprendizado: Aprendizado = {
    vinculos: respostas.vinculos.map((v) => ({ codigo: v.codigo, idProduto: v.id_produto })),
    conversoes: [],
  };
  for (const item of nfe.det) {
    const lembrado = lembrados.get(item.cProd);
    const ignorado = ignorar.has(item.cProd);
    const idProduto = ignorado
      ? null
      : (vinculos.get(item.cProd) ?? lembrado?.idProduto ?? produtos.get(item.cProd)?.id ?? null);
    if (!ignorado && idProduto === null && !faltantes.has(item.cProd)) {
      faltantes.set(item.cProd, {
        nome: item.xProd,
        codigo_interno: item.cProd,
        ncm: item.NCM,
        unidade: item.uCom,
      });
    }
    const conversao = conversoes.get(item.cProd);
    const daNota = kgInformadoNaNota(item);
    const kg = daNota ?? (conversao ? kgDaConversao(item, conversao) : kgLembrado(item, lembrado));
    if (!daNota && conversao) {
      const quantidade = new Decimal(item.qCom);
      if (quantidade.gt(0)) {
        aprendizado.conversoes.push({
          codigo: item.cProd,
          unidade: unidadeDaConversao(item),
          kgPorUnidade: kgDaConversao(item, conversao).div(quantidade).toDecimalPlaces(6).toFixed(),
        });
      }
    }
    if (!kg && !ignorado) {
      semKg.push({
        codigo: item.cProd,
        descricao: item.xProd,
        unidade: item.uCom,
        quantidade: item.qCom,
        sugestao_kg_total: nfe.det.length === 1 ? (nfe.pesoLiquido ?? null) : null,
      });
    }
    // An ignored item the note does not weigh is kept with 0 kg: nobody was asked, and it moves nothing.
    itens.push({ item, idProduto, ignorado, kg: kg ?? new Decimal(0) });
  }
  return { itens, faltantes: [...faltantes.values()], semKg, aprendizado };
}
