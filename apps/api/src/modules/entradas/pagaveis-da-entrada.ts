import type { NFeLida } from '@erp/fiscal/nfe';
import type { Database } from '../../db/client.ts';
import { idCategoriaDespesa, insertPagaveisDaEntrada } from '../financeiro/pagaveis.repository.ts';
import { parcelasDaNota } from './custo-da-compra.ts';

/**
 * The payables of a supplier's note (issue 24), in the entry's transaction: one per cobr/dup with its nDup, dVenc
 * and vDup, or one for the pag due on the emission day (parcelasDaNota), each of the supplier, category
 * 'Matéria-Prima e Insumos', pointing to the entry. The whole note's bill: a mixed note's remessa items carry no
 * price to pay, so the bill is the purchase's.
 */
export async function criarPagaveisDaEntrada(
  tx: Database,
  nfe: NFeLida,
  idEntrada: number,
  idFornecedor: number,
  idUsuario: number | null,
): Promise<number[]> {
  const parcelas = parcelasDaNota(nfe);
  if (parcelas.length === 0) return [];
  const idCategoria = await idCategoriaDespesa(tx, 'Matéria-Prima e Insumos');
  const numero = Number.parseInt(nfe.nNF, 10);
  return insertPagaveisDaEntrada(
    tx,
    idEntrada,
    parcelas.map((p) => ({
      descricao: `NF-e nº ${numero}/${Number.parseInt(nfe.serie, 10)}${p.nDup ? ` - duplicata ${p.nDup}` : ''} - ${nfe.emit.xNome}`,
      valorOriginal: p.valor,
      dataVencimento: p.vencimento,
      idCategoria,
      idFornecedor,
      observacao: `Chave de acesso ${nfe.chave}`,
      idUsuario,
    })),
  );
}
