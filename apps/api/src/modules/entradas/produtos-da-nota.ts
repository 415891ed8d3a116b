import type { TProdutoFaltante } from '@erp/contracts/entradas';
import { ErrorCode } from '@erp/contracts/errors';
import type { NFeLida } from '@erp/fiscal/nfe';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findProdutosByCodigo } from './entradas.repository.ts';

export type ProdutoRegistrado = { id: number; nome: string };
/** Products found by SKU (codigo_interno), kept across the files of one upload. */
export type CacheDeProdutos = Map<string, ProdutoRegistrado>;

function mensagem(produtos: TProdutoFaltante[]): string {
  const lista = produtos.map((p) => `${p.codigo_interno} (${p.nome})`).join(', ');
  return produtos.length === 1
    ? `O produto ${lista} não está cadastrado. Cadastre-o antes de importar.`
    : `Os produtos ${lista} não estão cadastrados. Cadastre-os antes de importar.`;
}

/** 422: the note has items whose cProd is not a registered SKU; `produtos` lists each one once. */
export class ProdutosNaoCadastradosError extends AppError {
  constructor(readonly produtos: TProdutoFaltante[]) {
    super(ErrorCode.UNPROCESSABLE, mensagem(produtos));
  }
}

/** SPEC §4: each item's cProd is looked up as a SKU; the ones not registered are listed once each. */
export async function produtosDaNota(db: Database, nfe: NFeLida, cache: CacheDeProdutos = new Map()) {
  const desconhecidos = [...new Set(nfe.det.map((i) => i.cProd))].filter((c) => !cache.has(c));
  for (const [codigo, produto] of await findProdutosByCodigo(db, desconhecidos)) cache.set(codigo, produto);
  const faltantes = new Map<string, TProdutoFaltante>();
  for (const item of nfe.det) {
    if (!cache.has(item.cProd) && !faltantes.has(item.cProd)) {
      faltantes.set(item.cProd, {
        nome: item.xProd,
        codigo_interno: item.cProd,
        ncm: item.NCM,
        unidade: item.uCom,
      });
    }
  }
  return { produtos: cache, faltantes: [...faltantes.values()] };
}
