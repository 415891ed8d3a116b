import type { Database } from '../../db/client.ts';
import type { EmpresaRow } from '../empresa/empresa.repository.ts';
import {
  type ClienteRow,
  findCliente,
  findMunicipios,
  findNota,
  findProdutos,
  listItensDaNota,
  type NotaRow,
  type ProdutoRow,
} from './nfe.repository.ts';

export type ItensDaNota = Awaited<ReturnType<typeof listItensDaNota>>;

/**
 * What building a stored note needs besides the company (montarEntradaNFe): its client, its lines, their products
 * and the names of the company's and the client's municipalities.
 */
export type DadosDaNota = {
  cliente: ClienteRow | undefined;
  itens: ItensDaNota;
  produtos: Map<number, ProdutoRow>;
  municipios: Map<number, string>;
};

/** Read once for the emission, and for the draft's preview, which builds the note the same way. */
export async function carregarDadosDaNota(
  db: Database,
  nota: NotaRow,
  empresa: Pick<EmpresaRow, 'codigoMunicipio'>,
): Promise<DadosDaNota> {
  const cliente = await findCliente(db, nota.idCliente);
  const itens = await listItensDaNota(db, nota.id);
  const produtos = await findProdutos(db, [...new Set(itens.map((i) => i.item.idProduto))]);
  const codigos = [empresa.codigoMunicipio, cliente?.codigoMunicipio ?? null].filter(
    (codigo): codigo is number => codigo !== null,
  );
  const municipios = await findMunicipios(db, [...new Set(codigos)]);
  return {
    cliente,
    itens,
    produtos: new Map(produtos.map((p) => [p.id, p])),
    municipios: new Map(municipios.map((m) => [m.codigo, m.nome])),
  };
}

/**
 * Everything the emission's first transaction reads, once: the note locked (one emission or conclusion of it at a
 * time) and what building it needs. Undefined when the note does not exist.
 */
export async function carregarParaRegistro(
  tx: Database,
  id: number,
  empresa: Pick<EmpresaRow, 'codigoMunicipio'>,
) {
  const nota = await findNota(tx, id, 'update');
  if (!nota) return undefined;
  return { nota, ...(await carregarDadosDaNota(tx, nota, empresa)) };
}

/** What applying SEFAZ's answer reads, once: the note locked, its lines and its client. */
export async function carregarParaConclusao(tx: Database, id: number) {
  const nota = await findNota(tx, id, 'update');
  if (!nota) return undefined;
  const itens = await listItensDaNota(tx, id);
  const cliente = await findCliente(tx, nota.idCliente);
  return { nota, itens, cliente };
}
