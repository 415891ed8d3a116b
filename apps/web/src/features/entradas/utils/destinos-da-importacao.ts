import type { TDestinoEntrada, TImportacaoEntrada } from '@erp/contracts/entradas';

/** The clerk's words for the two paths an incoming item can take (issue 24). */
export const ROTULO_DESTINO: Record<TDestinoEntrada, string> = {
  terceiros: 'Material do cliente (industrialização)',
  proprio: 'Compra (estoque próprio)',
};

/** Each item's path, one line per item: "1 · PP-H503 · CFOP 5101 · Compra (estoque próprio)". */
export function caminhosDosItens(importacao: Pick<TImportacaoEntrada, 'itens'>): string[] {
  return importacao.itens.map(
    (i) => `${i.numero_item} · ${i.codigo} · CFOP ${i.cfop} · ${ROTULO_DESTINO[i.destino]}`,
  );
}

/**
 * What a supplier's note created, in one sentence ('' when nothing was bought): the supplier and the payables,
 * by their numbers, as Financeiro > Contas a Pagar lists them.
 */
export function criadosNaImportacao(
  importacao: Pick<TImportacaoEntrada, 'id_fornecedor' | 'emitente' | 'lancamentos'>,
): string {
  if (importacao.id_fornecedor === null) return '';
  const { lancamentos } = importacao;
  const contas =
    lancamentos.length === 0
      ? 'nenhuma conta a pagar (a nota não cobra valor)'
      : `${lancamentos.length} conta(s) a pagar (nº ${lancamentos.join(', ')})`;
  return `Fornecedor ${importacao.emitente} (cód. ${importacao.id_fornecedor}) e ${contas}.`;
}

/** The path of the whole note in a few words, for a list row. */
export function resumoDosDestinos(importacao: Pick<TImportacaoEntrada, 'itens'>): string {
  const contar = (destino: TDestinoEntrada) => importacao.itens.filter((i) => i.destino === destino).length;
  return (['terceiros', 'proprio'] as const)
    .filter((d) => contar(d) > 0)
    .map((d) => `${ROTULO_DESTINO[d]}: ${contar(d)} item(ns)`)
    .join('; ');
}
