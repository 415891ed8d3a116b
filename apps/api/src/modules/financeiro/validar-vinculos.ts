import type { TTipoLancamento } from '@erp/contracts/financeiro';
import type { Database } from '../../db/client.ts';
import { AppError, type FieldError } from '../../lib/app-error.ts';
import { clienteExists, findCategoria, fornecedorExists } from './lancamentos.repository.ts';

const NOME_TIPO: Record<TTipoLancamento, string> = { RECEITA: 'receita', DESPESA: 'despesa' };

/**
 * What zod cannot check: the category, supplier and client exist, and the category is of the entry's type
 * (an expense filed under 'Venda de Mercadorias' would put it on the wrong side of the cash flow).
 */
export async function validarVinculos(
  db: Database,
  tipo: TTipoLancamento,
  ids: { idCategoria: number; idFornecedor?: number | null; idCliente?: number | null },
): Promise<void> {
  const erros: FieldError[] = [];
  const categoria = await findCategoria(db, ids.idCategoria);
  if (!categoria) {
    erros.push({ campo: 'id_categoria', mensagem: 'Categoria não encontrada.' });
  } else if (categoria.tipo !== tipo) {
    erros.push({
      campo: 'id_categoria',
      mensagem: `A categoria "${categoria.nome}" é de ${NOME_TIPO[categoria.tipo]} e não serve para um lançamento de ${NOME_TIPO[tipo]}.`,
    });
  }
  if (tipo === 'RECEITA' && ids.idFornecedor) {
    erros.push({ campo: 'id_fornecedor', mensagem: 'Uma receita não tem fornecedor.' });
  } else if (ids.idFornecedor && !(await fornecedorExists(db, ids.idFornecedor))) {
    erros.push({ campo: 'id_fornecedor', mensagem: 'Fornecedor não encontrado.' });
  }
  if (ids.idCliente && !(await clienteExists(db, ids.idCliente))) {
    erros.push({ campo: 'id_cliente', mensagem: 'Cliente não encontrado.' });
  }
  if (erros.length > 0) {
    throw AppError.validation(`Dados inválidos. ${erros.map((e) => e.mensagem).join(' ')}`, erros);
  }
}
