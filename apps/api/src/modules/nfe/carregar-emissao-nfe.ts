import type { Database } from '../../db/client.ts';
import {
  type ClienteRow,
  findCliente,
  findNota,
  findProdutos,
  listItensDaNota,
  type NotaRow,
  type ProdutoRow,
} from './nfe.repository.ts';

export type ItensDaNota = Awaited<ReturnType<typeof listItensDaNota>>;

/** What building a stored note needs besides the company: its client, its lines and their products. */
export type DadosDaNota = {
  cliente: ClienteRow | undefined;
  itens: ItensDaNota;
  produtos: Map<number, ProdutoRow>;
};

async function dadosDaNota(db: Database, nota: NotaRow): Promise<DadosDaNota> {
  const cliente = await findCliente(db, nota.idCliente);
  const itens = await listItensDaNota(db, nota.id);
  const produtos = await findProdutos(db, [...new Set(itens.map((i) => i.item.idProduto))]);
  return { cliente, itens, produtos: new Map(produtos.map((p) => [p.id, p])) };
}

/**
 * Everything the emission's first transaction reads, once: the note locked (one emission or conclusion of it at a
 * time), its client, lines and products. Undefined when the note does not exist.
 */
export async function carregarParaRegistro(tx: Database, id: number) {
  const nota = await findNota(tx, id, 'update');
  if (!nota) return undefined;
  return { nota, ...(await dadosDaNota(tx, nota)) };
}

/** What applying SEFAZ's answer reads, once: the note locked, its lines and its client. */
export async function carregarParaConclusao(tx: Database, id: number) {
  const nota = await findNota(tx, id, 'update');
  if (!nota) return undefined;
  const itens = await listItensDaNota(tx, id);
  const cliente = await findCliente(tx, nota.idCliente);
  return { nota, itens, cliente };
}
